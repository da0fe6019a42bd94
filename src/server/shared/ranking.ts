/**
 * Trending rank for questions (DESIGN §4), Lemmy's "hot" formula:
 *   hot = log10(max(2, score + answers + 2)) / (age_hours + 2) ^ 1.8
 * Source: Lemmy, crates/db_schema/src/... `hot_rank` (log(greatest(2, score + 2)) / power(hours + 2, 1.8)),
 * with answers added to the score so conversation counts as interest.
 * Stored in questions.hot_rank, refreshed on every vote and answer and by a periodic job.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { questions } from '../db/schema/index';
import { live } from './live';

/** SQL expression of the rank for the current row of `questions`. Epoch is cast to float8 before power() (8x faster). */
export const hotRankSql: SQL = hotRankWith({});

/**
 * SQL expression of the rank a `questions` row will have once its counters move by the given
 * amounts: for the SET of the same UPDATE that moves them (a SET expression reads the row as it
 * was), so a vote or an answer changes counters and rank in one statement.
 * @param delta changes of upvotes, downvotes and answerCount (whole numbers, may be negative; 0 when omitted)
 * @returns the expression (same formula as hotRankSql)
 */
export function hotRankWith(delta: { upvotes?: number; downvotes?: number; answerCount?: number }): SQL {
  const change = (delta.upvotes ?? 0) - (delta.downvotes ?? 0) + (delta.answerCount ?? 0);
  return hotRankMovedBy(change === 0 ? null : change);
}

/**
 * hotRankWith for a change of (upvotes - downvotes + answerCount) given as one value, e.g. a
 * placeholder of a prepared statement (db/prepared.ts).
 * @param change the change, a whole number or SQL of one (cast to int); null for none
 * @returns the expression (same formula as hotRankSql)
 */
export function hotRankMovedBy(change: number | SQLWrapper | null): SQL {
  const moved = change === null ? sql`` : sql` + ${change}::int`;
  return sql`log(greatest(2, ${questions.upvotes} - ${questions.downvotes} + ${questions.answerCount}${moved} + 2)::float8)
  / power((extract(epoch from (now() - ${questions.createdAt}))::float8 / 3600.0) + 2, 1.8)`;
}

/** Recomputes one question's rank (call in the transaction that changed its votes or answers). */
export async function refreshHotRank(db: Db, questionId: number): Promise<void> {
  await db
    .update(questions)
    .set({ hotRank: hotRankSql })
    .where(sql`${questions.id} = ${questionId}`);
}

/**
 * Recomputes ranks of questions younger than `days` (older ranks are near zero and stay put).
 * @returns number of rows updated
 */
export async function refreshRecentHotRanks(db: Db, days = 14): Promise<number> {
  const rows = await db
    .update(questions)
    .set({ hotRank: hotRankSql })
    .where(sql`${questions.createdAt} > now() - make_interval(days => ${days}) and ${live(questions)}`)
    .returning({ id: questions.id });
  return rows.length;
}
