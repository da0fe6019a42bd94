/**
 * Database work of the answers feature: reading a thread page by page (answers, each with its
 * first comments, and the rest of an answer's comments), writing answers
 * and comments (with their counters, notification and live event in the caller's transaction),
 * and a person's answers for the profile page. Functions take `(db, params)`; `db` may be a
 * transaction. Never log post bodies from here.
 */
import { and, asc, eq, inArray, isNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { answers, comments, questions, users, votes, type AnswerRow, type CommentRow } from '../../db/schema/index';
import { authorColumns, type AuthorFields } from '../../shared/presenters';
import { createNotification } from '../../shared/notify';
import { refreshHotRank } from '../../shared/ranking';
import { checkForCrisis } from '../../shared/crisis-check';
import { emitEvent } from '../../events/outbox';
import { descNullsLast, encodeCursor, splitPage, type CursorKey } from '../../shared/cursor';
import { notFound } from '../../errors';
import { PAGE_SIZE, type VoteType } from '../../../common/constants';

export type AnswerWithAuthor = { answer: AnswerRow; author: AuthorFields };
export type AnswerWithQuestion = AnswerWithAuthor & { question: { id: number; title: string } };
export type CommentWithAuthor = { comment: CommentRow; author: { id: number; firstName: string | null } };

/** Longest question title quoted in a notification, in characters. */
const NOTIFICATION_TITLE_MAX = 80;

/** A question title as notifications quote it: cut to 80 characters with an ellipsis. */
export function quoteTitle(title: string): string {
  const t = title.trim();
  return t.length > NOTIFICATION_TITLE_MAX ? `${t.slice(0, NOTIFICATION_TITLE_MAX - 1).trimEnd()}…` : t;
}

/** The name a notification uses for a person: their first name, or 'Someone' when they have none. */
function displayName(firstName: string | null): string {
  return firstName?.trim() || 'Someone';
}

/** created_at as exact UTC text with microseconds, for cursors (a JS Date keeps only milliseconds). */
const exactTime = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An answer of a thread page, with its exact creation time for the cursor. */
export type ThreadAnswer = AnswerWithAuthor & { createdAtText: string };
/** A comment with its exact creation time for the cursor. */
export type ThreadComment = CommentWithAuthor & { createdAtText: string };

/**
 * One page of a question's live answers with their authors, oldest first (created_at, id),
 * in one query on answers_question_idx (question_id, created_at).
 * @param params.questionId the question (its existence is the caller's check);
 *   params.after the last (created_at text, id) of the previous page; params.limit page size
 * @returns up to `limit` rows and the cursor of the next page (null on the last page)
 */
export async function listAnswerPage(
  db: Db,
  params: { questionId: number; after?: CursorKey; limit: number },
): Promise<{ rows: ThreadAnswer[]; nextCursor: string | null }> {
  const rows = await db
    .select({ answer: answers, author: authorColumns, createdAtText: exactTime(answers.createdAt) })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(
      and(
        eq(answers.questionId, params.questionId),
        isNull(answers.deletedAt),
        params.after
          ? sql`(${answers.createdAt}, ${answers.id}) > (${params.after[0]}::timestamptz, ${params.after[1]}::int4)`
          : undefined,
      ),
    )
    .orderBy(asc(answers.createdAt), asc(answers.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > params.limit ? encodeCursor('thread', [last.createdAtText, last.answer.id]) : null,
  };
}

/** The comment columns a response needs, flat (a lateral subquery cannot nest objects). */
function commentColumns() {
  return {
    id: comments.id,
    answerId: comments.answerId,
    authorId: comments.authorId,
    content: comments.content,
    createdAt: comments.createdAt,
    deletedAt: comments.deletedAt,
    createdAtText: exactTime(comments.createdAt).as('created_at_text'),
  };
}

/**
 * The first `perAnswer` live comments of each of several answers, oldest first, with their
 * authors' first names: one query, a lateral join reading at most `perAnswer` rows of
 * comments_answer_idx per answer (a busy answer costs no more than a quiet one).
 * @param answerIds the answers; perAnswer how many comments per answer at most
 * @returns comments grouped in display order (answer by answer); empty when `answerIds` is empty
 */
export async function listFirstCommentsOfAnswers(db: Db, answerIds: number[], perAnswer: number): Promise<ThreadComment[]> {
  if (answerIds.length === 0) return [];
  const first = db
    .select(commentColumns())
    .from(comments)
    .where(and(eq(comments.answerId, answers.id), isNull(comments.deletedAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(perAnswer)
    .as('first_comments');
  const rows = await db
    .select({
      comment: {
        id: first.id,
        answerId: first.answerId,
        authorId: first.authorId,
        content: first.content,
        createdAt: first.createdAt,
        deletedAt: first.deletedAt,
      },
      createdAtText: first.createdAtText,
      author: { id: users.id, firstName: users.firstName },
    })
    .from(answers)
    .innerJoinLateral(first, sql`true`)
    .innerJoin(users, eq(users.id, first.authorId))
    .where(inArray(answers.id, answerIds))
    .orderBy(asc(first.answerId), asc(first.createdAt), asc(first.id));
  return rows;
}

/**
 * One page of an answer's live comments, oldest first, after a cursor position.
 * @param params.answerId the answer (its existence is the caller's check);
 *   params.after the last (created_at text, id) already shown; params.limit page size
 * @returns up to `limit` comments and the cursor of the next page (null on the last page)
 */
export async function listCommentPage(
  db: Db,
  params: { answerId: number; after?: CursorKey; limit: number },
): Promise<{ rows: ThreadComment[]; nextCursor: string | null }> {
  const rows = await db
    .select({ comment: comments, author: { id: users.id, firstName: users.firstName }, createdAtText: exactTime(comments.createdAt) })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.answerId, params.answerId),
        isNull(comments.deletedAt),
        params.after
          ? sql`(${comments.createdAt}, ${comments.id}) > (${params.after[0]}::timestamptz, ${params.after[1]}::int4)`
          : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  return { rows: page, nextCursor: rows.length > params.limit ? commentCursor(page[page.length - 1]) : null };
}

/** The cursor that continues an answer's comments after this one. */
export function commentCursor(row: ThreadComment): string {
  return encodeCursor('comments', [row.createdAtText, row.comment.id]);
}

/**
 * One person's votes on several answers (one query).
 * @returns answer id → the vote cast; answers without a vote are absent
 */
export async function findMyAnswerVotes(db: Db, userId: number, answerIds: number[]): Promise<Map<number, VoteType>> {
  if (answerIds.length === 0) return new Map();
  const rows = await db
    .select({ targetId: votes.targetId, voteType: votes.voteType })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.targetType, 'answer'), inArray(votes.targetId, answerIds)));
  return new Map(rows.map((r) => [r.targetId, r.voteType]));
}

/**
 * Writes an answer in the caller's transaction: the row, the question's answer count and
 * trending rank, a notification for the question's author (not for a self-answer) and the
 * live event. An anonymous answer's author is named nowhere but in the answer row.
 * @param tx a transaction (the caller opens it, so a failure undoes every step)
 * @param author the signed-in person answering
 * @param input questionId, content (trimmed), isAnonymous
 * @returns the new answer row, and whether to offer crisis support (MindSpace Safety's report
 *   is filed in the same transaction; shared/crisis-check.ts)
 * @throws AppError 404 when the question is missing or deleted
 */
async function insertAnswer(
  tx: Db,
  author: { id: number; firstName: string | null },
  input: { questionId: number; content: string; isAnonymous: boolean },
): Promise<{ answer: AnswerRow; crisisSupport: boolean }> {
  // Existence check and counter in one atomic statement (the row lock serialises concurrent answers).
  const [question] = await tx
    .update(questions)
    .set({ answerCount: sql`${questions.answerCount} + 1` })
    .where(and(eq(questions.id, input.questionId), isNull(questions.deletedAt)))
    .returning({ id: questions.id, authorId: questions.authorId, title: questions.title });
  if (!question) throw notFound('Question');

  const [answer] = await tx
    .insert(answers)
    .values({ questionId: question.id, authorId: author.id, content: input.content, isAnonymous: input.isAnonymous })
    .returning();
  await refreshHotRank(tx, question.id);

  if (question.authorId !== author.id) {
    const who = input.isAnonymous ? 'Someone' : displayName(author.firstName);
    await createNotification(
      tx,
      question.authorId,
      'answer',
      `${who} answered your question "${quoteTitle(question.title)}"`,
      `/questions/${question.id}`,
    );
  }
  await emitEvent(tx, {
    type: 'answer.created',
    channel: `question:${question.id}`,
    payload: { questionId: question.id, answerId: answer.id },
  });
  const crisisSupport = await checkForCrisis(tx, { type: 'answer', id: answer.id }, input.content);
  return { answer, crisisSupport };
}

/**
 * Writes a comment in the caller's transaction: the row, the answer's comment count, a
 * notification for the answer's author (not for their own comment) and the live event.
 * @param tx a transaction
 * @param author the signed-in person commenting (comments are never anonymous)
 * @param input answerId, content (trimmed)
 * @returns the new comment row, and whether to offer crisis support (shared/crisis-check.ts)
 * @throws AppError 404 when the answer, or its question, is missing or deleted
 */
async function insertComment(
  tx: Db,
  author: { id: number; firstName: string | null },
  input: { answerId: number; content: string },
): Promise<{ comment: CommentRow; crisisSupport: boolean }> {
  const [answer] = await tx
    .update(answers)
    .set({ commentCount: sql`${answers.commentCount} + 1` })
    .from(questions)
    .where(
      and(
        eq(answers.id, input.answerId),
        isNull(answers.deletedAt),
        eq(questions.id, answers.questionId),
        isNull(questions.deletedAt),
      ),
    )
    .returning({ id: answers.id, authorId: answers.authorId, questionId: answers.questionId, title: questions.title });
  if (!answer) throw notFound('Answer');

  const [comment] = await tx
    .insert(comments)
    .values({ answerId: answer.id, authorId: author.id, content: input.content })
    .returning();

  if (answer.authorId !== author.id) {
    await createNotification(
      tx,
      answer.authorId,
      'comment',
      `${displayName(author.firstName)} commented on your answer to "${quoteTitle(answer.title)}"`,
      `/questions/${answer.questionId}`,
    );
  }
  await emitEvent(tx, {
    type: 'comment.created',
    channel: `question:${answer.questionId}`,
    payload: { questionId: answer.questionId, answerId: answer.id, commentId: comment.id },
  });
  const crisisSupport = await checkForCrisis(tx, { type: 'comment', id: comment.id }, input.content);
  return { comment, crisisSupport };
}

/**
 * Answers a question, in one transaction (see insertAnswer).
 * @param params.author the signed-in person answering; params.input the validated answer
 * @returns the new answer row, and whether the writer should be offered crisis support
 * @throws AppError 404 when the question is missing or deleted
 */
export async function createAnswer(
  db: Db,
  params: { author: { id: number; firstName: string | null }; input: { questionId: number; content: string; isAnonymous: boolean } },
): Promise<{ answer: AnswerRow; crisisSupport: boolean }> {
  return db.transaction((tx) => insertAnswer(tx, params.author, params.input));
}

/**
 * Comments on an answer, in one transaction (see insertComment).
 * @param params.author the signed-in person commenting; params.input the validated comment
 * @returns the new comment row, and whether the writer should be offered crisis support
 * @throws AppError 404 when the answer, or its question, is missing or deleted
 */
export async function createComment(
  db: Db,
  params: { author: { id: number; firstName: string | null }; input: { answerId: number; content: string } },
): Promise<{ comment: CommentRow; crisisSupport: boolean }> {
  return db.transaction((tx) => insertComment(tx, params.author, params.input));
}

/**
 * One page of a person's answers, newest first, each with its question's id and title.
 * Deleted answers and answers to deleted questions are left out; anonymous answers are
 * listed only with `includeAnonymous` (the policy decides: `canSeeAnonymousPostsOf`).
 * @param params.userId whose answers; params.includeAnonymous;
 *   params.before the cursor: only answers with a smaller id
 * @returns up to PAGE_SIZE rows and the cursor of the next page (null on the last page)
 */
export async function listAnswersOfUser(
  db: Db,
  params: { userId: number; includeAnonymous: boolean; before?: number },
): Promise<{ rows: AnswerWithQuestion[]; nextCursor: string | null }> {
  const rows = await db
    .select({ answer: answers, author: authorColumns, question: { id: questions.id, title: questions.title } })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), isNull(questions.deletedAt)))
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(
      and(
        eq(answers.authorId, params.userId),
        isNull(answers.deletedAt),
        params.includeAnonymous ? undefined : eq(answers.isAnonymous, false),
        params.before === undefined ? undefined : lt(answers.id, params.before),
      ),
    )
    // `id desc nulls last` matches answers_author_idx (author_id, id desc nulls last).
    .orderBy(descNullsLast(answers.id))
    .limit(PAGE_SIZE + 1);
  const { items, nextCursor } = splitPage(rows, PAGE_SIZE, (r) => r.answer.id);
  return { rows: items, nextCursor };
}
