/**
 * Moderation routes (moderators and admins, spec §6): the report queue and claims, flagged content,
 * reviewing a report, check-ins and MindSpace Safety Team's conversations, deleting and restoring content, a member's record, staff notes, sanctions,
 * the moderation log, and decisions and appeals (a member's own decisions and appeal too). Signed out → 401; members → 403 'Moderator access
 * required', checked by the request chain (each route's `config.policy`) before the request
 * is validated, so members learn nothing from 400s.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { sanctionAbilities } from '../../auth/policy';
import { rowPolicy } from '../../route-chain';
import { API } from '../../../common/contract';
import {
  deleteContent,
  listFlagged,
  listLog,
  listReports,
  memberRecord,
  presentOne,
  restoreContent,
  reviewReport,
  type FirstActionObserver,
} from './queries';
import { claimReport, releaseReport } from './claims';
import { addNote, deleteNote } from './notes';
import { addSanction, liftSanction } from './sanctions';
import { checkInPreview, sendCheckIn } from './check-in';
import { answerSafetyConversation, listSafetyConversations, readSafetyConversation } from './safety-conversations';
import { parseIdCursor } from '../../shared/cursor';
import { requestLocale } from '../../i18n/reader-locale';
import { appealDecision, decideAppeal, listAppeals, listMyDecisions } from './appeals';

/**
 * Registers the moderation routes (prefix /api).
 * @param app the app (scoped to /api)
 */
