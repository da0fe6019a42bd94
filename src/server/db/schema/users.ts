import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { AGE_BANDS, BADGE_STATUSES, NEW_QUESTION_ALERTS, ROLES } from '../../../common/constants';
import type { Words } from '../../i18n/messages';

export const roleEnum = pgEnum('role', ROLES);
export const statusEnum = pgEnum('user_status', BADGE_STATUSES);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    role: roleEnum('role').notNull().default('user'),
    reputation: integer('reputation').notNull().default(0),
    status: statusEnum('status'),
    statusSituation: text('status_situation'),
    nameLastChanged: timestamp('name_last_changed', { withTimezone: true }),
    statusLastChanged: timestamp('status_last_changed', { withTimezone: true }),
    /**
     * When the person completed onboarding (13+ confirmed, terms accepted, display name chosen);
     * null until then, and every write is refused (policy 'member:write'). First sign-in creates
     * the row with null; rows made any other way (seed, import, older accounts) count as onboarded.
     */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }).defaultNow(),
    /**
     * The picture the sign-in provider sends: private, shown only to the person, and used as
     * `profileImageUrl` only when they choose it.
     */
    providerPictureUrl: text('provider_picture_url'),
    /**
     * The age band given at onboarding, never the birth date; null for a member
     * who has not given it yet (counted as an adult by the under-18 rules). Read through
     * currentAgeBand (shared/age.ts): the band moves on when `ageBandChangesAt` comes.
     */
    ageBand: text('age_band', { enum: AGE_BANDS }),
    /** The first instant (UTC) of the month the band next changes; null for '18+'. */
    ageBandChangesAt: timestamp('age_band_changes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the account is closed; personal fields are cleared then (privacy promise, 30 days). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the purge job removed the closed account's remaining traces; null before. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    /** The purge job: closed accounts not purged yet. */
    index('users_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.purgedAt} is null`),
  ],
);

/** A sign-in identity: (issuer, subject) from an OpenID Connect provider, or an importer's source key. */
export const identities = pgTable(
  'identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identities_issuer_subject_uq').on(t.issuer, t.subject), index('identities_user_idx').on(t.userId)],
);

/**
 * Sign-in identities refused for being under 13 (decision 0080): the SHA-256 of issuer and
 * subject (never the subject itself, nor a birth date) and the month from which the person is
 * old enough by what they first said. A second try with another birth year is refused until then;
 * the purge job deletes the row when that month comes.
 */
