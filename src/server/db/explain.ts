/**
 * EXPLAIN for the query-plan checks (bench/explain-*.ts, *-plans.test.ts). Not used by the running server.
 */
import type { Database } from './connect';

/**
 * EXPLAIN ANALYZE of a query given as SQL text with bound parameters (a Drizzle query's `toSQL()`).
 * @returns the plan, one string per line
 */
export async function explain(database: Database, query: { sql: string; params: unknown[] }): Promise<string[]> {
  const text = `explain (analyze, costs off, timing off, summary off) ${query.sql}`;
  type PlanRow = { 'QUERY PLAN': string };
  if (database.pglite) {
    const res = await database.pglite.query<PlanRow>(text, query.params);
    return res.rows.map((r) => r['QUERY PLAN']);
  }
  if (!database.pool) throw new Error('explain: no connection to run EXPLAIN on');
  const res = await database.pool.query<PlanRow>(text, query.params);
  return res.rows.map((r) => r['QUERY PLAN']);
}
