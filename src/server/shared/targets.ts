/**
 * The things people can report (question, answer, comment, message, user), looked up by
 * type and id for reports and moderation. "Live" means the thing exists and is readable:
 * not soft-deleted, and neither is anything it belongs to (an answer of a deleted question
 * is gone from every read too, DESIGN §4).
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { holds } from '../db/holds';
import { answers, comments, conversationParticipants, messages, questions, users } from '../db/schema/index';
import type { ReportTargetType } from '../../common/constants';
import { authorColumns, presentAuthor, type AuthorFields } from './presenters';
import type { NotFoundLabel } from '../errors';
import { isLiveRow, live, liveColumn } from './live';

/** Each target type as a person reads it in a message ("Question was not found"). */
export const TARGET_LABELS: Record<ReportTargetType, NotFoundLabel> = {
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
  message: 'Message',
  user: 'User',
};

export type TargetRef = { type: ReportTargetType; id: number };

/** Where in a post or message a member's words are (the moderator's card names it). */
export type TextField = 'title' | 'body' | 'contentWarning' | 'message';

/** What a member wrote, field by field, for checking it again (empty when not live, and for users). */
export type TargetTexts = { field: TextField; text: string }[];

const texts = (live: boolean, ...parts: [TextField, string | null | undefined][]): TargetTexts =>
  live ? parts.flatMap(([field, text]) => (text?.trim() ? [{ field, text }] : [])) : [];

/** One reportable thing, as moderation needs it. */
export type TargetInfo = TargetRef & {
  /** Exists and is not (itself or through its parent) deleted. */
  live: boolean;
  /** Readable text (question title + content, answer/comment/message body, user's name + bio); null when not live. */
  content: string | null;
  /** When the row itself was deleted (by its author or staff); null when it was not. */
  deletedAt: Date | null;
  /**
   * The words of a deleted row, kept for moderation only as evidence on reports filed before the
   * deletion; null when not deleted, or once the purge erased them.
   */
  deletedText: string | null;
  /** The author of a post, the sender of a message, or the user themselves. */
  author: AuthorFields;
  isAnonymous: boolean;
  /** Hidden pending review (auto-hide); always false for messages and users. */
  hidden: boolean;
  /** Where a moderator can see it in context: /questions/{id} or /profile/{id}; null for messages and when not live. */
  link: string | null;
  /** The question a question, answer or comment belongs to. */
  questionId: number | null;
  /** The answer a comment belongs to. */
  answerId: number | null;
  /** The conversation a message belongs to. */
  conversationId: number | null;
  /** The member's words by field: title, body, content warning, message. */
  texts: TargetTexts;
};

/** Key of a target in the map `loadTargets` returns. */
export const targetKey = (type: ReportTargetType, id: number) => `${type}:${id}`;

const joinText = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('\n\n');

type Loader = (db: Db, ids: number[]) => Promise<TargetInfo[]>;

/** `deletedAt` and `deletedText` of a row: its words when it is deleted and they are not erased. */
const deletedWords = (deletedAt: Date | null, text: string) => ({ deletedAt, deletedText: deletedAt && text ? text : null });
const none = {
  questionId: null,
  answerId: null,
  conversationId: null,
  hidden: false,
  texts: [] as TargetTexts,
  deletedAt: null,
  deletedText: null,
};