export const ageRefusals = pgTable('age_refusals', {
  identityHash: text('identity_hash').primaryKey(),
  refusedUntil: timestamp('refused_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions. `id` is the SHA-256 of the cookie's 256-bit token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The provider's id_token, kept for RP-initiated logout. */
    idToken: text('id_token'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const feedback = pgTable('feedback', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  feedback: text('feedback').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When an admin marked it read (one mark for all admins: the Ideas tab is a shared inbox); null: new. */
  readAt: timestamp('read_at', { withTimezone: true }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** answer | comment | followed-answer | new-question | new-questions-digest | report-reviewed | role-changed | welcome | … (shared/notify.ts) */
    type: text('type').notNull(),
    /** The sentence in English as written (what the list shows of a notification written before `params`). */
    content: text('content').notNull(),
    /**
     * The sentence as a catalog message and its values, rendered in the reader's
     * language each time the list is read; null for notifications written before it.
     */
    params: jsonb('params').$type<Words>(),
    /** Where a click takes the reader, e.g. /questions/12. */
    link: text('link'),
    /**
     * The member whose named post caused it (an answer, a comment), so muting or blocking them
     * takes it out of the list; null for anything else, and always for an anonymous post.
     */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The list's order: newest first, unread before read of the same moment (see notifications/queries.ts). */
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
    /** The email job: recent unread notifications, across members. */
    index('notifications_unread_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isRead} = false`),
    /** One 'followed-answer' notification per (member, question) while it is unread (decision 0076). */
    uniqueIndex('notifications_followed_unread_uq')
      .on(t.userId, t.link)
      .where(sql`${t.type} = 'followed-answer' and ${t.isRead} = false`),
  ],
);

/**
 * A member's own choices (GET/PATCH /api/users/me/settings). One row per member, created on the
 * first change; a member without a row has the defaults below. Every default is the private one,
 * except that email notifications, which say nothing private, are on.
 */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Whether members other than staff see the situation that goes with a 'healing' status. */
  showStatusSituation: boolean('show_status_situation').notNull().default(false),
  /** Email when a message has waited unread. */
  emailMessages: boolean('email_messages').notNull().default(true),
  /** Email when an answer to one's question or a comment on one's answer has waited unread. */
  emailReplies: boolean('email_replies').notNull().default(true),
  /** Email when a moderation notice about oneself (report reviewed, role changed) has waited unread. */
  emailModeration: boolean('email_moderation').notNull().default(true),
  /** Who may start a conversation with the member: 'everyone' or 'nobody'. */
  allowDirectMessages: text('allow_direct_messages', { enum: ['everyone', 'nobody'] })
    .notNull()
    .default('everyone'),
  /** Reader filters: questions in these topics are left out of the member's feed and search. */
  hiddenTopicIds: integer('hidden_topic_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Reader filters: questions containing these words or phrases are left out; matching answers are collapsed. */
  hiddenWords: text('hidden_words')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The member's country (ISO 3166-1 alpha-2): whose crisis lines they are shown. Null: not chosen. */
  country: text('country'),
  /** Alerts of new questions in followed topics: 'off', 'each' (one per question) or 'daily' (a digest). */
  newQuestionAlerts: text('new_question_alerts', { enum: NEW_QUESTION_ALERTS }).notNull().default('off'),
  /** The daily digest covers questions asked after this time; set when 'daily' is chosen, moved on by each digest. */
  questionDigestFrom: timestamp('question_digest_from', { withTimezone: true }),
  /** The member's language (a shipped BCP 47 tag). Null: not chosen, the browser's is used. */
  locale: text('locale'),
  /** Web Push of each kind to the member's subscribed devices; subscribing is the opt-in. */
  pushMessages: boolean('push_messages').notNull().default(true),
  pushReplies: boolean('push_replies').notNull().default(true),
  pushCheckIns: boolean('push_check_ins').notNull().default(true),
  pushModeration: boolean('push_moderation').notNull().default(true),
  /** New-question alerts are pushed only while `newQuestionAlerts` is not 'off'. */
  pushNewQuestions: boolean('push_new_questions').notNull().default(true),
  /** Quiet hours, minutes after midnight in each device's time zone; both null: none. */
  pushQuietFrom: smallint('push_quiet_from'),
  pushQuietTo: smallint('push_quiet_to'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's mute or block of another member. `kind` 'block' also mutes.
 * Made from a profile or a named post, `viaType`/`viaId` are null and the row stands for the
 * person. Made from an anonymous post, they name that post: the row then hides that post and
 * restricts its author towards the member, without the member ever learning who the author is.
 */
export const userRestrictions = pgTable(
  'user_restrictions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mute', 'block'] }).notNull(),
    viaType: text('via_type', { enum: ['question', 'answer'] }),
    viaId: integer('via_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_restrictions_person_uq')
      .on(t.userId, t.kind, t.targetUserId)
      .where(sql`${t.viaType} is null`),
    uniqueIndex('user_restrictions_post_uq')
      .on(t.userId, t.kind, t.viaType, t.viaId)
      .where(sql`${t.viaType} is not null`),
    /** "Who restricted me": checks on messaging, answering and commenting. */
    index('user_restrictions_target_idx').on(t.targetUserId, t.kind),
  ],
);

export type UserRestrictionRow = typeof userRestrictions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type UserSettingsRow = typeof userSettings.$inferSelect;
