/** POST /api/reports — any signed-in member reports content or a user (docs/api.md). */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { ZCreateReport } from '../../../common/schemas';
import { createReport } from './queries';

/** Registers the report routes (prefix /api). */
export async function reportRoutes(app: App) {
  app.post('/reports', { onRequest: requireSignIn, schema: { body: ZCreateReport } }, async (request, reply) => {
    const user = requireUser(request);
    authorize(user, 'report:create');
    const created = await createReport(app.database.db, user.id, request.body);
    return reply.status(201).send(created);
  });
}
