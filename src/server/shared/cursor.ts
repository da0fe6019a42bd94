/**
 * Opaque page cursors for question lists and answer threads: base64url of JSON `{ s, k }`, where `s` names the
 * ordering the cursor belongs to and `k` holds the last row's sort-key values, in ORDER BY order.
 * Timestamps travel as UTC text with microseconds ('2025-10-10T12:00:00.123456Z'), because
 * Postgres keeps microseconds and a JS Date would round them off (rows would repeat or vanish
 * between pages).
 */
import { badRequest } from '../errors';

/** Value kinds of each ordering's key, in order. */
export const CURSOR_SHAPES = {
  trending: ['float', 'int'],
  recent: ['timestamp', 'int'],
  mostAnswers: ['int', 'timestamp', 'int'],
  author: ['int'],
  /** A question's answers, oldest first (created_at, id). */
  thread: ['timestamp', 'int'],
  /** An answer's comments, oldest first (created_at, id). */
  comments: ['timestamp', 'int'],
} as const;
export type CursorOrdering = keyof typeof CURSOR_SHAPES;
export type CursorKey = (string | number)[];

const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const valid = {
  float: (v: unknown) => typeof v === 'number' && Number.isFinite(v),
  int: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 2_147_483_647,
  timestamp: (v: unknown) => typeof v === 'string' && TIMESTAMP_RE.test(v) && !Number.isNaN(Date.parse(v)),
};

/**
 * @param ordering which list ordering the key belongs to
 * @param key the last row's sort-key values
 * @returns the opaque cursor string
 */
export function encodeCursor(ordering: CursorOrdering, key: CursorKey): string {
  return Buffer.from(JSON.stringify({ s: ordering, k: key })).toString('base64url');
}

/**
 * Reads a cursor made by `encodeCursor` for the same ordering.
 * @returns the key values, typed per CURSOR_SHAPES[ordering]
 * @throws AppError 400 'The page cursor is not valid' for anything else (tampered, or from another sort)
 */
export function decodeCursor(ordering: CursorOrdering, cursor: string): CursorKey {
  const invalid = () => badRequest('The page cursor is not valid; reload the list');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object') throw invalid();
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  const shape = CURSOR_SHAPES[ordering];
  if (s !== ordering || !Array.isArray(k) || k.length !== shape.length) throw invalid();
  if (!shape.every((kind, i) => valid[kind](k[i]))) throw invalid();
  return k as CursorKey;
}
