/**
 * The purge of closed accounts (decision 0027). Closing an account (DELETE /api/users/me)
 * clears the person's profile at once and schedules this purge: by PURGE_AFTER_DAYS after
 * closing, `purgeAccount` removes what is still tied to the account — votes (the posts'
 * counters, trending rank and their authors' reputation corrected), question views (view counts
 * corrected), feedback, reports filed, the words of messages sent (the other side then sees
 * 'This message was deleted'), sessions, notifications, live events, email bookkeeping,
 * idempotency records and the person's own mutes and blocks — and sets `users.purged_at`.
 *
 * What stays: the posts (named ones shown as 'User'; anonymous ones still linked to the account
 * for moderation, as the privacy policy says), revisions of those posts, reports others filed,
 * sanctions, check-ins and the moderation log, and the account row itself (id, role, dates).
 *
 * One account per transaction, claimed with `FOR UPDATE SKIP LOCKED`: several instances may run
 * the job at once and each account is purged once; a purged account is never picked again.
 */
import { addMilliseconds, subDays } from 'date-fns';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  answers,
  emailState,
  events,
  feedback,
  idempotencyKeys,
  messages,
  notifications,
  questions,
  questionViews,
  reports,
  sessions,
  userRestrictions,
  users,
  userSettings,
  votes,
  revisions,
} from '../../db/schema/index';
import { refreshHotRank } from '../../shared/ranking';
import { reputationDelta } from '../../shared/reputation';
import type { VoteTargetType } from '../../../common/constants';
import { removedByStaff, ERASED_PERSONAL_FIELDS } from '../../shared/removal';
import { execute } from '../../db/execute';

/** How often the server runs the purge job (ms): hourly. */
export const PURGE_JOB_INTERVAL_MS = 60 * 60 * 1000;

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
 * Closed accounts whose purge is due: closed at least PURGE_AFTER_DAYS ago, less one run of
 * the job, so an hourly job purges each account before its deadline (closing + PURGE_AFTER_DAYS).
 * Uses the partial index `users_purge_idx`.
 * @param db database
 * @param params now; afterDays (PURGE_AFTER_DAYS); limit of accounts per run
 * @returns the ids, oldest closing first
 */
export async function findDueAccounts(db: Db, params: { now: Date; afterDays: number; limit?: number }): Promise<number[]> {
  const dueBefore = addMilliseconds(subDays(params.now, params.afterDays), PURGE_JOB_INTERVAL_MS);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), isNull(users.purgedAt), lte(users.deletedAt, dueBefore)))
    .orderBy(users.deletedAt, users.id)
    .limit(params.limit ?? 500);
  return rows.map((r) => r.id);
}

/**
 * Whether the reputation a post's votes earned still counts for its author: yes unless the
 * author deleted the post (that took its reputation back, decision 0022). A removal by staff
 * (the latest of 'content-deleted' and 'content-restored' in the log is a deletion) keeps it.
 */
async function reputationStillCounts(tx: Db, type: VoteTargetType, id: number, deletedAt: Date | null): Promise<boolean> {
  if (!deletedAt) return true;
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
  if (vote.targetType === 'question' && !post.deletedAt) await refreshHotRank(tx, vote.targetId);
  if (post.isAnonymous || !(await reputationStillCounts(tx, vote.targetType, vote.targetId, post.deletedAt))) return;
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
      .where(and(eq(users.id, userId), isNotNull(users.deletedAt), isNull(users.purgedAt)))
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
      .where(and(eq(messages.senderId, userId), or(isNull(messages.deletedAt), sql`${messages.body} <> ''`)))
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
    await tx.delete(emailState).where(eq(emailState.userId, userId));
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

/**
 * Erases the words of questions, answers and comments deleted (by their author or by staff) at
 * least PURGE_AFTER_DAYS ago, less one run of the job, with their earlier versions (revisions):
 * deleted means deleted (issue 30). A post a pending report still holds keeps its words until
 * the report is reviewed (appeals do not exist yet; when they do, an open appeal will hold them
 * too). Idempotent: erased words are empty, and empty rows are not picked again.
 * @param db database
 * @param params now; afterDays (PURGE_AFTER_DAYS)
 * @returns how many posts had their words erased
 */
export async function purgeDeletedWords(db: Db, params: { now: Date; afterDays: number }): Promise<number> {
  const dueBefore = addMilliseconds(subDays(params.now, params.afterDays), PURGE_JOB_INTERVAL_MS);
  return db.transaction(async (tx) => {
    let erased = 0;
    for (const [type, table, words] of [
      ['question', 'questions', sql`title = '', content = ''`],
      ['answer', 'answers', sql`content = ''`],
      ['comment', 'comments', sql`content = ''`],
    ] as const) {
      const erasedRows = await execute<{ id: number }>(
        tx,
        sql`
        update ${sql.identifier(table)} p set ${words}
        where p.deleted_at is not null and p.deleted_at <= ${dueBefore.toISOString()}::timestamptz
          and (p.content <> ''${type === 'question' ? sql` or p.title <> ''` : sql``})
          and not exists (select 1 from reports r where r.target_type = ${type} and r.target_id = p.id and r.status = 'pending')
        returning p.id`,
      );
      const ids = erasedRows.map((r) => Number(r.id));
      if (ids.length) await tx.delete(revisions).where(and(eq(revisions.targetType, type), inArray(revisions.targetId, ids)));
      erased += ids.length;
    }
    return erased;
  });
}
