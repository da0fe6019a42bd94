/**
 * Runs one SQL condition on its own. A rule the write statements read inside a larger query
 * (a block, a mute, a live row) is written once as an SQL condition; this is how the
 * TypeScript path asks the same condition, so both paths run the same text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './connect';
import { execute } from './execute';

/**
 * Whether an SQL condition holds now.
 * @param db database or transaction
 * @param condition a boolean SQL expression (e.g. hasBlockedSql(…), targetLiveSql(…))
 * @returns true only when the condition is true (false for false or null)
 * @throws the database error when the query fails
 */
export async function holds(db: Db, condition: SQL<boolean>): Promise<boolean> {
  // execute, not select(): the query builder writes columns unqualified without a table to
  // select from, which is ambiguous in a condition that joins tables (targetLiveSql).
  const [row] = await execute<{ holds: boolean | null }>(db, sql`select ${condition} as holds`);
  return row?.holds === true;
}
