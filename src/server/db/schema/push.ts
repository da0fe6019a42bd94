import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

/**
 * Web Push. The server's VAPID key pair (RFC 8292), made at first start when the
 * environment gives none: one row, id 1. The private key never leaves the server.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    /** base64url, uncompressed P-256 point: what browsers pass to pushManager.subscribe. */
    publicKey: text('public_key').notNull(),
    /** base64url, the P-256 private scalar. */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * One browser's push subscription (RFC 8030), tied to the session that made it: signing out on
 * that device deletes the session and, with it, the subscription. `endpoint` is the push
 * service's URL, checked against private addresses before it is stored; `p256dh` and `auth` are
 * the browser's keys for the payload's encryption (RFC 8291). `timeZone` is the device's IANA
 * zone, in which the member's quiet hours are read.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

/**
 * Per member: the last live event (outbox id, which follows commit order) already turned into
 * pushes or passed over by the member's choices. The job reads a member's `notification.created`
 * and `message.created` events after it, so nothing is pushed twice or missed.
 */
export const pushState = pgTable('push_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
});

/**
 * A push waiting to be sent to one subscription: its kind and link only (never words of a post
 * or a name). A sender leases it by moving `nextAttemptAt` on before it sends, so one instance
 * sends it; a failure moves it on by the backoff, a success or a gone subscription deletes it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    link: text('link').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.nextAttemptAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
