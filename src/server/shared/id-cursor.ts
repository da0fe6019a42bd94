/**
 * Keyset pagination by integer id, newest first (docs/api.md: `{ items, nextCursor }`).
 * The cursor is the id of the last item of the previous page, as a decimal string; clients
 * treat it as opaque. Ordering uses `id desc nulls last` so it matches indexes declared with
 * Drizzle's `.desc()` (which are NULLS LAST); a plain `desc()` would skip them (DESIGN §2).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../errors';

/**
 * Reads an id cursor from the query string.
 * @param cursor the `?cursor=` value, or undefined for the first page
 * @returns the id to page before, or undefined for the first page
 * @throws AppError 400 when the cursor is not a positive integer
 */
export function parseIdCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(cursor) || Number(cursor) > 2_147_483_647) {
    throw badRequest('The cursor is not valid; use the nextCursor of the previous page');
  }
  return Number(cursor);
}

/** `column desc nulls last`, matching an index declared as `.on(column.desc())`. */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/**
 * Splits the `limit + 1` rows a page query fetched into the page and the next cursor.
 * @param rows rows ordered newest first, at most `limit + 1` of them
 * @param limit page size
 * @param idOf the id of a row
 * @returns the first `limit` rows and the cursor for the next page (null on the last page)
 */
export function splitPage<T>(rows: T[], limit: number, idOf: (row: T) => number): { items: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  return { items, nextCursor: hasMore ? String(idOf(items[items.length - 1])) : null };
}
