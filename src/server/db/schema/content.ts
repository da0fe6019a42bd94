import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { VOTE_TARGET_TYPES, VOTE_TYPES } from '../../../common/constants';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const voteTargetEnum = pgEnum('vote_target', VOTE_TARGET_TYPES);
export const voteTypeEnum = pgEnum('vote_type', VOTE_TYPES);

export const topics = pgTable(
  'topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => topics.id, { onDelete: 'set null' }),
    questionsCount: integer('questions_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('topics_slug_uq').on(t.slug), uniqueIndex('topics_name_uq').on(sql`lower(${t.name})`)],
);

export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicId] }), index('topic_follows_topic_idx').on(t.topicId)],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    hasContentWarning: boolean('has_content_warning').notNull().default(false),
    contentWarningText: text('content_warning_text'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Trending rank (DESIGN §4, Lemmy's formula); see features/questions/ranking.ts. */
    hotRank: doublePrecision('hot_rank').notNull().default(0),
    /** Identity of imported content (e.g. the Counsel Chat question URL); null for posts made here. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the author (or staff) last edited it; null until edited. Earlier versions: `revisions`. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When reports hid it pending review (auto-hide): seen only by its author and
     * staff until a moderator dismisses the reports (cleared) or deletes it; null when visible.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${questions.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${questions.content}, '')), 'B')`,
    ),
  },
  (t) => [
    index('questions_hot_idx')
      .on(t.hotRank.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('questions_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('questions_answers_idx')
      .on(t.answerCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // The Unanswered feed: questions waiting for a first answer, longest-waiting first.
    index('questions_unanswered_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.answerCount} = 0`),
    index('questions_author_idx').on(t.authorId, t.id.desc()),
    index('questions_search_idx').using('gin', t.search),
    uniqueIndex('questions_source_uq').on(t.sourceUrl),
  ],
);

export const questionTopics = pgTable(
  'question_topics',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.topicId] }), index('question_topics_topic_idx').on(t.topicId, t.questionId)],
);

/**
 * Questions a member follows (POST /api/questions/:id/follow): they are told of new
 * answers, and the question is in their Following feed. The asker and everyone who answers follow
 * automatically. Never leaves the server as a list: a member sees only whether they follow.
 */
export const questionFollows = pgTable(
  'question_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (user, question): the Following feed's "do I follow it"; (question): whom a new answer tells.
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('question_follows_question_idx').on(t.questionId)],
);

export const answers = pgTable(
  'answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** A warning shown instead of the answer until the reader chooses to see it. */
    hasContentWarning: boolean('has_content_warning').notNull().default(false),
    contentWarningText: text('content_warning_text'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Identity of imported content; null for posts made here. */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When reports hid it pending review (auto-hide): seen only by its author and
     * staff until a moderator dismisses the reports (cleared) or deletes it; null when visible.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    index('answers_author_idx').on(t.authorId, t.id.desc()),
    uniqueIndex('answers_source_uq').on(t.sourceKey),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When reports hid it pending review (auto-hide): seen only by its author and
     * staff until a moderator dismisses the reports (cleared) or deletes it; null when visible.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('comments_answer_idx').on(t.answerId, t.createdAt)],
);

/**
 * Earlier versions of edited questions, answers and comments: one row per
 * edit, holding the version the edit replaced. Read by staff only.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type', { enum: ['question', 'answer', 'comment'] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** Who made the edit that replaced this version: the author, or a moderator or admin. */
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The replaced version: title and topicIds (questions), content, hasContentWarning, contentWarningText. */
    snapshot: jsonb('snapshot').$type<RevisionSnapshot>().notNull(),
    /** When this version was written (the post's creation or previous edit). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    /** When it was replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revisions_target_idx').on(t.targetType, t.targetId, t.id)],
);

/** One earlier version of a post, as stored in `revisions.snapshot`. */
export type RevisionSnapshot = {
  title?: string;
  content: string;
  topicIds?: number[];
  hasContentWarning?: boolean;
  contentWarningText?: string | null;
};

/** One vote per person per target (DESIGN §4). */
export const votes = pgTable(
  'votes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: voteTargetEnum('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    voteType: voteTypeEnum('vote_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] }), index('votes_target_idx').on(t.targetType, t.targetId)],
);

/** A question's view is counted at most once per signed-in viewer (DESIGN §4). */
export const questionViews = pgTable(
  'question_views',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
