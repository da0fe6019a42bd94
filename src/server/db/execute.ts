/**
 * Raw SQL result rows, typed: the one place that knows what a driver returns for a statement run
 * with `db.execute`. node-postgres (`QueryResult`) and PGlite (`Results`) both carry the rows in
 * `rows`; drizzle types the result by driver, so the shared `Db` sees neither shape.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

/** What both drivers return for a raw statement. */
type RawResult = { rows: unknown[] };

/**
 * Runs a raw SQL statement and returns its rows.
 * @param db the database or a transaction
 * @param query the statement (drizzle's `sql` template)
 * @returns the rows, typed as the caller names them (T: column name → value as the driver
 *   returns it: numbers from counts and bigints may arrive as strings, timestamps as Date or string)
 */
export async function execute<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as RawResult;
  return result.rows as T[];
}
