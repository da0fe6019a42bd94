/**
 * The purge job: run hourly by each instance (`jobs.ts`) and once by
 * `npm run purge`. Purges every closed account whose purge is due (`findDueAccounts`), one
 * transaction each, then erases the words of posts deleted PURGE_AFTER_DAYS ago (`purgeDeletedWords`)
 * and forgets under-13 refusals whose month has come; safe with several instances on one PostgreSQL (each account is claimed with
 * `FOR UPDATE SKIP LOCKED`) and idempotent (a purged account is never picked again).
 */
import type { Db } from '../../db/connect';
import { findDueAccounts, purgeAccount, purgeDeletedWords, purgeExpiredAgeRefusals, type PurgeCounts } from './queries';

export type PurgeJobDeps = {
  db: Db;
  /** PURGE_AFTER_DAYS: days after closing by which an account is purged. */
  afterDays: number;
  /** Where a run reports (the server's logger, or the console for `npm run purge`). */
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
};

/**
 * One run of the job.
 * @param deps database, PURGE_AFTER_DAYS, logger (ids and counts only, never words)
 * @param now the job's clock (tests pass a later time instead of waiting)
 * @returns the ids of the accounts purged by this run and the totals removed
 */
export async function runPurgeJob(
  deps: PurgeJobDeps,
  now: Date = new Date(),
): Promise<{ purged: number[]; removed: PurgeCounts; wordsErased: number }> {
  const removed: PurgeCounts = { votes: 0, views: 0, feedback: 0, reports: 0, messages: 0, sessions: 0, notifications: 0, events: 0 };
  const purged: number[] = [];
  for (const userId of await findDueAccounts(deps.db, { now, afterDays: deps.afterDays })) {
    try {
      const counts = await purgeAccount(deps.db, userId);
      if (!counts) continue;
      purged.push(userId);
      for (const key of Object.keys(removed) as (keyof PurgeCounts)[]) removed[key] += counts[key];
    } catch (err) {
      // Tried again on the next run; the account stays closed meanwhile.
      deps.log.warn({ userId, err: (err as Error).message }, 'closed account could not be purged; it will be tried again');
    }
  }
  if (purged.length > 0) deps.log.info({ accounts: purged.length, ...removed }, 'closed accounts purged');
  const wordsErased = await purgeDeletedWords(deps.db, { now, afterDays: deps.afterDays });
  if (wordsErased > 0) deps.log.info({ posts: wordsErased }, 'words of deleted posts erased');
  // Someone refused for being under 13 may join once the month they turn 13 comes.
  await purgeExpiredAgeRefusals(deps.db, now);
  return { purged, removed, wordsErased };
}
