/**
 * Question follow routes (docs/api.md): GET, POST and DELETE
 * /questions/:id/follow. Members only; schemas from the route contract, policy declared per
 * route (route-chain.ts).
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { API } from '../../../common/contract';
import { getQuestionFollow, setQuestionFollow } from './queries';

/**
 * Registers /questions/:id/follow (under the /api prefix).
 * @param app the app (scoped to /api)
 */
export async function followRoutes(app: App) {
  const db = app.database.db;

  app.get('/questions/:id/follow', { schema: API['GET /api/questions/:id/follow'], config: { policy: 'signedIn' } }, async (request) =>
    getQuestionFollow(db, { user: requireUser(request), questionId: request.params.id }),
  );

  app.post(
    '/questions/:id/follow',
    { schema: API['POST /api/questions/:id/follow'], config: { policy: 'question:follow' } },
    async (request) => setQuestionFollow(db, { user: requireUser(request), questionId: request.params.id, follow: true }),
  );

  app.delete(
    '/questions/:id/follow',
    { schema: API['DELETE /api/questions/:id/follow'], config: { policy: 'question:follow' } },
    async (request) => setQuestionFollow(db, { user: requireUser(request), questionId: request.params.id, follow: false }),
  );
}
