/**
 * Appends a live event to the outbox in the caller's transaction and announces its id with
 * NOTIFY (delivered by PostgreSQL only when the transaction commits). Delivery to browsers
 * is the events feature's job; writers only call `emitEvent`.
 *
 * Ids follow commit order: the first emitEvent of a transaction takes a transaction-scoped
 * advisory lock (released at commit or rollback) before the id is drawn, so of two writing
 * transactions the one that draws the smaller id commits first. Readers can then keep a single
 * high-water mark (`id > last`) — the bus after a reconnect, and `Last-Event-ID` replay — and
 * never skip an event that committed late. The cost: the tails of event-writing transactions
 * (from their first emitEvent to commit) run one at a time, so call emitEvent last in a
 * transaction, after the statements that lock rows (decision 0006).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/schema/index';

export const EVENTS_CHANNEL = 'mindspace_events';

/** pg_advisory_xact_lock key that orders event-writing transactions (any constant unique to this use). */
export const EVENTS_ORDER_LOCK = 727_340_002;

export type EventInput = {
  /** e.g. notification.created, message.created, answer.created, vote.changed, role.changed */
  type: string;
  /** The one user the event is for; omit for a channel event. */
  userId?: number;
  /** A channel such as `question:12`, for everyone viewing it. */
  channel?: string;
  /** What the client needs; never the author of an anonymous post. Keep it small. */
  payload: Record<string, unknown>;
};

/** Transactions that already hold the ordering lock (a transaction object lives as long as it). */
const ordered = new WeakSet<Db>();

/**
 * Writes one event and notifies listeners after commit.
 * @param db the transaction the change is written in (outside a transaction the event is
 *   still written and announced, but its id is not ordered with concurrent writers)
 * @param input the event
 * @returns the event id
 * @throws the database error when the insert fails (the caller's transaction then rolls back)
 */
export async function emitEvent(db: Db, input: EventInput): Promise<number> {
  if (!ordered.has(db)) {
    await db.execute(sql`select pg_advisory_xact_lock(${EVENTS_ORDER_LOCK})`);
    ordered.add(db);
  }
  // One round trip: the row, and its id announced (NOTIFY is delivered at commit).
  const result = await db.execute(sql`
    with e as (
      insert into ${events} (type, user_id, channel, payload)
      values (${input.type}, ${input.userId ?? null}, ${input.channel ?? null}, ${JSON.stringify(input.payload)}::jsonb)
      returning id
    )
    select id::float8 as id, pg_notify(${EVENTS_CHANNEL}, id::text) from e`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
}
