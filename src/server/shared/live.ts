/**
 * The one live-row check: a row is live while its `deleted_at` is null (a deleted post, a closed
 * account, a deleted message keep their row until the purge). Every condition and every check of
 * a row read into TypeScript goes through here, so "live" means one thing everywhere; lint refuses
 * an inline `isNull(x.deletedAt)`, `deleted_at is null` or `row.deletedAt` test elsewhere in the
 * server (the schema's partial-index predicates excepted). Whether a whole target (an answer with
 * its question, a comment with its answer and question) is live is `isLive` / `targetLiveSql`
 * (shared/targets.ts), built on these.
 */
import { isNotNull, isNull, sql, type Column, type SQL } from 'drizzle-orm';

/** A table (or aliased table) with the soft-delete column. */
type Deletable = { deletedAt: Column };

/** SQL condition: the table's row is live (`deleted_at is null`, the partial indexes' predicate). */
export function live(table: Deletable): SQL {
  return isNull(table.deletedAt);
}

/** SQL condition: the table's row is deleted (`deleted_at is not null`). */
export function deleted(table: Deletable): SQL {
  return isNotNull(table.deletedAt);
}

/** A table alias of hand-written SQL: letters and underscores only, as the queries name them. */
function alias(name: string): string {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a table alias: ${name}`);
  return name;
}

/**
 * SQL condition on a row of hand-written SQL named by its alias (`from answers a` → `liveAs('a')`).
 * @param name the alias (letters and underscores)
 * @throws Error for anything else (never user input: aliases are written in the query)
 */
export function liveAs(name: string): SQL {
  return sql.raw(`${alias(name)}.deleted_at is null`);
}

/**
 * SQL condition: the row of hand-written SQL named by its alias is deleted.
 * @param name the alias (letters and underscores)
 * @throws Error for anything else
 */
export function deletedAs(name: string): SQL {
  return sql.raw(`${alias(name)}.deleted_at is not null`);
}

/** A selected column: whether the table's row is live (true/false), for a row read with a joined one. */
export function liveColumn(table: Deletable): SQL<boolean> {
  return sql<boolean>`(${live(table)})`.mapWith(Boolean);
}

/** Whether a row read into TypeScript is live (its `deletedAt` is null). */
export function isLiveRow<T extends { deletedAt: Date | string | null }>(row: T): row is T & { deletedAt: null } {
  return row.deletedAt === null;
}

/** Whether a row read into TypeScript is deleted; narrows `deletedAt` to when. */
export function isDeletedRow<T extends { deletedAt: Date | string | null }>(row: T): row is T & { deletedAt: Date | string } {
  return row.deletedAt !== null;
}
