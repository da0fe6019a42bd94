/**
 * Decisions and appeals (decision 0083): a member's decisions and their appeal; staff's list of
 * appeals and their decision on one. Members get 403 on the staff routes before validation.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { rowPolicy } from '../../route-chain';
import { API } from '../../../common/contract';
import { appealDecision, decideAppeal, listAppeals, listMyDecisions } from './queries';

/**
 * Registers the decisions and appeals routes (prefix /api).
 * @param app the app (scoped to /api)
 */
export async function appealRoutes(app: App) {
  const db = app.database.db;

  app.get('/users/me/decisions', { schema: API['GET /api/users/me/decisions'], config: { policy: 'signedIn' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMyDecisions(db, requireUser(request).id);
  });

  app.post('/decisions/:id/appeal', { schema: API['POST /api/decisions/:id/appeal'], config: { policy: 'signedIn' } }, async (request, reply) => {
    const decision = await appealDecision(db, requireUser(request).id, request.params.id, request.body.text);
    reply.code(201);
    return decision;
  });

  app.get(
    '/moderation/appeals',
    { schema: API['GET /api/moderation/appeals'], config: { policy: 'moderation:read', rowChecks: ['appeal:decide'] } },
    async (request) => listAppeals(db, rowPolicy(request)),
  );

  app.post(
    '/moderation/appeals/:id/decision',
    { schema: API['POST /api/moderation/appeals/:id/decision'], config: { policy: 'moderation:read', rowChecks: ['appeal:decide'] } },
    async (request) => {
      const outcome = request.body.outcome;
      const appeal = await decideAppeal(db, rowPolicy(request), request.params.id, request.body);
      app.metrics.appeals.inc({ outcome });
      return appeal;
    },
  );
}
