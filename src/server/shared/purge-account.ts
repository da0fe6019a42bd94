/**
 * Purging one closed account: what `purgeAccount` removes and keeps is described
 * in features/purge/queries.ts, whose job calls it for accounts closed PURGE_AFTER_DAYS ago. It
 * lives here because the age screen also purges at once the account of someone
 * under 13.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  answers,
  appeals,
  emailState,
  events,
  feedback,
  idempotencyKeys,
  messages,
  notifications,
  pushState,
  pushSubscriptions,
  questions,
  questionViews,
  reports,
  sessions,
  userRestrictions,
  users,
  userSettings,
  votes,
} from '../db/schema/index';
import { refreshHotRank } from './ranking';
import { reputationDelta } from './reputation';
import type { VoteTargetType } from '../../common/constants';
import { removedByStaff, ERASED_PERSONAL_FIELDS } from './removal';
import { deleted, isDeletedRow, isLiveRow, live } from './live';

/** What one purge removed, by kind (counts only: nothing of what was written). */
export type PurgeCounts = {
  votes: number;
  views: number;
  feedback: number;
  reports: number;
  messages: number;
  sessions: number;
  notifications: number;
  events: number;
};

/**
 * Whether the reputation a post's votes earned still counts for its author: yes unless the
 * author deleted the post (that took its reputation back). A removal by staff
 * (the latest of 'content-deleted' and 'content-restored' in the log is a deletion) keeps it.
 */
async function reputationStillCounts(tx: Db, type: VoteTargetType, id: number, post: { deletedAt: Date | null }): Promise<boolean> {
  if (!isDeletedRow(post)) return true;
  return removedByStaff(tx, type, id);
}

/**
 * Takes back one vote's effect on its post: counters, trending rank (a live question) and the
 * author's reputation (not for an anonymous post, nor one its author deleted).
 */
async function withdrawVote(tx: Db, vote: { targetType: VoteTargetType; targetId: number; voteType: 'upvote' | 'downvote' }) {
  const up = vote.voteType === 'upvote' ? 1 : 0;
  const down = 1 - up;
  const table = vote.targetType === 'question' ? questions : answers;
  const [post] = await tx
    .update(table)
    .set({ upvotes: sql`greatest(${table.upvotes} - ${up}, 0)`, downvotes: sql`greatest(${table.downvotes} - ${down}, 0)` })
    .where(eq(table.id, vote.targetId))
    .returning({ authorId: table.authorId, isAnonymous: table.isAnonymous, deletedAt: table.deletedAt });
  if (!post) return;
  if (vote.targetType === 'question' && isLiveRow(post)) await refreshHotRank(tx, vote.targetId);
  if (post.isAnonymous || !(await reputationStillCounts(tx, vote.targetType, vote.targetId, post))) return;
  const points = reputationDelta(vote.targetType, -up, -down);
  if (points !== 0) {
    await tx
      .update(users)
      .set({ reputation: sql`${users.reputation} + ${points}` })
      .where(eq(users.id, post.authorId));
  }
}

/**
 * Purges one closed account, in one transaction. Does nothing when the account is open,
 * already purged, or being purged by another instance (its row is locked: SKIP LOCKED).
 * @param db database
 * @param userId the closed account
 * @returns what was removed, or null when nothing was done
 */
export async function purgeAccount(db: Db, userId: number): Promise<PurgeCounts | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), deleted(users), isNull(users.purgedAt)))
      .for('update', { skipLocked: true });
    if (!claimed) return null;

    const cast = await tx.delete(votes).where(eq(votes.userId, userId)).returning();
    for (const vote of cast) await withdrawVote(tx, vote);

    const viewed = await tx
      .delete(questionViews)
      .where(eq(questionViews.userId, userId))
      .returning({ questionId: questionViews.questionId });
    if (viewed.length) {
      await tx
        .update(questions)
        .set({ viewCount: sql`greatest(${questions.viewCount} - 1, 0)` })
        .where(
          inArray(
            questions.id,
            viewed.map((v) => v.questionId),
          ),
        );
    }

    // The words go; the row stays, so the conversation shows 'This message was deleted' in its place.
    const erased = await tx
      .update(messages)
      .set({ body: '', deletedAt: sql`coalesce(${messages.deletedAt}, now())` })
      .where(and(eq(messages.senderId, userId), or(live(messages), sql`${messages.body} <> ''`)))
      .returning({ id: messages.id });

    const counts: PurgeCounts = {
      votes: cast.length,
      views: viewed.length,
      feedback: (await tx.delete(feedback).where(eq(feedback.userId, userId)).returning({ id: feedback.id })).length,
      reports: (await tx.delete(reports).where(eq(reports.reporterId, userId)).returning({ id: reports.id })).length,
      messages: erased.length,
      sessions: (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length,
      notifications: (await tx.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id })).length,
      events: (await tx.delete(events).where(eq(events.userId, userId)).returning({ id: events.id })).length,
    };
    // An appeal is the member's own words: it goes with them (its decision's log row stays).
    await tx.delete(appeals).where(eq(appeals.userId, userId));
    await tx.delete(emailState).where(eq(emailState.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(pushState).where(eq(pushState.userId, userId));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    await tx.delete(userRestrictions).where(eq(userRestrictions.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx
      .update(users)
      .set({
        purgedAt: sql`now()`,
        ...ERASED_PERSONAL_FIELDS,
      })
      .where(eq(users.id, userId));
    return counts;
  });
}
