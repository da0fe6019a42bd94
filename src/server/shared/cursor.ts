/**
 * Every page cursor of the API, in one module (docs/api.md: lists are `{ items, nextCursor }`;
 * clients treat a cursor as opaque and pass it back as `?cursor=`). Two encodings, one rule:
 * a cursor that is malformed, tampered with, from another list or names an impossible value is
 * refused with 400 'The page cursor is not valid; reload the list' — never a 500.
 *
 * - **id cursors** (newest-first lists keyed by id: messages, answers of a person, users): the
 *   last item's id as a decimal string;
 * - **keyed cursors** (question lists, answer threads and comments, the report queue,
 *   notifications; one or
 *   more columns): base64url of JSON
 *   `{ s, k }`, `s` naming the ordering and `k` the last row's sort-key values in ORDER BY
 *   order. Timestamps travel as UTC text with microseconds ('2025-10-10T12:00:00.123456Z'),
 *   because Postgres keeps microseconds and a JS Date would round them off;
 *
 * Orderings use `desc nulls last` to match indexes declared with Drizzle's `.desc()` (NULLS
 * LAST); a plain `desc()` would skip them (DESIGN §2).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isValid, parseISO } from 'date-fns';
import { badRequest } from '../errors';
import { words } from '../i18n/messages';

/** The largest int4 value: ids and counts in cursors must fit Postgres' `integer`. */
const INT4_MAX = 2_147_483_647;

/** The 400 every bad cursor gets. */
export const invalidCursor = () => badRequest(words('error.invalidCursor'));

/** A positive int4 written as decimal digits, without sign or leading zeros. */
const ID_RE = /^[1-9][0-9]{0,9}$/;
const parseId = (text: string): number | null => (ID_RE.test(text) && Number(text) <= INT4_MAX ? Number(text) : null);

/**
 * Reads an id cursor from the query string.
 * @param cursor the `?cursor=` value, or undefined/'' for the first page
 * @returns the id to page before, or undefined for the first page
 * @throws AppError 400 when the cursor is not a positive int4
 */
export function parseIdCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const id = parseId(cursor);
  if (id === null) throw invalidCursor();
  return id;
}

/**
 * Splits the `limit + 1` rows a page query fetched into the page and the next id cursor.
 * @param rows rows in page order, at most `limit + 1` of them
 * @param limit page size
 * @param idOf the id of a row
 * @returns the first `limit` rows and the cursor for the next page (null on the last page)
 */
export function splitPage<T>(rows: T[], limit: number, idOf: (row: T) => number): { items: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  return { items, nextCursor: hasMore ? String(idOf(items[items.length - 1])) : null };
}

/** `column desc nulls last`, matching an index declared as `.on(column.desc())`. */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/** Value kinds of each keyed ordering, in ORDER BY order. */
export const CURSOR_SHAPES = {
  trending: ['float', 'int'],
  recent: ['timestamp', 'int'],
  mostAnswers: ['int', 'timestamp', 'int'],
  /** Questions waiting for a first answer, longest-waiting first (created_at, id). */
  unanswered: ['timestamp', 'int'],
  author: ['int'],
  /** A question's answers, oldest first (created_at, id). */
  thread: ['timestamp', 'int'],
  /** An answer's comments, oldest first (created_at, id). */
  comments: ['timestamp', 'int'],
  /**
   * The pending part of the report queue, one card per target: rank (0 urgent, 1 high,
   * 2 normal), claimed by another moderator (1) or not (0), distinct reporters, first report
   * (µs since 1970, as decimal text), card's report id.
   */
  queuePending: ['rank', 'flag', 'int', 'micros', 'id'],
  /** The reviewed part of the report queue, newest reviewed first: the last report's id. */
  queueReviewed: ['id'],
  /** MindSpace Safety Team's conversations, newest activity first (last message or creation, id). */
  safetyConversations: ['timestamp', 'int'],
  /** A person's notifications, newest first: created_at, 1 unread | 0 read, id. */
  notifications: ['timestamp', 'flag', 'id'],
} as const;
export type CursorOrdering = keyof typeof CURSOR_SHAPES;
export type CursorKey = (string | number)[];

