/**
 * Reputation from votes (DESIGN §4): +10 per upvote on an answer, +5 per upvote
 * on a question, −2 per downvote. Votes change it one by one; a member deleting their own post
 * gives back what that post earned. Anonymous posts never move reputation.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema/index';
import { REPUTATION, type VoteTargetType } from '../../common/constants';

/**
 * Reputation change of a target's author for a change of its counters.
 * @param targetType question or answer
 * @param up change of upvotes; @param down change of downvotes (negative counts reverse them)
 * @returns points to add (may be negative or zero)
 */
export function reputationDelta(targetType: VoteTargetType, up: number, down: number): number {
  const perUpvote = targetType === 'answer' ? REPUTATION.answerUpvote : REPUTATION.questionUpvote;
  return up * perUpvote + down * REPUTATION.downvote;
}

/**
 * Takes back the reputation a deleted post earned its author, in the deletion's transaction.
 * Anonymous posts earned none, so nothing moves (a change would also reveal the author).
 * @param tx the caller's transaction
 * @param post the post's type, author, anonymity and vote counts at deletion
 * @returns the points added to the author (zero or the negative of what the votes gave)
 */
export async function withdrawReputation(
  tx: Db,
  post: { type: VoteTargetType; authorId: number; isAnonymous: boolean; upvotes: number; downvotes: number },
): Promise<number> {
  const points = post.isAnonymous ? 0 : reputationDelta(post.type, -post.upvotes, -post.downvotes);
  if (points !== 0) {
    await tx
      .update(users)
      .set({ reputation: sql`${users.reputation} + ${points}` })
      .where(eq(users.id, post.authorId));
  }
  return points;
}
