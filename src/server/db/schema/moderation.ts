import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '../../../common/constants';
import { users } from './users';

export const reportTargetEnum = pgEnum('report_target', REPORT_TARGET_TYPES);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member who reported; null for a report MindSpace Safety filed itself (`system`). */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Filed by MindSpace itself when a post or message contained crisis language (decision
     * 0020); shown to staff only, as reported by 'MindSpace Safety'.
     */
    system: boolean('system').notNull().default(false),
    targetType: reportTargetEnum('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    description: text('description'),
    status: reportStatusEnum('status').notNull().default('pending'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.id.desc()),
    index('reports_target_idx').on(t.targetType, t.targetId),
    /** One pending report per person per target: a second one is a 409, even under a race. */
    uniqueIndex('reports_pending_uq')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'pending'`),
    /** At most one pending system report per target. */
    uniqueIndex('reports_system_pending_uq')
      .on(t.targetType, t.targetId)
      .where(sql`${t.system} and ${t.status} = 'pending'`),
    /** A report has a member reporter exactly when it is not a system report. */
    check('reports_reporter_ck', sql`(${t.system} and ${t.reporterId} is null) or (not ${t.system} and ${t.reporterId} is not null)`),
    index('reports_pending_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every moderator or admin action, for accountability. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** report-resolved | report-dismissed | content-deleted | content-edited | role-changed | topic-created */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt)],
);