/** Microsecond UTC timestamps as the feed query writes them (years 0001–9999). */
const TIMESTAMP_RE = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * Whether a cursor timestamp names a real instant Postgres can compare: the right shape, a
 * calendar date that exists (no 2025-02-30, checked by date-fns) and a year from 1 (Postgres
 * has no year 0).
 */
function isCursorTimestamp(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const m = TIMESTAMP_RE.exec(v);
  return !!m && Number(m[1]) >= 1 && isValid(parseISO(v));
}

const VALID: Record<'float' | 'int' | 'id' | 'rank' | 'flag' | 'micros' | 'timestamp', (v: unknown) => boolean> = {
  float: (v) => typeof v === 'number' && Number.isFinite(v),
  int: (v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= INT4_MAX,
  /** A positive int4 (a row id). */
  id: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT4_MAX,
  /** A report priority's index: 0, 1 or 2. */
  rank: (v) => v === 0 || v === 1 || v === 2,
  /** A yes or no as 1 or 0. */
  flag: (v) => v === 0 || v === 1,
  /** Microseconds since 1970 as decimal text (a bigint JavaScript numbers cannot hold exactly). */
  micros: (v) => typeof v === 'string' && /^\d{1,18}$/.test(v),
  timestamp: isCursorTimestamp,
};

/**
 * Makes a keyed cursor.
 * @param ordering which list ordering the key belongs to
 * @param key the last row's sort-key values, in ORDER BY order
 * @returns the opaque cursor string
 */
export function encodeCursor(ordering: CursorOrdering, key: CursorKey): string {
  return Buffer.from(JSON.stringify({ s: ordering, k: key })).toString('base64url');
}

/**
 * Reads a keyed cursor made by `encodeCursor` for the same ordering.
 * @returns the key values, typed per CURSOR_SHAPES[ordering]
 * @throws AppError 400 for anything else (tampered, from another sort, an impossible date)
 */
export function decodeCursor(ordering: CursorOrdering, cursor: string): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== 'object') throw invalidCursor();
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  const shape = CURSOR_SHAPES[ordering];
  if (s !== ordering || !Array.isArray(k) || k.length !== shape.length) throw invalidCursor();
  if (!shape.every((kind, i) => VALID[kind](k[i]))) throw invalidCursor();
  return k as CursorKey;
}

/** A position in the report queue: after a pending card, or after a reviewed report. */
export type QueueCursor =
  { phase: 'p'; rank: number; claimed: number; count: number; firstUs: string; id: number } | { phase: 'r'; id: number };

/**
 * Makes the report queue's cursor (a keyed cursor of ordering `queuePending` or `queueReviewed`).
 * @param position the last card or report of the page
 * @returns the opaque cursor string
 */
export function encodeQueueCursor(position: QueueCursor): string {
  return position.phase === 'p'
    ? encodeCursor('queuePending', [position.rank, position.claimed, position.count, position.firstUs, position.id])
    : encodeCursor('queueReviewed', [position.id]);
}

/**
 * Reads the report queue's cursor.
 * @param cursor the `?cursor=` value, or undefined/'' for the first page
 * @returns the position to page after, or null for the first page
 * @throws AppError 400 'The page cursor is not valid; reload the list' for anything else
 */
export function decodeQueueCursor(cursor: string | undefined): QueueCursor | null {
  if (cursor === undefined || cursor === '') return null;
  let ordering: unknown;
  try {
    ordering = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown } | null)?.s;
  } catch {
    throw invalidCursor();
  }
  if (ordering === 'queueReviewed') {
    const [id] = decodeCursor('queueReviewed', cursor) as [number];
    return { phase: 'r', id };
  }
  const [rank, claimed, count, firstUs, id] = decodeCursor('queuePending', cursor) as [number, number, number, string, number];
  return { phase: 'p', rank, claimed, count, firstUs, id };
}
