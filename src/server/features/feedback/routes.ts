/** POST /feedback (docs/api.md): stores a signed-in person's feedback; 201 `{ ok: true }`. */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { ZFeedback } from '../../../common/schemas';
import { createFeedback } from './queries';

/** Registers the feedback route (mounted under /api). */
export async function feedbackRoutes(app: App) {
  app.post('/feedback', { onRequest: requireSignIn, schema: { body: ZFeedback } }, async (request, reply) => {
    const me = requireUser(request);
    authorize(me, 'feedback:create');
    await createFeedback(app.database.db, { userId: me.id, text: request.body.feedback });
    return reply.status(201).send({ ok: true as const });
  });
}
