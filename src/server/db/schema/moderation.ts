import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPEAL_OUTCOMES, REPORT_STATUSES, REPORT_TARGET_TYPES, SANCTION_TYPES } from '../../../common/constants';
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
     * Filed by MindSpace itself when a post or message contained crisis language;
     * shown to staff only, as reported by 'MindSpace Safety'.
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
    /** report-resolved | report-dismissed | content-deleted | content-edited | content-restored | check-in | sanction-added | sanction-lifted | role-changed | topic-created | topic-updated | topic-deleted | appeal-decided (details.outcome) */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** Why, in the actor's words or the report reason (shown in the log to staff). */
    reason: text('reason'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt)],
);

export const sanctionTypeEnum = pgEnum('sanction_type', SANCTION_TYPES);

/**
 * Sanctions given to members by staff. A sanction is in force from createdAt
 * until endsAt (null: no end — a ban; a warning has no duration and is never 'in force'),
 * unless liftedAt is set. Never shown to anyone but the member and staff.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: sanctionTypeEnum('type').notNull(),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedById: integer('lifted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sanctions_user_idx').on(t.userId, t.id.desc()),
    index('sanctions_active_idx')
      .on(t.userId)
      .where(sql`${t.liftedAt} is null and ${t.type} <> 'warn'`),
  ],
);

/**
 * Check-ins sent by MindSpace Safety Team: one row per check-in, so a person
 * gets at most one per CHECK_IN_HOURS whoever asks. `authorId` never leaves the server.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_ins_author_idx').on(t.authorId, t.createdAt.desc())],
);

/**
 * Who is looking at a card: one claim per reported target, the card of all its
 * pending reports. A claim counts while `activeAt` is within CLAIM_MINUTES; claiming again or
 * acting on the card renews it, and settling the card removes it.
 */
export const reportClaims = pgTable(
  'report_claims',
  {
    targetType: reportTargetEnum('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

/**
 * What staff noted about a member for the next moderator. Shown in the member
 * record to staff only, and in the member's own export without the author's name.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_user_idx').on(t.userId, t.id.desc())],
);

export const appealOutcomeEnum = pgEnum('appeal_outcome', APPEAL_OUTCOMES);

/**
 * A member's appeal against a decision about them: a sanction or a removal,
 * named by its moderation_log row ('sanction-added' or 'content-deleted'). One per decision
 * (a second is refused by the unique index, even under a race). Pending while `outcome` is null.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationLog.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    outcome: appealOutcomeEnum('outcome'),
    note: text('note'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_decision_uq').on(t.decisionId),
    index('appeals_user_idx').on(t.userId),
    index('appeals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.outcome} is null`),
  ],
);
