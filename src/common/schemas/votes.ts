/** Wire schemas of votes (docs/api.md "Votes"). */
import { z } from 'zod';
import { said } from '../i18n/validation';
import { VOTE_TARGET_TYPES, VOTE_TYPES } from '../constants';
import { zId } from './common';

export const ZVote = z.object({
  targetType: z.enum(VOTE_TARGET_TYPES, { error: said('validation.voteTarget') }),
  targetId: zId('targetId'),
  voteType: z.enum(VOTE_TYPES, { error: said('validation.voteType') }),
});
export type TVote = z.infer<typeof ZVote>;

/** The target's counts after a vote, and the caller's vote (null once removed). */
export const ZVoteResult = z.object({
  targetType: z.enum(VOTE_TARGET_TYPES),
  targetId: z.number(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  myVote: z.enum(VOTE_TYPES).nullable(),
});
export type TVoteResult = z.infer<typeof ZVoteResult>;