export async function moderationRoutes(app: App) {
  const db = app.database.db;
  const observeFirstAction: FirstActionObserver = (priority, seconds) => app.metrics.reportFirstAction.observe({ priority }, seconds);

  app.get('/moderation/reports', { schema: API['GET /api/moderation/reports'], config: { policy: 'moderation:read' } }, async (request) =>
    listReports(db, requireUser(request), request.query.cursor),
  );

  app.get('/moderation/flagged', { schema: API['GET /api/moderation/flagged'], config: { policy: 'moderation:read' } }, async () =>
    listFlagged(db),
  );

  app.post(
    '/moderation/reports/:reportId/claim',
    { schema: API['POST /api/moderation/reports/:reportId/claim'], config: { policy: 'report:claim' } },
    async (request) => {
      await claimReport(db, requireUser(request), request.params.reportId);
      return presentOne(db, requireUser(request), request.params.reportId);
    },
  );

  app.delete(
    '/moderation/reports/:reportId/claim',
    { schema: API['DELETE /api/moderation/reports/:reportId/claim'], config: { policy: 'report:claim' } },
    async (request) => {
      await releaseReport(db, requireUser(request), request.params.reportId);
      return presentOne(db, requireUser(request), request.params.reportId);
    },
  );

  app.post(
    '/moderation/reports/:reportId/:action',
    { schema: API['POST /api/moderation/reports/:reportId/:action'], config: { policy: 'report:review' } },
    async (request) => reviewReport(db, requireUser(request), request.params.reportId, request.params.action, observeFirstAction),
  );

  app.get(
    '/moderation/reports/:reportId/check-in',
    { schema: API['GET /api/moderation/reports/:reportId/check-in'], config: { policy: 'report:checkIn' } },
    async (request) => checkInPreview(db, request.params.reportId),
  );

  app.post(
    '/moderation/reports/:reportId/check-in',
    { schema: API['POST /api/moderation/reports/:reportId/check-in'], config: { policy: 'report:checkIn' } },
    async (request) => sendCheckIn(db, requireUser(request), request.params.reportId),
  );

  app.delete(
    '/moderation/:targetType/:targetId',
    { schema: API['DELETE /api/moderation/:targetType/:targetId'], config: { policy: 'content:delete', rowChecks: ['message:delete'] } },
    async (request) => {
      const { targetType, targetId } = request.params;
      await deleteContent(db, rowPolicy(request), targetType, targetId, request.body?.reason ?? null, observeFirstAction);
      return { ok: true as const };
    },
  );

  app.post(
    '/moderation/:targetType/:targetId/restore',
    { schema: API['POST /api/moderation/:targetType/:targetId/restore'], config: { policy: 'content:restore' } },
    async (request) => {
      await restoreContent(db, requireUser(request), request.params.targetType, request.params.targetId);
      return { ok: true as const };
    },
  );

  app.get(
    '/moderation/users/:userId',
    { schema: API['GET /api/moderation/users/:userId'], config: { policy: 'moderation:read' } },
    async (request) => {
      const viewer = requireUser(request);
      const record = await memberRecord(db, viewer, request.params.userId);
      return {
        ...record,
        abilities: sanctionAbilities(viewer, { id: record.user.id, role: record.user.role, closed: record.user.closed }),
      };
    },
  );

  app.post(
    '/moderation/users/:userId/sanctions',
    {
      schema: API['POST /api/moderation/users/:userId/sanctions'],
      config: { policy: 'sanction:create', rowChecks: ['sanction:target', 'sanction:ban'] },
    },
    async (request, reply) => {
      reply.code(201);
      return addSanction(db, rowPolicy(request), request.params.userId, request.body);
    },
  );

  app.delete(
    '/moderation/users/:userId/sanctions/:id',
    { schema: API['DELETE /api/moderation/users/:userId/sanctions/:id'], config: { policy: 'sanction:lift', rowChecks: ['sanction:ban'] } },
    async (request) => liftSanction(db, rowPolicy(request), request.params.userId, request.params.id),
  );

  app.post(
    '/moderation/users/:userId/notes',
    { schema: API['POST /api/moderation/users/:userId/notes'], config: { policy: 'staffNote:create' } },
    async (request, reply) => {
      reply.code(201);
      return addNote(db, requireUser(request), request.params.userId, request.body.text);
    },
  );

  // Staff only at the door (members get 403 before anything is looked up); deleteNote then asks
  // whether this staff member may delete this note.
  app.delete(
    '/moderation/users/:userId/notes/:noteId',
    {
      schema: API['DELETE /api/moderation/users/:userId/notes/:noteId'],
      config: { policy: 'moderation:read', rowChecks: ['staffNote:delete'] },
    },
    async (request) => {
      await deleteNote(db, rowPolicy(request), request.params.userId, request.params.noteId);
      return { ok: true as const };
    },
  );

  app.get('/moderation/log', { schema: API['GET /api/moderation/log'], config: { policy: 'moderation:read' } }, async (request) =>
    listLog(db, request.query.cursor, await requestLocale(db, request)),
  );

  app.get(
    '/moderation/safety-conversations',
    { schema: API['GET /api/moderation/safety-conversations'], config: { policy: 'moderation:read' } },
    async (request) => listSafetyConversations(db, request.query.cursor),
  );

  app.get(
    '/moderation/safety-conversations/:id/messages',
    { schema: API['GET /api/moderation/safety-conversations/:id/messages'], config: { policy: 'moderation:read' } },
    async (request) => readSafetyConversation(db, { conversationId: request.params.id, before: parseIdCursor(request.query.cursor) }),
  );

  app.post(
    '/moderation/safety-conversations/:id/messages',
    { schema: API['POST /api/moderation/safety-conversations/:id/messages'], config: { policy: 'safety:answer' } },
    async (request, reply) => {
      reply.code(201);
      return answerSafetyConversation(db, requireUser(request), { conversationId: request.params.id, body: request.body.body });
    },
  );

  // Decisions and appeals: the member's own decisions and their appeal; staff
  // decide appeals ('appeal:decide': never against their own decision).
  app.get('/users/me/decisions', { schema: API['GET /api/users/me/decisions'], config: { policy: 'signedIn' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMyDecisions(db, requireUser(request).id);
  });

  app.post(
    '/decisions/:id/appeal',
    { schema: API['POST /api/decisions/:id/appeal'], config: { policy: 'signedIn' } },
    async (request, reply) => {
      const decision = await appealDecision(db, requireUser(request).id, request.params.id, request.body.text);
      reply.code(201);
      return decision;
    },
  );

  app.get(
    '/moderation/appeals',
    { schema: API['GET /api/moderation/appeals'], config: { policy: 'moderation:read', rowChecks: ['appeal:decide'] } },
    async (request) => listAppeals(db, rowPolicy(request)),
  );

  app.post(
    '/moderation/appeals/:id/decision',
    { schema: API['POST /api/moderation/appeals/:id/decision'], config: { policy: 'moderation:read', rowChecks: ['appeal:decide'] } },
    async (request) => {
      const appeal = await decideAppeal(db, rowPolicy(request), request.params.id, request.body);
      app.metrics.appeals.inc({ outcome: request.body.outcome });
      return appeal;
    },
  );
}
