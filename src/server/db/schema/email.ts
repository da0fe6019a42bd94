import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Email notification bookkeeping, one row per member, created the first time the email job
 * looks at them. `lastSentAt` enforces at most one email per EMAIL_BATCH_MINUTES; items created
 * up to `coveredUntil` were already counted in an email and are never emailed about again.
 * `unsubscribeToken` (256-bit random, base64url) is what the one-click unsubscribe link carries.
 */
export const emailState = pgTable(
  'email_state',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_state_token_uq').on(t.unsubscribeToken)],
);

export type EmailStateRow = typeof emailState.$inferSelect;
