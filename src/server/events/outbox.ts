/**
 * Appends a live event to the outbox in the caller's transaction and announces it with NOTIFY
 * (delivered by PostgreSQL only when the transaction commits). Delivery to browsers is the
 * events feature's job; writers only call `emitEvent` / `emitEvents`.
 *
 * Ids follow commit order, so readers can keep a single high-water mark (`id > last`) — the bus
 * after a reconnect, and `Last-Event-ID` replay — and never skip an event that committed late.
 * The database does it at commit (migration 0011, decision 0043): a deferred constraint trigger
 * on `events` takes a transaction-scoped advisory lock (EVENTS_ORDER_LOCK) as the transaction
 * commits and gives each of its events a new id from the identity sequence; the lock is
 * released when the commit completes. So ids are drawn one committing transaction at a time,
 * and the lock is held only inside the database's commit — never across a round trip to the
 * application.
 * The id a row has before its transaction commits is provisional and never seen by anyone else.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/schema/index';
import type { TLiveEvent } from '../../common/schemas/live-events';

export const EVENTS_CHANNEL = 'mindspace_events';

/**
 * pg_advisory_xact_lock key that orders committing event writers (any constant unique to this
 * use). Taken by the `events_order_at_commit` trigger (migration 0011), which spells it out.
 */
export const EVENTS_ORDER_LOCK = 727_340_002;

/**
 * One event to write: a live event of the common union (`type` and its `payload`: ids and
 * counts only, never the author of an anonymous post) and whom it is for.
 */
export type EventInput = TLiveEvent & {
  /** The one user the event is for; omit for a channel event. */
  userId?: number;
  /** A channel such as `question:12`, for everyone viewing it. */
  channel?: string;
};

/** The events the current write request emitted (events/emitted.ts collects them for each write request). */
const emittedByRequest = new AsyncLocalStorage<EventInput[]>();

/**
 * Runs `next` (the rest of a request) so that every event `emitEvent` writes meanwhile is also
 * appended to `into`. An event of a transaction that rolls back is collected too (dropping a
 * cached entry for nothing is harmless).
 * @param into the list to append to
 * @param next the continuation
 */
export function collectEmittedEvents(into: EventInput[], next: () => void): void {
  emittedByRequest.run(into, next);
}

/**
 * Writes one event and notifies listeners after commit (see `emitEvents`).
 * @param db the transaction the change is written in (outside a transaction the statement is
 *   its own transaction, ordered the same way)
 * @param input the event
 * @throws the database error when the insert fails (the caller's transaction then rolls back)
 */
export async function emitEvent(db: Db, input: EventInput): Promise<void> {
  await emitEvents(db, [input]);
}

/**
 * Writes the events of one change and announces them, in one statement (one round trip): the
 * rows, in list order, and one NOTIFY (delivered at commit; it only wakes the readers, which
 * read every id after their high-water mark, so one per statement is enough). Their final ids
 * are drawn at commit, in list order, so nothing is returned.
 * @param db the transaction the change is written in
 * @param inputs the events, in the order their ids should follow; an empty list writes nothing
 * @throws the database error when the insert fails (the caller's transaction then rolls back)
 */
export async function emitEvents(db: Db, inputs: EventInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const rows = sql.join(
    inputs.map(
      (e, i) =>
        sql`(${i}::int, ${e.type}::text, ${e.userId ?? null}::int, ${e.channel ?? null}::text, ${JSON.stringify(e.payload)}::jsonb)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with e as (${insertEventsSql(sql`
      select v.type, v.user_id, v.channel, v.payload
      from (values ${rows}) as v(n, type, user_id, channel, payload)
      order by v.n`)})
    ${notifySql(sql`e`)}`);
  noteEmitted(inputs);
}

/**
 * Tells the current request's collector (collectEmittedEvents) about events written by
 * emitEvents; a statement that wrote its own with insertEventsSql hands them over with
 * noteWrittenEvents instead, from what the statement returned.
 * @param inputs the events as written
 */
export function noteEmitted(inputs: EventInput[]): void {
  const collected = emittedByRequest.getStore();
  if (collected) collected.push(...inputs);
}

/**
 * The INSERT of events, for a writer that computes them in SQL from its own rows (a CTE of a
 * larger statement whose other parts need the new rows' ids); `emitEvents` is the usual way.
 * Select writtenEventsSql over the CTE in the statement's result and hand that value to
 * noteWrittenEvents once the statement has run, so the events are spelled in the SQL alone.
 * @param select a SELECT of (type, user_id, channel, payload) rows, ordered as their ids should be
 * @returns `insert into events … returning id, type, user_id, channel, payload`
 */
export function insertEventsSql(select: SQL): SQL {
  return sql`insert into ${events} (type, user_id, channel, payload) ${select} returning id, type, user_id, channel, payload`;
}

/**
 * A scalar subquery: the events the CTE `inserted` (built with insertEventsSql) wrote, as a JSON
 * array of EventInput in the order they were written; an empty array when it wrote none.
 * @param inserted the name of the CTE
 */
export function writtenEventsSql(inserted: SQL): SQL<WrittenEvent[]> {
  return sql<WrittenEvent[]>`(select coalesce(jsonb_agg(jsonb_build_object('type', x.type, 'userId', x.user_id,
    'channel', x.channel, 'payload', x.payload) order by x.id), '[]'::jsonb) from ${inserted} as x)`;
}

/** One event as writtenEventsSql returns it (null where EventInput leaves a field out). */
export type WrittenEvent = TLiveEvent & { userId: number | null; channel: string | null };

/**
 * Tells the current request's collector about the events a statement wrote itself, as the
 * statement returned them (writtenEventsSql).
 * @param written the statement's `writtenEventsSql` value (a JSON array, or its text)
 */
export function noteWrittenEvents(written: WrittenEvent[] | string | null | undefined): void {
  const list: WrittenEvent[] = typeof written === 'string' ? (JSON.parse(written) as WrittenEvent[]) : (written ?? []);
  noteEmitted(
    list.map(({ userId, channel, ...e }) => ({
      ...e,
      ...(userId === null ? {} : { userId: Number(userId) }),
      ...(channel === null ? {} : { channel }),
    })),
  );
}

/**
 * A SELECT that sends one NOTIFY (delivered at commit) when the events CTE inserted any row;
 * reference it from the statement's final SELECT so that it runs.
 * @param inserted the name of the CTE built with insertEventsSql
 */
export function notifySql(inserted: SQL): SQL {
  return sql`select pg_notify(${EVENTS_CHANNEL}, 'new') from (select 1 from ${inserted} limit 1) as one`;
}
