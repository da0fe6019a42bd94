import { sql } from 'drizzle-orm';
import { events } from '../db/schema/index';
import type { TestContext } from './harness';

/**
 * Repeats a read until `done` holds, for what arrives through a live event (the outbox's NOTIFY
 * reaches this instance a moment after the write's response).
 * @param read the read to repeat (every 25 ms)
 * @param done whether the value read is the one awaited
 * @returns the last value read: the awaited one, or whatever was there after 3 s (one event's
 *   delivery, with margin for a busy machine) — the caller's assertion then fails on it
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 3_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

/**
 * Waits until the app has received every outbox event written so far (on PostgreSQL the NOTIFY
 * of a write can arrive after the next read, and would then drop what a test just cached).
 * @param ctx the test context
 */
export async function settle(ctx: TestContext): Promise<void> {
  const [{ last }] = await ctx.database.db.select({ last: sql<number>`coalesce(max(${events.id}), 0)::float8` }).from(events);
  await eventually(
    async () => ctx.app.eventBus.lastDeliveredId(),
    (delivered) => delivered >= Number(last),
  );
}

/**
 * Runs `read` with the app's LISTEN connection reported down: the read cache is then off and
 * every read takes the database path.
 * @param ctx the test context
 * @returns what `read` returns
 */
export async function withListenDown<T>(ctx: TestContext, read: () => Promise<T>): Promise<T> {
  const bus = ctx.app.eventBus;
  const listening = bus.isListening;
  bus.isListening = () => false;
  try {
    return await read();
  } finally {
    bus.isListening = listening;
  }
}