/** One query per target type; each turns its rows into TargetInfo. */
const LOADERS: Record<ReportTargetType, Loader> = {
  question: async (db, ids) => {
    const rows = await db
      .select({
        id: questions.id,
        title: questions.title,
        content: questions.content,
        contentWarningText: questions.contentWarningText,
        isAnonymous: questions.isAnonymous,
        deletedAt: questions.deletedAt,
        hiddenAt: questions.hiddenAt,
        author: authorColumns,
      })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.authorId))
      .where(inArray(questions.id, ids));
    return rows.map((q) => {
      const live = isLiveRow(q);
      return {
        ...none,
        type: 'question',
        id: q.id,
        live,
        content: live ? joinText(q.title, q.content) : null,
        ...deletedWords(q.deletedAt, joinText(q.title, q.content)),
        author: q.author,
        isAnonymous: q.isAnonymous,
        hidden: q.hiddenAt !== null,
        link: live ? `/questions/${q.id}` : null,
        questionId: q.id,
        texts: texts(live, ['title', q.title], ['body', q.content], ['contentWarning', q.contentWarningText]),
      };
    });
  },
  answer: async (db, ids) => {
    const rows = await db
      .select({
        id: answers.id,
        content: answers.content,
        contentWarningText: answers.contentWarningText,
        isAnonymous: answers.isAnonymous,
        deletedAt: answers.deletedAt,
        hiddenAt: answers.hiddenAt,
        questionId: answers.questionId,
        questionLive: liveColumn(questions),
        author: authorColumns,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(users, eq(users.id, answers.authorId))
      .where(inArray(answers.id, ids));
    return rows.map((a) => {
      const live = isLiveRow(a) && a.questionLive;
      return {
        ...none,
        type: 'answer',
        id: a.id,
        live,
        content: live ? a.content : null,
        ...deletedWords(a.deletedAt, a.content),
        author: a.author,
        isAnonymous: a.isAnonymous,
        hidden: a.hiddenAt !== null,
        link: live ? `/questions/${a.questionId}` : null,
        questionId: a.questionId,
        texts: texts(live, ['body', a.content], ['contentWarning', a.contentWarningText]),
      };
    });
  },
  comment: async (db, ids) => {
    const rows = await db
      .select({
        id: comments.id,
        content: comments.content,
        deletedAt: comments.deletedAt,
        hiddenAt: comments.hiddenAt,
        answerId: comments.answerId,
        answerLive: liveColumn(answers),
        questionId: answers.questionId,
        questionLive: liveColumn(questions),
        author: authorColumns,
      })
      .from(comments)
      .innerJoin(answers, eq(answers.id, comments.answerId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(inArray(comments.id, ids));
    return rows.map((c) => {
      const live = isLiveRow(c) && c.answerLive && c.questionLive;
      return {
        ...none,
        type: 'comment',
        id: c.id,
        live,
        content: live ? c.content : null,
        ...deletedWords(c.deletedAt, c.content),
        author: c.author,
        isAnonymous: false,
        hidden: c.hiddenAt !== null,
        link: live ? `/questions/${c.questionId}` : null,
        questionId: c.questionId,
        answerId: c.answerId,
        texts: texts(live, ['body', c.content]),
      };
    });
  },
  message: async (db, ids) => {
    const rows = await db
      .select({
        id: messages.id,
        body: messages.body,
        deletedAt: messages.deletedAt,
        conversationId: messages.conversationId,
        author: authorColumns,
      })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(inArray(messages.id, ids));
    return rows.map((m) => {
      const live = isLiveRow(m);
      return {
        ...none,
        type: 'message',
        id: m.id,
        live,
        content: live ? m.body : null,
        ...deletedWords(m.deletedAt, m.body),
        author: m.author,
        isAnonymous: false,
        link: null,
        conversationId: m.conversationId,
        texts: texts(live, ['message', m.body]),
      };
    });
  },
  user: async (db, ids) => {
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    return rows.map((u) => {
      const live = isLiveRow(u);
      const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
      return {
        ...none,
        type: 'user',
        id: u.id,
        live,
        content: live ? joinText(name, u.bio) : null,
        author: presentAuthor(u),
        isAnonymous: false,
        link: live ? `/profile/${u.id}` : null,
      };
    });
  },
};

/**
 * Loads many targets with one query per target type (no N+1).
 * @param db database or transaction
 * @param refs targets to load; duplicates are fine
 * @returns map from `targetKey(type, id)` to the target; missing targets are absent
 */
export async function loadTargets(db: Db, refs: TargetRef[]): Promise<Map<string, TargetInfo>> {
  const ids = new Map<ReportTargetType, Set<number>>();
  for (const r of refs) ids.set(r.type, (ids.get(r.type) ?? new Set()).add(r.id));
  const out = new Map<string, TargetInfo>();
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it.
  for (const [type, set] of ids) {
    for (const t of await LOADERS[type](db, [...set])) out.set(targetKey(t.type, t.id), t);
  }
  return out;
}

/**
 * SQL condition: the target named by a (type, id) column pair is live (see the file note).
 * Lets lists such as flagged content skip deleted targets inside the query, before LIMIT.
 */
export function targetLiveSql(type: SQLWrapper, id: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(case ${type}
    when 'question' then exists (select 1 from ${questions} where ${questions.id} = ${id} and ${live(questions)})
    when 'answer' then exists (select 1 from ${answers} inner join ${questions} on ${questions.id} = ${answers.questionId}
      where ${answers.id} = ${id} and ${live(answers)} and ${live(questions)})
    when 'comment' then exists (select 1 from ${comments} inner join ${answers} on ${answers.id} = ${comments.answerId}
      inner join ${questions} on ${questions.id} = ${answers.questionId}
      where ${comments.id} = ${id} and ${live(comments)} and ${live(answers)} and ${live(questions)})
    when 'message' then exists (select 1 from ${messages} where ${messages.id} = ${id} and ${live(messages)})
    when 'user' then exists (select 1 from ${users} where ${users.id} = ${id} and ${live(users)})
    else false end)`;
}

/**
 * Whether one target is live: the one check of "is this row still there" for every feature
 * (a question not deleted; an answer or comment whose question and answer are not deleted; a
 * message not deleted; an open account).
 * @param db database or transaction
 * @param type what the id names
 * @param id the row's id
 */
export async function isLive(db: Db, type: ReportTargetType, id: number): Promise<boolean> {
  return holds(db, targetLiveSql(sql`${type}::text`, sql`${id}::int4`));
}

/** Whether a person takes part in the conversation a message belongs to. */
export async function isConversationParticipant(db: Db, conversationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
