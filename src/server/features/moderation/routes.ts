/**
 * Moderation routes (moderators and admins, spec §6): the report queue, flagged content,
 * reviewing a report, deleting content. Signed out → 401; members → 403 'Moderator access
 * required', checked before the request is validated so members learn nothing from 400s.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize, type Action } from '../../auth/policy';
import { ZCursorQuery, ZDeleteContentParams, ZReviewReportParams } from '../../../common/schemas';
import { deleteContent, listFlagged, listReports, reviewReport } from './queries';

/** preValidation hook: the signed-in user must be allowed `action`. */
const allowed = (action: Action) => async (request: FastifyRequest) => {
  authorize(request.user, action);
};

/** Registers the moderation routes (prefix /api). */
export async function moderationRoutes(app: App) {
  app.get(
    '/moderation/reports',
    { onRequest: requireSignIn, preValidation: allowed('moderation:read'), schema: { querystring: ZCursorQuery } },
    async (request) => listReports(app.database.db, requireUser(request), request.query.cursor),
  );

  app.get('/moderation/flagged', { onRequest: requireSignIn, preValidation: allowed('moderation:read') }, async () =>
    listFlagged(app.database.db),
  );

  app.post(
    '/moderation/reports/:reportId/:action',
    { onRequest: requireSignIn, preValidation: allowed('report:review'), schema: { params: ZReviewReportParams } },
    async (request) => reviewReport(app.database.db, requireUser(request), request.params.reportId, request.params.action),
  );

  app.delete(
    '/moderation/:targetType/:targetId',
    { onRequest: requireSignIn, preValidation: allowed('content:delete'), schema: { params: ZDeleteContentParams } },
    async (request) => {
      await deleteContent(app.database.db, requireUser(request), request.params.targetType, request.params.targetId);
      return { ok: true as const };
    },
  );
}
