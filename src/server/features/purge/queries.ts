/**
 * The purge of closed accounts. Closing an account (DELETE /api/users/me)
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
import { millisecondsInHour } from 'date-fns/constants';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { ageRefusals, revisions, users } from '../../db/schema/index';
import { execute } from '../../db/execute';
import { deleted, deletedAs } from '../../shared/live';

export { purgeAccount, type PurgeCounts } from '../../shared/purge-account';

/** How often the server runs the purge job (ms): hourly. */
export const PURGE_JOB_INTERVAL_MS = millisecondsInHour;

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
    .where(and(deleted(users), isNull(users.purgedAt), lte(users.deletedAt, dueBefore)))
    .orderBy(users.deletedAt, users.id)
    .limit(params.limit ?? 500);
  return rows.map((r) => r.id);
}

/**
 * Erases the words of questions, answers and comments deleted (by their author or by staff) at
 * least PURGE_AFTER_DAYS ago, less one run of the job, with their earlier versions (revisions):
 * deleted means deleted. A post a pending report still holds keeps its words until
 * the report is reviewed, and a staff removal keeps them while its appeal is pending,
 * so overturning it can bring them back. Idempotent: erased words are empty, and empty rows are not picked again.
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
        where ${deletedAs('p')} and p.deleted_at <= ${dueBefore.toISOString()}::timestamptz
          and (p.content <> ''${type === 'question' ? sql` or p.title <> ''` : sql``})
          and not exists (select 1 from reports r where r.target_type = ${type} and r.target_id = p.id and r.status = 'pending')
          and not exists (select 1 from moderation_log ml join appeals ap on ap.decision_id = ml.id and ap.outcome is null
            where ml.action = 'content-deleted' and ml.target_type = ${type} and ml.target_id = p.id)
        returning p.id`,
      );
      const ids = erasedRows.map((r) => Number(r.id));
      if (ids.length) await tx.delete(revisions).where(and(eq(revisions.targetType, type), inArray(revisions.targetId, ids)));
      erased += ids.length;
    }
    return erased;
  });
}

/**
 * Forgets under-13 refusals whose month has come (the purge job): the person may join now.
 * @param db database
 * @param now the job's clock
 * @returns how many refusals were deleted
 */
export async function purgeExpiredAgeRefusals(db: Db, now: Date): Promise<number> {
  return (await db.delete(ageRefusals).where(lte(ageRefusals.refusedUntil, now)).returning({ h: ageRefusals.identityHash })).length;
}
