/**
 * POST /api/votes — cast, remove or switch a vote on a question or answer (docs/api.md).
 * The query locks the target and authorizes 'vote:cast' with it (your own post: 400).
 */
import type { App } from '../../app-types';
import { rowPolicy } from '../../route-chain';
import { API } from '../../../common/contract';
import { castVote } from './queries';

/**
 * Registers the vote route (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function voteRoutes(app: App) {
  app.post('/votes', { schema: API['POST /api/votes'], config: { policy: 'vote:cast' } }, async (request) =>
    castVote(app.database.db, { policy: rowPolicy(request), input: request.body }),
  );
}
