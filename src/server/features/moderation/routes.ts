/**
 * Moderation routes (moderators and admins, spec §6): the report queue, flagged content,
 * reviewing a report, deleting content. Signed out → 401; members → 403 'Moderator access
 * required', checked by the request chain (each route's `config.policy`) before the request
 * is validated, so members learn nothing from 400s.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { API } from '../../../common/contract';
import { deleteContent, listFlagged, listReports, reviewReport } from './queries';

/**
 * Registers the moderation routes (prefix /api).
 * @param app the app (scoped to /api)
 */
export async function moderationRoutes(app: App) {
  const db = app.database.db;

  app.get('/moderation/reports', { schema: API['GET /api/moderation/reports'], config: { policy: 'moderation:read' } }, async (request) =>
    listReports(db, requireUser(request), request.query.cursor),
  );

  app.get('/moderation/flagged', { schema: API['GET /api/moderation/flagged'], config: { policy: 'moderation:read' } }, async () =>
    listFlagged(db),
  );

  app.post(
    '/moderation/reports/:reportId/:action',
    { schema: API['POST /api/moderation/reports/:reportId/:action'], config: { policy: 'report:review' } },
    async (request) => reviewReport(db, requireUser(request), request.params.reportId, request.params.action),
  );

  app.delete(
    '/moderation/:targetType/:targetId',
    { schema: API['DELETE /api/moderation/:targetType/:targetId'], config: { policy: 'content:delete' } },
    async (request) => {
      await deleteContent(db, requireUser(request), request.params.targetType, request.params.targetId);
      return { ok: true as const };
    },
  );
}
