/**
 * Appends a live event to the outbox in the caller's transaction and announces its id with
 * NOTIFY (delivered by PostgreSQL only when the transaction commits). Delivery to browsers
 * is the events feature's job; writers only call `emitEvent`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { events } from '../db/schema/index';

export const EVENTS_CHANNEL = 'mindspace_events';

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

/**
 * Writes one event and notifies listeners after commit.
 * @param db the transaction the change is written in
 * @returns the event id
 */
export async function emitEvent(db: Db, input: EventInput): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({ type: input.type, userId: input.userId ?? null, channel: input.channel ?? null, payload: input.payload })
    .returning({ id: events.id });
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row.id)})`);
  return row.id;
}
