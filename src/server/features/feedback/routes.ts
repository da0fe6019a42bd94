/**
 * POST /api/feedback (docs/api.md): stores a signed-in person's feedback; 201 `{ ok: true }`.
 * GET /api/admin/feedback: admins read it, newest first (the Ideas tab); PATCH /api/admin/feedback/:id
 * marks one read (or new again) for every admin.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { API } from '../../../common/contract';
import { createFeedback, listFeedback, markFeedback } from './queries';

/**
 * Registers the feedback route (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function feedbackRoutes(app: App) {
  app.post('/feedback', { schema: API['POST /api/feedback'], config: { policy: 'feedback:create' } }, async (request, reply) => {
    const me = requireUser(request);
    await createFeedback(app.database.db, { userId: me.id, text: request.body.feedback });
    return reply.status(201).send({ ok: true as const });
  });

  app.get('/admin/feedback', { schema: API['GET /api/admin/feedback'], config: { policy: 'feedback:read' } }, async (request) =>
    listFeedback(app.database.db, request.query.cursor),
  );

  app.patch('/admin/feedback/:id', { schema: API['PATCH /api/admin/feedback/:id'], config: { policy: 'feedback:mark' } }, async (request) =>
    markFeedback(app.database.db, { id: request.params.id, isRead: request.body.isRead }),
  );
}
