import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outbox of live events (DESIGN §1): written in the same transaction as the change,
 * then announced with NOTIFY and streamed over SSE. `userId` null means "everyone viewing
 * `channel`" (e.g. question:12); otherwise the event is for that user only.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    userId: integer('user_id'),
    channel: text('channel'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
);

/** Responses remembered by Idempotency-Key, so a retried POST creates nothing twice. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull(),
  /** SHA-256 of method, URL and body: the same key with another request is refused, never replayed. */
  requestHash: text('request_hash').notNull().default(''),
  statusCode: integer('status_code').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
