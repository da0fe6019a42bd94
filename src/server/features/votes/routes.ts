/**
 * POST /api/votes — cast, remove or switch a vote on a question or answer (docs/api.md).
 * Chain: auth → validate → transaction → lock target → authorize ('vote:cast' refuses your
 * own post with 400) → apply → present.
 */
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { notFound } from '../../errors';
import { ZVote } from '../../../common/schemas';
import { VOTE_TARGET_TYPES, VOTE_TYPES } from '../../../common/constants';
import { applyVote, lockVoteTarget } from './queries';

const ZVoteResult = z.object({
  targetType: z.enum(VOTE_TARGET_TYPES),
  targetId: z.number(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  myVote: z.enum(VOTE_TYPES).nullable(),
});

/** Registers the vote route (mounted under /api). */
export async function voteRoutes(app: App) {
  app.post(
    '/votes',
    { onRequest: requireSignIn, schema: { body: ZVote, response: { 200: ZVoteResult } } },
    async (request) => {
      const user = requireUser(request);
      const input = request.body;
      return app.database.db.transaction(async (tx) => {
        const target = await lockVoteTarget(tx, input.targetType, input.targetId);
        if (!target) throw notFound(input.targetType === 'question' ? 'Question' : 'Answer');
        authorize(user, 'vote:cast', { authorId: target.authorId });
        return applyVote(tx, user.id, input, target);
      });
    },
  );
}
