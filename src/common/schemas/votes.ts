/** Wire schemas of votes (docs/api.md "Votes"). */
import { z } from 'zod';
import { VOTE_TARGET_TYPES, VOTE_TYPES } from '../constants';
import { zId } from './common';

export const ZVote = z.object({
  targetType: z.enum(VOTE_TARGET_TYPES, { error: 'targetType must be question or answer' }),
  targetId: zId('targetId'),
  voteType: z.enum(VOTE_TYPES, { error: 'voteType must be upvote or downvote' }),
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
