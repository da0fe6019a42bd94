/**
 * Raw SQL statements built once and prepared (decision 0045). A hot write path (a vote, a posted
 * answer) runs the same few statements over and over with different values; building each one's
 * SQL text with drizzle's `sql` template on every request, and having PostgreSQL parse and plan
 * it every time, was a large share of both processes' CPU under load. A statement made here is
 * built with `sql.placeholder('name')` for every value, turned into SQL text once (when first
 * run), and run as a **named prepared statement**: on PostgreSQL, node-postgres parses it once
 * per pooled connection and afterwards sends only the values; PostgreSQL plans it for the values
 * of the first executions and then keeps a generic plan when that costs no more. PGlite runs the
 * same text with the values (it has no use for the name).
 *
 * Rules: every value goes in through a placeholder (never `${value}` of request data into the
 * text, or the first request's value would be frozen into the statement); the name is unique per
 * distinct text (one name per variant); a transaction-mode pooler must not sit in front of
 * `DATABASE_URL` (the session lookup is prepared the same way).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

/** Turns drizzle SQL into text and parameters, as the app's databases do (no column-name casing). */
const dialect = new PgDialect();

/** A statement made by preparedStatement: run it with its placeholders' values. */
export type PreparedStatement<Row> = {
  /**
   * Runs the statement.
   * @param db the database or a transaction (prepared once per handle)
   * @param values a value for every placeholder the statement names
   * @returns the rows it returned, as the driver reads them (column names as in the SQL; on
   *   PostgreSQL numbers of type bigint and numeric come as strings, timestamps as text)
   * @throws the database error when the statement fails (a single statement then writes nothing)
   */
  run(db: Db, values: Record<string, unknown>): Promise<Row[]>;
  /** The statement's SQL text (tests and EXPLAIN). */
  text(): string;
};

/**
 * Makes a named prepared statement from SQL built with placeholders.
 * @param name a name unique to this statement's text, e.g. 'mindspace_vote_write_answer_insert'
 *   (PostgreSQL keeps it per connection)
 * @param build returns the statement; called once, when the statement first runs
 * @returns the statement (see PreparedStatement)
 */
export function preparedStatement<Row = Record<string, unknown>>(name: string, build: () => SQL): PreparedStatement<Row> {
  let query: ReturnType<PgDialect['sqlToQuery']> | null = null;
  const built = () => (query ??= dialect.sqlToQuery(build()));
  const prepared = perDb((db): PgPreparedQuery<PreparedQueryConfig> => db._.session.prepareQuery(built(), undefined, name, false));
  return {
    async run(db, values) {
      const result = (await prepared(db).execute(values)) as { rows: Row[] };
      return result.rows;
    },
    text: () => built().sql,
  };
}

/**
 * One thing made per database handle and kept while the handle lives: the way a prepared
 * statement (preparedStatement, or a drizzle query builder's `.prepare(name)`) is made once per
 * Db or transaction.
 * @param make makes it for a handle (called once per handle)
 * @returns the getter: the handle's thing, made on first use
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let thing = made.get(db);
    if (thing === undefined) made.set(db, (thing = make(db)));
    return thing;
  };
}

/** A placeholder for preparedStatement (`sql.placeholder`), so a statement module needs one import. */
export const param = (name: string) => sql.placeholder(name);
