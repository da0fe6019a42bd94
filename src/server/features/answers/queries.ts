/**
 * Database work of the answers feature: reading a thread page by page (answers, each with its
 * first comments, and the rest of an answer's comments), writing answers
 * and comments (with their counters, notification and live event in the caller's transaction),
 * and a person's answers for the profile page. Functions take `(db, params)`; `db` may be a
 * transaction. Never log post bodies from here.
 */
import { and, asc, eq, getTableColumns, inArray, lt, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { param, perDb, preparedStatement, type PreparedStatement } from '../../db/prepared';
import { answers, comments, questionFollows, questions, users, votes, type AnswerRow, type CommentRow } from '../../db/schema/index';
import { FOLLOWED_ANSWER_TYPE } from '../../shared/question-follows';
import { authorColumns, type AuthorFields } from '../../shared/presenters';
import { createNotification, insertNotificationSql, notificationEventSql, notificationWordsValues, quoteTitle } from '../../shared/notify';
import { words, type Words } from '../../i18n/messages';
import { hotRankMovedBy } from '../../shared/ranking';
import { checkForCrisis, crisisReportSql } from '../../shared/crisis-check';
import { hasCrisisLanguage } from '../../../common/safety/crisis-match';
import { emitEvent, insertEventsSql, noteWrittenEvents, notifySql, writtenEventsSql, type WrittenEvent } from '../../events/outbox';
import { descNullsLast, encodeCursor, splitPage, type CursorKey } from '../../shared/cursor';
import { notFound } from '../../errors';
import type { Actor, RowPolicy } from '../../auth/policy';
import { assertReadable, hiddenFilter } from '../../shared/auto-hide';
import { editedContentWarning, recordRevision } from '../../shared/revisions';
import { announceDeletion, decrementCounters, softDelete } from '../../shared/removal';
import { withdrawReputation } from '../../shared/reputation';
import { loadTargets, targetKey } from '../../shared/targets';
import { PAGE_SIZE, type Role, type VoteType } from '../../../common/constants';
import { hasBlocked, hasBlockedSql, isMutedForNotification, mutedByNameSql } from '../../shared/restrictions';
import { byAnonymousAsker } from '../../shared/anonymous-asker';
import { displayName as shownName } from '../../shared/names';
import { live, liveAs } from '../../shared/live';

/** The signed-in person writing an answer or comment (the request's user: the policy records its checks on it). */
export type Writer = { id: number; firstName: string | null; role: Role };

export type AnswerWithAuthor = { answer: AnswerRow; author: AuthorFields };
export type AnswerWithQuestion = AnswerWithAuthor & { question: { id: number; title: string } };
/**
 * Where a comment sits: its question, and whether the comment is by the asker of that question
 * while the question is anonymous (the comment is then anonymous too: 'Anonymous (asker)').
 */
export type CommentThread = { questionId: number; byAnonymousAsker: boolean };
export type CommentWithAuthor = {
  comment: CommentRow;
  author: { id: number; firstName: string | null; role: Role };
  thread: CommentThread;
};

/** A validated new answer (POST /api/answers): the warning text is null without a warning. */
export type NewAnswer = {
  questionId: number;
  content: string;
  isAnonymous: boolean;
  hasContentWarning: boolean;
  contentWarningText: string | null;
};

/** The name a notification uses for a person: their first name as shown (shared/names.ts), or 'Someone' when they have none. */
function notificationName(author: { firstName: string | null; role: Role }): string | Words {
  return shownName({ ...author, lastName: null }).firstName?.trim() || words('notification.someone');
}

/**
 * A notification's words as the answer statement's placeholders: `<prefix>Text` (English) and
 * `<prefix>Params` (the message as JSON).
 */
function wordsParams<P extends string>(prefix: P, message: Words): Record<`${P}Text` | `${P}Params`, string> {
  const { content, params } = notificationWordsValues(message);
  return { [`${prefix}Text`]: content, [`${prefix}Params`]: params } as Record<`${P}Text` | `${P}Params`, string>;
}

/** created_at as exact UTC text with microseconds, for cursors (a JS Date keeps only milliseconds). */
const exactTime = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An answer of a thread page, with its exact creation time for the cursor. */
export type ThreadAnswer = AnswerWithAuthor & { createdAtText: string };
/** A comment with its exact creation time for the cursor. */
export type ThreadComment = CommentWithAuthor & { createdAtText: string };
/** An answer of a thread page with the viewer's vote on it and its first comments (display order). */
export type ThreadPageAnswer = ThreadAnswer & { myVote: VoteType | null; firstComments: ThreadComment[] };

/** A first comment as the page's statement aggregates it (times as exact UTC text). */
type FirstCommentJson = {
  id: number;
  answerId: number;
  authorId: number;
  content: string;
  createdAt: string;
  editedAt: string | null;
  hiddenAt: string | null;
  firstName: string | null;
  role: Role;
  byAnonymousAsker: boolean;
};

/**
 * The first `perAnswer` live comments of the page's answer `answerId` (a column of the enclosing query)
 * that the viewer may read (every live one, hidden ones too, for no viewer: the shared read), oldest first, with their authors' first names and roles, as a JSON
 * array (null when there are none): at most `perAnswer` rows of comments_answer_idx per answer,
 * so a busy answer costs no more than a quiet one. Whether a comment is by the asker of an
 * anonymous question is worked out from `questions` of the enclosing query (shared/anonymous-asker.ts).
 */
function firstCommentsJson(viewer: NonNullable<Actor> | null, answerId: SQLWrapper, perAnswer: number) {
  const hidden = viewer ? hiddenFilter(comments, viewer) : undefined;
  return sql<FirstCommentJson[] | null>`(select json_agg(fc.c) from (
    select json_build_object(
      'id', ${comments.id}, 'answerId', ${comments.answerId}, 'authorId', ${comments.authorId},
      'content', ${comments.content}, 'createdAt', ${exactTime(comments.createdAt)},
      'editedAt', ${exactTime(comments.editedAt)}, 'hiddenAt', ${exactTime(comments.hiddenAt)},
      'firstName', comment_author.first_name, 'role', comment_author.role,
      'byAnonymousAsker', ${byAnonymousAsker(comments.authorId)}) as c
    from ${comments} inner join ${users} as comment_author on comment_author.id = ${comments.authorId}
    where ${comments.answerId} = ${answerId} and ${live(comments)}${hidden ? sql` and ${hidden}` : sql``}
    order by ${comments.createdAt}, ${comments.id}
    limit ${sql.raw(String(perAnswer))}) as fc)`;
}

/** Exact UTC text (with microseconds) as a Date, as the drivers read timestamps (milliseconds kept). */
const textToDate = (text: string) => new Date(text);

/** Orders rows by (exact creation time text, id): the text is fixed-width UTC, so it compares as the times do. */
function byCreation<T>(key: (row: T) => [string, number]) {
  return (a: T, b: T) => {
    const [[x, i], [y, j]] = [key(a), key(b)];
    return x < y ? -1 : x > y ? 1 : i - j;
  };
}

/** What a thread page is read with (readThreadPage). */
export type ThreadPageParams = {
  /**
   * Who reads; null for the shared read of the read cache (features/answers/thread-pages.ts):
   * every live answer and comment, those hidden pending review too, and no viewer's vote.
   */
  viewer: NonNullable<Actor> | null;
  questionId: number;
  after?: CursorKey;
  limit: number;
  commentsPerAnswer: number;
};

/**
 * The thread page's one statement, not yet run (exported so bench/explain-thread.ts and
 * thread-plans.test.ts can EXPLAIN the exact SQL); readThreadPage runs it and shapes the rows.
 */
export function buildThreadPageQuery(db: Db, params: ThreadPageParams) {
  const { viewer } = params;
  // The page's answers first (at most limit + 1 rows), so everything joined to them below is
  // looked up for those rows only, whatever plan reads the thread.
  const page = db
    .select({ ...getTableColumns(answers), createdAtText: exactTime(answers.createdAt).as('created_at_text') })
    .from(answers)
    .where(
      and(
        eq(answers.questionId, questions.id),
        live(answers),
        viewer ? hiddenFilter(answers, viewer) : undefined,
        params.after ? sql`(${answers.createdAt}, ${answers.id}) > (${params.after[0]}::timestamptz, ${params.after[1]}::int4)` : undefined,
      ),
    )
    .orderBy(asc(answers.createdAt), asc(answers.id))
    .limit(params.limit + 1)
    .as('page');
  return db
    .select({
      questionAuthorId: questions.authorId,
      questionHidden: sql<boolean>`${questions.hiddenAt} is not null`.mapWith(Boolean),
      answer: {
        id: page.id,
        questionId: page.questionId,
        authorId: page.authorId,
        content: page.content,
        isAnonymous: page.isAnonymous,
        hasContentWarning: page.hasContentWarning,
        contentWarningText: page.contentWarningText,
        upvotes: page.upvotes,
        downvotes: page.downvotes,
        commentCount: page.commentCount,
        sourceKey: page.sourceKey,
        createdAt: page.createdAt,
        editedAt: page.editedAt,
        deletedAt: page.deletedAt,
        hiddenAt: page.hiddenAt,
      },
      author: authorColumns,
      createdAtText: page.createdAtText,
      myVote: viewer
        ? sql<VoteType | null>`(select ${votes.voteType} from ${votes}
        where ${votes.userId} = ${viewer.id} and ${votes.targetType} = 'answer' and ${votes.targetId} = ${page.id})`
        : sql<VoteType | null>`null`,
      firstComments: firstCommentsJson(viewer, page.id, params.commentsPerAnswer),
    })
    .from(questions)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(users, eq(users.id, page.authorId))
    .where(and(eq(questions.id, params.questionId), live(questions)));
}

/** The question a thread page belongs to, as the readability check needs it. */
export type ThreadQuestion = { authorId: number; hidden: boolean };

/**
 * The rows of one page of a question's thread in one statement: the
 * question row (for the readability check), and, joined laterally, up to `limit + 1` of its
 * live answers oldest first (created_at, id) on answers_question_idx with their authors, the
 * viewer's vote on each (a primary-key lookup) and the first `commentsPerAnswer` comments of each
 * (a JSON array read from comments_answer_idx). Answers and comments hidden pending review are
 * left out, except for their author and staff (shared/auto-hide.ts), and kept for no viewer (the
 * shared read). Authors come back raw: the presenters and the policy decide what the viewer sees
 * of them. Rows come back in display order (sorted here, so the statement needs no Sort node).
 * @param params see ThreadPageParams
 * @returns null when the question is missing or deleted; otherwise whether it is hidden pending
 *   review and who asked it, and up to `limit + 1` answers in display order (each with up to
 *   `commentsPerAnswer` first comments, display order)
 */
export async function readThreadRows(
  db: Db,
  params: ThreadPageParams,
): Promise<{ question: ThreadQuestion; rows: ThreadPageAnswer[] } | null> {
  const found = await buildThreadPageQuery(db, params);
  if (found.length === 0) return null;

  const question = { authorId: found[0].questionAuthorId, hidden: found[0].questionHidden };
  const rows: ThreadPageAnswer[] = [];
  for (const r of found) {
    if (!r.answer || r.answer.id == null) continue; // the question has no answer on this page
    const answer = r.answer as AnswerRow;
    const thread = { questionId: answer.questionId };
    const firstComments = (r.firstComments ?? []).map((c): ThreadComment => ({
      comment: {
        id: c.id,
        answerId: c.answerId,
        authorId: c.authorId,
        content: c.content,
        createdAt: textToDate(c.createdAt),
        editedAt: c.editedAt === null ? null : textToDate(c.editedAt),
        deletedAt: null,
        hiddenAt: c.hiddenAt === null ? null : textToDate(c.hiddenAt),
      },
      createdAtText: c.createdAt,
      author: { id: c.authorId, firstName: c.firstName, role: c.role },
      thread: { ...thread, byAnonymousAsker: c.byAnonymousAsker },
    }));
    firstComments.sort(byCreation((c) => [c.createdAtText, c.comment.id]));
    rows.push({
      answer,
      author: r.author as AuthorFields,
      createdAtText: r.createdAtText as string,
      myVote: r.myVote ?? null,
      firstComments,
    });
  }
  rows.sort(byCreation((r) => [r.createdAtText, r.answer.id]));
  return { question, rows };
}

/**
 * A thread page from the rows read for it: the first `limit`, and the cursor of the next page
 * when there are more.
 * @param rows the page's answers in display order (up to `limit + 1`, or more)
 * @param limit the page size
 * @returns the page's answers and the next page's cursor (null on the last page)
 */
export function threadPageOf(rows: ThreadPageAnswer[], limit: number): { rows: ThreadPageAnswer[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { rows: shown, nextCursor: rows.length > limit ? encodeCursor('thread', [last.createdAtText, last.answer.id]) : null };
}

/**
 * One page of a question's thread in one statement (`readThreadRows`, then `threadPageOf`).
 * @param params.viewer who reads; params.questionId the question; params.after the last
 *   (created_at text, id) of the previous page; params.limit page size; params.commentsPerAnswer
 *   how many comments to read per answer (COMMENT_PREVIEW + 1 tells whether there are more)
 * @returns null when the question is missing or deleted; otherwise whether it is hidden pending
 *   review and who asked it (for the caller's policy check), the page's answers and the cursor of
 *   the next page (null on the last page)
 */
export async function readThreadPage(
  db: Db,
  params: ThreadPageParams,
): Promise<{ question: ThreadQuestion; rows: ThreadPageAnswer[]; nextCursor: string | null } | null> {
  const found = await readThreadRows(db, params);
  return found && { question: found.question, ...threadPageOf(found.rows, params.limit) };
}

/**
 * One page of an answer's live comments, oldest first, after a cursor position (hidden ones
 * only for their author and staff).
 * @param params.viewer who reads; params.answerId the answer (its existence is the caller's check);
 *   params.after the last (created_at text, id) already shown; params.limit page size
 * @returns up to `limit` comments and the cursor of the next page (null on the last page)
 */
export async function listCommentPage(
  db: Db,
  params: { viewer: NonNullable<Actor>; answerId: number; after?: CursorKey; limit: number },
): Promise<{ rows: ThreadComment[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      comment: comments,
      author: { id: users.id, firstName: users.firstName, role: users.role },
      thread: { questionId: answers.questionId, byAnonymousAsker: byAnonymousAsker(comments.authorId) },
      createdAtText: exactTime(comments.createdAt),
    })
    .from(comments)
    .innerJoin(answers, eq(answers.id, comments.answerId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.answerId, params.answerId),
        live(comments),
        hiddenFilter(comments, params.viewer),
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

/** An answer row as the write statement returns it (snake_case, as the driver reads it). */
type AnswerRowRaw = {
  id: number;
  question_id: number;
  author_id: number;
  content: string;
  is_anonymous: boolean;
  has_content_warning: boolean;
  content_warning_text: string | null;
  upvotes: number;
  downvotes: number;
  comment_count: number;
  source_key: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  hidden_at: Date | string | null;
};

/**
 * A written answer: its row, whether to offer its writer crisis support, and — when it is now the
 * question's only visible answer (its answer count went from 0 to 1) — the seconds from the
 * question to this answer (`mindspace_time_to_first_answer_seconds`), else null.
 */
export type WrittenAnswer = { answer: AnswerRow; crisisSupport: boolean; firstAnswerSeconds: number | null };

/** A timestamp as the drivers return it (a Date, or text from a raw statement) as a Date. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const asDateOrNull = (value: Date | string | null) => (value === null ? null : asDate(value));

/**
 * insertAnswer's read, prepared once per database handle (db/prepared.ts explains why): the live
 * question with whether its asker blocked or muted the writer (placeholders questionId, authorId).
 */
const questionRead = perDb((db) => {
  const authorId = sql`${param('authorId')}::int`;
  return db
    .select({
      authorId: questions.authorId,
      title: questions.title,
      isAnonymous: questions.isAnonymous,
      hidden: sql<boolean>`${questions.hiddenAt} is not null`,
      blockedYou: hasBlockedSql(questions.authorId, authorId),
      mutedYou: mutedByNameSql(questions.authorId, authorId),
    })
    .from(questions)
    .where(and(eq(questions.id, param('questionId')), live(questions)))
    .prepare('mindspace_answer_question_read');
});

/**
 * Writes an answer: reads first, then **one statement** (decision 0040). The read fetches the
 * question with whether its asker blocked or muted the writer; the policy decides ('post:reply',
 * `canSeePost`). The statement then, as data-modifying CTEs: raises the question's answer count
 * and moves its trending rank (locking the question row — it finds nothing, and so writes
 * nothing, when the question was deleted or hidden from the writer since the read), inserts the
 * answer, files MindSpace Safety's report when the text has crisis language, inserts the asker's
 * notification (not for a self-answer, nor when the asker muted the named writer), makes the
 * writer follow the question (with a `follows.changed` event to them when they did not yet: read
 * caches drop their Following feed), and writes the notifications' and the answer's events with
 * one NOTIFY. A single statement is atomic on its
 * own and holds the question row lock only until its own commit. An anonymous answer's author
 * is named nowhere but in the answer row.
 * @param db the database (the statement is its own transaction)
 * @param author the signed-in person answering
 * @param input questionId, content (trimmed), isAnonymous, hasContentWarning, contentWarningText
 * @returns the new answer row, whether to offer crisis support (shared/crisis-check.ts) and the
 *   seconds the question waited when this is its only visible answer (WrittenAnswer)
 * @throws AppError 404 when the question is missing, deleted or hidden from the writer; 403 when its asker blocked the writer (policy 'post:reply')
 */
async function insertAnswer(db: Db, policy: RowPolicy<Writer>, input: NewAnswer): Promise<WrittenAnswer> {
  const author = policy.actor;
  // One read before any write: whom the answer would notify and whether the writer may answer.
  const [asked] = await questionRead(db).execute({ questionId: input.questionId, authorId: author.id });
  if (!asked || !policy.seesPost({ authorId: asked.authorId, hidden: asked.hidden })) throw notFound('Question');
  // Someone who blocked the writer keeps them off their named questions.
  policy.require('post:reply', { ownerBlockedYou: !asked.isAnonymous && asked.blockedYou });
  const by = policy.notifiedAs(input, { named: notificationName(author), anonymous: words('notification.someone') });
  // A mute by name keeps back only a notification that names its actor (policy notificationAuthor).
  const notify = asked.authorId !== author.id && !(by.actorId !== null && asked.mutedYou);
  // Whether the writer could still answer if moderation hid the question meanwhile (its asker and staff can).
  const mayAnswerHidden = policy.seesPost({ authorId: asked.authorId, hidden: true });
  return writeAnswer(db, author, input, { asker: asked, by, notify, mayAnswerHidden });
}

/**
 * The write of insertAnswer, after its read and the policy's decisions: one statement (see
 * insertAnswer). Exported for tests that change the question between the read and the write.
 * @param plan.asker the question's author and title as read; plan.by how the notifications name
 *   the writer (the policy's notificationAuthor); plan.notify whether to notify the asker;
 *   plan.mayAnswerHidden whether the writer may answer the question if it is hidden now
 * @returns the new answer row, whether to offer crisis support and the first answer's wait (WrittenAnswer)
 * @throws AppError 404 'Question was not found' when the question was deleted, or hidden from
 *   the writer, since the read (nothing is written then)
 */
export async function writeAnswer(
  db: Db,
  author: Writer,
  input: NewAnswer,
  plan: {
    asker: { authorId: number; title: string };
    by: { name: string | Words; actorId: number | null };
    notify: boolean;
    mayAnswerHidden: boolean;
  },
): Promise<WrittenAnswer> {
  const { asker: asked, by, notify, mayAnswerHidden } = plan;
  const warningText = input.hasContentWarning ? input.contentWarningText : null;
  const crisis = hasCrisisLanguage([input.content, warningText].filter(Boolean).join('\n'));
  const title = quoteTitle(asked.title);
  const rows = await answerWriteStatement({ notify, crisis, mayAnswerHidden }).run(db, {
    questionId: input.questionId,
    authorId: author.id,
    content: input.content,
    isAnonymous: input.isAnonymous,
    hasContentWarning: input.hasContentWarning,
    warningText,
    channel: `question:${input.questionId}`,
    askerId: asked.authorId,
    ...wordsParams('notification', words('notification.answer', { name: by.name, title })),
    ...wordsParams('follow', words('notification.followedAnswer', { title })),
    link: `/questions/${input.questionId}`,
    actorId: by.actorId,
  });
  const [row] = rows;
  // Nothing was written: the question was deleted, or hidden from the writer, since the read.
  if (!row) throw notFound('Question');
  const answer: AnswerRow = {
    id: Number(row.id),
    questionId: Number(row.question_id),
    authorId: Number(row.author_id),
    content: row.content,
    isAnonymous: row.is_anonymous,
    hasContentWarning: row.has_content_warning,
    contentWarningText: row.content_warning_text,
    upvotes: Number(row.upvotes),
    downvotes: Number(row.downvotes),
    commentCount: Number(row.comment_count),
    sourceKey: row.source_key,
    createdAt: asDate(row.created_at),
    editedAt: asDateOrNull(row.edited_at),
    deletedAt: asDateOrNull(row.deleted_at),
    hiddenAt: asDateOrNull(row.hidden_at),
  };
  noteWrittenEvents(row.events);
  const waited = row.first_answer_seconds;
  return { answer, crisisSupport: crisis, firstAnswerSeconds: waited === null ? null : Number(waited) };
}

/** Which statement an answer needs: everything that changes writeAnswer's SQL text, not just its values. */
type AnswerWriteVariant = {
  /** Whether the asker gets a notification. */
  notify: boolean;
  /** Whether MindSpace Safety's report is filed with the answer. */
  crisis: boolean;
  /** Whether the writer may answer the question if it is hidden by the time the statement runs. */
  mayAnswerHidden: boolean;
};

/**
 * An answer row as the write statement returns it, with the events it wrote and, when it is the
 * question's only visible answer, the seconds the question waited for it.
 */
type AnswerWriteRow = AnswerRowRaw & { events: WrittenEvent[]; first_answer_seconds: number | string | null };

/** The write statements made so far, by variant (at most 8). */
const answerWrites = new Map<string, PreparedStatement<AnswerWriteRow>>();

/**
 * The prepared statement (db/prepared.ts) of writeAnswer for one variant, made on first use. Its
 * placeholders: questionId, authorId, content, isAnonymous, hasContentWarning, warningText,
 * channel (`question:<id>`), askerId, notificationText and notificationParams (the asker's
 * notification: English text and message, notificationWordsValues), link, actorId (the asker's
 * notification's, unused without `notify`), followText and followParams (the followers' notification).
 * @param v the variant
 * @returns the statement; its one row is the new answer, or none when nothing was written
 */
function answerWriteStatement(v: AnswerWriteVariant): PreparedStatement<AnswerWriteRow> {
  const key = `${v.notify ? 'n' : 'x'}${v.crisis ? 'c' : 'x'}${v.mayAnswerHidden ? 'h' : 'v'}`;
  let statement = answerWrites.get(key);
  if (!statement) answerWrites.set(key, (statement = preparedStatement(`mindspace_answer_write_${key}`, () => answerWriteSql(v))));
  return statement;
}

/**
 * The followers' notifications of a new answer, as the body of the CTE `fn` of
 * the answer statement: one 'followed-answer' notification per follower of the question, except
 * the answer's writer (never told of their own post), the asker (told by their own notification)
 * and, for a named answer (one with an actor), anyone who muted or blocked its writer by name; none while the question
 * is hidden for review. It names nobody, so one unread notification stands for every new answer:
 * the partial unique index notifications_followed_unread_uq keeps a second one from being written
 * while the first is unread.
 */
const followerNotificationsSql = insertNotificationSql({
  from: sql`${questionFollows} f join a on f.question_id = a.question_id
    where f.user_id <> a.author_id and f.user_id <> ${param('askerId')}::int
      and (${param('actorId')}::int is null or not ${mutedByNameSql(sql`f.user_id`, sql`${param('actorId')}::int`)})
      and not exists (select 1 from ${questions} q where q.id = a.question_id and q.hidden_at is not null)
      and exists (select 1 from ${users} u where u.id = f.user_id and ${liveAs('u')})`,
  userId: sql`f.user_id`,
  type: FOLLOWED_ANSWER_TYPE,
  words: { content: param('followText'), params: param('followParams') },
  link: sql`${param('link')}::text`,
  actorId: null,
  onConflict: sql`(user_id, link) where type = ${sql.raw(`'${FOLLOWED_ANSWER_TYPE}'`)} and is_read = false do nothing`,
});

/** The SQL of one answerWriteStatement variant (see insertAnswer for what it does). */
function answerWriteSql(v: AnswerWriteVariant): SQL {
  const notification = v.notify
    ? sql`, n as (${insertNotificationSql({
        from: sql`a`,
        userId: sql`${param('askerId')}::int`,
        type: 'answer',
        words: { content: param('notificationText'), params: param('notificationParams') },
        link: sql`${param('link')}::text`,
        actorId: sql`${param('actorId')}::int`,
      })})`
    : sql``;
  return sql`
    with bumped as (
      update ${questions} set answer_count = ${questions.answerCount} + 1, hot_rank = ${hotRankMovedBy(1)}
      where ${questions.id} = ${param('questionId')}::int and ${live(questions)}${v.mayAnswerHidden ? sql`` : sql` and ${questions.hiddenAt} is null`}
      returning ${questions.id}, ${questions.answerCount} as answer_count, ${questions.createdAt} as question_created_at
    ),
    a as (
      insert into ${answers} (question_id, author_id, content, is_anonymous, has_content_warning, content_warning_text)
      select bumped.id, ${param('authorId')}::int, ${param('content')}::text, ${param('isAnonymous')}::boolean,
        ${param('hasContentWarning')}::boolean, ${param('warningText')}::text
      from bumped
      returning *
    )${v.crisis ? sql`, reported as (${crisisReportSql('answer', sql`select id from a`)})` : sql``}${notification},
    followed as (
      insert into ${questionFollows} (user_id, question_id) select a.author_id, a.question_id from a on conflict do nothing
      returning user_id
    ),
    fn as (${followerNotificationsSql}),
    e as (${insertEventsSql(sql`
      select x.type, x.user_id, x.channel, x.payload from (
        select 1 as n, notified_followers.* from (${notificationEventSql(sql`fn`)}) as notified_followers union all
        ${v.notify ? sql`select 1 as n, notified_asker.* from (${notificationEventSql(sql`n`)}) as notified_asker union all ` : sql``}
        select 2 as n, 'answer.created'::text as type, null::int as user_id, ${param('channel')}::text as channel,
          jsonb_build_object('questionId', a.question_id, 'answerId', a.id) as payload
        from a
        union all
        select 3, 'follows.changed'::text, followed.user_id, null::text, '{}'::jsonb from followed
      ) as x
      order by x.n`)}),
    notified as (${notifySql(sql`e`)})
    select a.*, ${writtenEventsSql(sql`e`)} as events, (select count(*) from notified) as notified,
      (select extract(epoch from a.created_at - b.question_created_at)::float8 from bumped b where b.answer_count = 1) as first_answer_seconds
    from a`;
}

/**
 * Writes a comment in the caller's transaction: the row, the answer's comment count, a
 * notification for the answer's author (not for their own comment) and the live event.
 * @param tx a transaction
 * @param policy the request's row policy; its actor comments (a comment is named, unless its author asked the question anonymously)
 * @param input answerId, content (trimmed)
 * @returns the new comment row, and whether to offer crisis support (shared/crisis-check.ts)
 * @throws AppError 404 when the answer, or its question, is missing, deleted or hidden from the writer; 403 when its author blocked the writer ('post:reply')
 */
async function insertComment(
  tx: Db,
  policy: RowPolicy<Writer>,
  input: { answerId: number; content: string },
): Promise<{ comment: CommentRow; thread: CommentThread; crisisSupport: boolean }> {
  const author = policy.actor;
  const [answer] = await tx
    .update(answers)
    .set({ commentCount: sql`${answers.commentCount} + 1` })
    .from(questions)
    .where(and(eq(answers.id, input.answerId), live(answers), eq(questions.id, answers.questionId), live(questions)))
    .returning({
      id: answers.id,
      authorId: answers.authorId,
      questionId: answers.questionId,
      title: questions.title,
      isAnonymous: answers.isAnonymous,
      byAnonymousAsker: byAnonymousAsker(sql`${author.id}::int4`),
      hidden: sql<boolean>`${answers.hiddenAt} is not null`,
      questionAuthorId: questions.authorId,
      questionHidden: sql<boolean>`${questions.hiddenAt} is not null`,
    });
  const visible =
    answer &&
    policy.seesPost({ authorId: answer.authorId, hidden: answer.hidden }) &&
    policy.seesPost({ authorId: answer.questionAuthorId, hidden: answer.questionHidden });
  if (!answer || !visible) throw notFound('Answer');
  const ownerBlockedYou = !answer.isAnonymous && (await hasBlocked(tx, { ownerId: answer.authorId, actorId: author.id }));
  policy.require('post:reply', { ownerBlockedYou });

  const [comment] = await tx.insert(comments).values({ answerId: answer.id, authorId: author.id, content: input.content }).returning();

  // A comment by the asker of an anonymous question is anonymous like the question.
  const by = policy.notifiedAs(
    { isAnonymous: answer.byAnonymousAsker },
    { named: notificationName(author), anonymous: words('notification.theAsker') },
  );
  const muted = await isMutedForNotification(tx, { recipientId: answer.authorId, actorId: by.actorId });
  if (answer.authorId !== author.id && !muted) {
    await createNotification(
      tx,
      answer.authorId,
      'comment',
      words('notification.comment', { name: by.name, title: quoteTitle(answer.title) }),
      `/questions/${answer.questionId}`,
      by.actorId,
    );
  }
  await emitEvent(tx, {
    type: 'comment.created',
    channel: `question:${answer.questionId}`,
    payload: { questionId: answer.questionId, answerId: answer.id, commentId: comment.id },
  });
  const crisisSupport = await checkForCrisis(tx, { type: 'comment', id: comment.id }, input.content);
  return { comment, thread: { questionId: answer.questionId, byAnonymousAsker: answer.byAnonymousAsker }, crisisSupport };
}

/**
 * Answers a question: one read, then one statement (see insertAnswer).
 * @param params.policy the request's row policy (its actor answers; declares 'post:reply'); params.input the validated answer
 * @returns the new answer row, whether the writer should be offered crisis support, and the
 *   question's wait in seconds when this answer is now its only visible one (WrittenAnswer)
 * @throws AppError 404 when the question is missing, deleted or hidden from the writer; 403 when its asker blocked the writer (policy 'post:reply')
 */
export async function createAnswer(db: Db, params: { policy: RowPolicy<Writer>; input: NewAnswer }): Promise<WrittenAnswer> {
  return insertAnswer(db, params.policy, params.input);
}

/**
 * Comments on an answer, in one transaction (see insertComment).
 * @param params.policy the request's row policy (its actor comments; declares 'post:reply'); params.input the validated comment
 * @returns the new comment row, and whether the writer should be offered crisis support
 * @throws AppError 404 when the answer, or its question, is missing or deleted; 403 when its author blocked the writer ('post:reply')
 */
export async function createComment(
  db: Db,
  params: { policy: RowPolicy<Writer>; input: { answerId: number; content: string } },
): Promise<{ comment: CommentRow; thread: CommentThread; crisisSupport: boolean }> {
  return db.transaction((tx) => insertComment(tx, params.policy, params.input));
}

/**
 * One page of a person's answers, newest first, each with its question's id and title.
 * Deleted answers and answers to deleted questions are left out, and so are answers (or
 * answers to questions) hidden pending review unless the viewer may read them; anonymous
 * answers are listed only with `includeAnonymous` (the policy decides: `canSeeAnonymousPostsOf`).
 * @param params.viewer who reads; params.userId whose answers; params.includeAnonymous;
 *   params.before the cursor: only answers with a smaller id
 * @returns up to PAGE_SIZE rows and the cursor of the next page (null on the last page)
 */
export async function listAnswersOfUser(
  db: Db,
  params: { viewer: NonNullable<Actor>; userId: number; includeAnonymous: boolean; before?: number },
): Promise<{ rows: AnswerWithQuestion[]; nextCursor: string | null }> {
  const rows = await db
    .select({ answer: answers, author: authorColumns, question: { id: questions.id, title: questions.title } })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), live(questions)))
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(
      and(
        eq(answers.authorId, params.userId),
        live(answers),
        hiddenFilter(answers, params.viewer),
        hiddenFilter(questions, params.viewer),
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

/**
 * The author columns of some people (for presenting an edited post).
 * @returns their rows, in no particular order
 */
export async function findAuthors(db: Db, ids: number[]): Promise<AuthorFields[]> {
  return db.select(authorColumns).from(users).where(inArray(users.id, ids));
}

/**
 * Loads and row-locks a live answer (its question live too), for an edit or deletion.
 * @returns the answer row, or null when it or its question is missing or deleted
 */
async function lockLiveAnswer(tx: Db, id: number): Promise<AnswerRow | null> {
  const [row] = await tx
    .select({ answer: answers })
    .from(answers)
    .innerJoin(questions, and(eq(questions.id, answers.questionId), live(questions)))
    .where(and(eq(answers.id, id), live(answers)))
    .for('update', { of: answers });
  return row?.answer ?? null;
}

/**
 * Loads and row-locks a live comment (its answer and question live too).
 * @returns the comment row and its question's id, or null when any of them is missing or deleted
 */
async function lockLiveComment(tx: Db, id: number): Promise<{ comment: CommentRow; questionId: number; byAnonymousAsker: boolean } | null> {
  const [row] = await tx
    .select({ comment: comments, questionId: answers.questionId, byAnonymousAsker: byAnonymousAsker(comments.authorId) })
    .from(comments)
    .innerJoin(answers, and(eq(answers.id, comments.answerId), live(answers)))
    .innerJoin(questions, and(eq(questions.id, answers.questionId), live(questions)))
    .where(and(eq(comments.id, id), live(comments)))
    .for('update', { of: comments });
  return row ?? null;
}

/**
 * Edits an answer in one transaction: lock, authorize ('post:edit': the author
 * or staff), keep the replaced version as a revision (a staff edit is logged), write the new
 * text and warning with `edited_at`, send `content.edited` to the question's viewers and check
 * the new text for crisis language. An edit that changes nothing writes nothing.
 * @param params.policy the request's row policy (its actor edits); params.id the answer; params.input the validated edit
 * @returns the answer row after the edit, and whether to offer the writer crisis support
 * @throws AppError 404 when it or its question is missing or deleted; 403 for someone else's answer (members)
 */
export async function updateAnswer(
  db: Db,
  params: {
    policy: RowPolicy;
    id: number;
    input: { content?: string; hasContentWarning?: boolean; contentWarningText?: string | null };
  },
): Promise<{ answer: AnswerRow; crisisSupport: boolean }> {
  const { policy, id, input } = params;
  const editor = policy.actor;
  return db.transaction(async (tx) => {
    await assertReadable(tx, 'answer', id, editor);
    const row = await lockLiveAnswer(tx, id);
    if (!row) throw notFound('Answer');
    policy.require('post:edit', { authorId: row.authorId });
    const next = {
      content: input.content ?? row.content,
      ...editedContentWarning(input, row),
    };
    const textChanged = next.content !== row.content || next.contentWarningText !== row.contentWarningText;
    if (!textChanged && next.hasContentWarning === row.hasContentWarning) return { answer: row, crisisSupport: false };
    await recordRevision(tx, {
      target: { type: 'answer', id },
      editor: { id: editor.id, isAuthor: editor.id === row.authorId },
      previous: { content: row.content, hasContentWarning: row.hasContentWarning, contentWarningText: row.contentWarningText },
      writtenAt: row.editedAt ?? row.createdAt,
    });
    const [answer] = await tx
      .update(answers)
      .set({ ...next, editedAt: sql`now()` })
      .where(eq(answers.id, id))
      .returning();
    await emitEvent(tx, {
      type: 'content.edited',
      channel: `question:${row.questionId}`,
      payload: { targetType: 'answer', targetId: id, questionId: row.questionId, answerId: id },
    });
    const text = [next.content, next.contentWarningText].filter(Boolean).join('\n');
    return { answer, crisisSupport: textChanged && (await checkForCrisis(tx, { type: 'answer', id }, text)) };
  });
}

/**
 * Edits a comment in one transaction (as updateAnswer: lock, authorize, revision, event,
 * crisis check).
 * @param params.policy the request's row policy (its actor edits); params.id the comment; params.content the new text (trimmed)
 * @returns the comment row after the edit, and whether to offer crisis support
 * @throws AppError 404 when it, its answer or its question is missing or deleted; 403 for someone else's comment (members)
 */
export async function updateComment(
  db: Db,
  params: { policy: RowPolicy; id: number; content: string },
): Promise<{ comment: CommentRow; thread: CommentThread; crisisSupport: boolean }> {
  const { policy, id, content } = params;
  const editor = policy.actor;
  return db.transaction(async (tx) => {
    await assertReadable(tx, 'comment', id, editor);
    const found = await lockLiveComment(tx, id);
    if (!found) throw notFound('Comment');
    const row = found.comment;
    const thread = { questionId: found.questionId, byAnonymousAsker: found.byAnonymousAsker };
    policy.require('post:edit', { authorId: row.authorId });
    if (content === row.content) return { comment: row, thread, crisisSupport: false };
    await recordRevision(tx, {
      target: { type: 'comment', id },
      editor: { id: editor.id, isAuthor: editor.id === row.authorId },
      previous: { content: row.content },
      writtenAt: row.editedAt ?? row.createdAt,
    });
    const [comment] = await tx
      .update(comments)
      .set({ content, editedAt: sql`now()` })
      .where(eq(comments.id, id))
      .returning();
    await emitEvent(tx, {
      type: 'content.edited',
      channel: `question:${found.questionId}`,
      payload: { targetType: 'comment', targetId: id, questionId: found.questionId, answerId: row.answerId },
    });
    return { comment, thread, crisisSupport: await checkForCrisis(tx, { type: 'comment', id }, content) };
  });
}

/**
 * Deletes an answer or comment its author takes back, in one transaction:
 * soft-deleted like a moderator's removal (404 from every read; an answer's comments go with
 * it), the parent's answer_count or comment_count lowered (and the question's trending rank),
 * the reputation an answer's votes earned taken back, and `content.deleted` sent.
 * @param params.policy the request's row policy (its actor deletes); params.type answer or comment; params.id its id
 * @throws AppError 404 when it (or what it belongs to) is missing or deleted; 403 when it is someone else's
 */
export async function deleteOwnPost(db: Db, params: { policy: RowPolicy; type: 'answer' | 'comment'; id: number }): Promise<void> {
  const { policy, type, id } = params;
  const actor = policy.actor;
  const label = type === 'answer' ? 'Answer' : 'Comment';
  await db.transaction(async (tx) => {
    await assertReadable(tx, type, id, actor);
    const row = type === 'answer' ? await lockLiveAnswer(tx, id) : (await lockLiveComment(tx, id))?.comment;
    if (!row) throw notFound(label);
    policy.require('post:delete', { authorId: row.authorId });
    const target = (await loadTargets(tx, [{ type, id }])).get(targetKey(type, id));
    if (!target?.live || !(await softDelete(tx, type, id))) throw notFound(label);
    await decrementCounters(tx, target);
    if (type === 'answer') {
      const answer = row as AnswerRow;
      await withdrawReputation(tx, {
        type: 'answer',
        authorId: answer.authorId,
        isAnonymous: answer.isAnonymous,
        upvotes: answer.upvotes,
        downvotes: answer.downvotes,
      });
    }
    await announceDeletion(tx, target);
  });
}
