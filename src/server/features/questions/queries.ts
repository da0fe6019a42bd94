/**
 * Question reads and writes. Lists are keyset-paginated on the partial indexes of
 * db/schema/content.ts: every ORDER BY below is written `desc nulls last`, exactly as the
 * indexes are defined (Postgres' plain `desc` means NULLS FIRST and would skip the index),
 * and every feed query carries `deleted_at is null`, the indexes' predicate.
 * `bench/explain-feed.ts` prints the plans.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { questionTopics, questionViews, questions, topics, users, votes } from '../../db/schema/index';
import { refreshHotRank } from '../../shared/ranking';
import { checkForCrisis } from '../../shared/crisis-check';
import { authorColumns, type AuthorFields } from '../../shared/presenters';
import { badRequest, notFound } from '../../errors';
import { PAGE_SIZE, QUESTION_PREVIEW_CHARS, UNANSWERED_WITHIN_DAYS, type SortMode, type VoteType } from '../../../common/constants';
import type { ZCreateQuestion, ZUpdateQuestion } from '../../../common/schemas/index';
import type { Actor, RowPolicy } from '../../auth/policy';
import { assertReadable, hiddenFilter } from '../../shared/auto-hide';
import { emitEvent } from '../../events/outbox';
import { editedContentWarning, recordRevision } from '../../shared/revisions';
import { announceDeletion, decrementCounters, softDelete } from '../../shared/removal';
import { withdrawReputation } from '../../shared/reputation';
import { loadTargets, targetKey } from '../../shared/targets';
import type { z } from 'zod';
import { decodeCursor, encodeCursor, type CursorKey, type CursorOrdering } from '../../shared/cursor';
import { readerFeedConditions, type FeedReader } from './reader-filter';
import { hiddenWordsPattern } from '../../shared/restrictions';
import { addQuestionFollow, followedBySql, sendNewQuestionAlerts } from '../../shared/question-follows';
import { execute } from '../../db/execute';
import { words } from '../../i18n/messages';
import { live } from '../../shared/live';

/** The columns of a question a response needs (never the search vector). */
const questionColumns = {
  id: questions.id,
  authorId: questions.authorId,
  title: questions.title,
  content: questions.content,
  isAnonymous: questions.isAnonymous,
  hasContentWarning: questions.hasContentWarning,
  contentWarningText: questions.contentWarningText,
  upvotes: questions.upvotes,
  downvotes: questions.downvotes,
  answerCount: questions.answerCount,
  viewCount: questions.viewCount,
  hotRank: questions.hotRank,
  createdAt: questions.createdAt,
  editedAt: questions.editedAt,
  hiddenAt: questions.hiddenAt,
};

/** created_at as exact UTC text with microseconds, for cursors (a JS Date keeps only milliseconds). */
const createdAtText = sql<string>`to_char(${questions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type TopicRef = { id: number; name: string; slug: string };

/**
 * The question's topics as a JSON array, aggregated in the page's own statement (unordered: an
 * ordered aggregate adds a Sort node per row; `byTopicName` orders the few topics in JavaScript).
 */
const topicsJson = sql<
  TopicRef[]
>`coalesce((select json_agg(json_build_object('id', ${topics.id}, 'name', ${topics.name}, 'slug', ${topics.slug}))
  from ${questionTopics} inner join ${topics} on ${topics.id} = ${questionTopics.topicId}
  where ${questionTopics.questionId} = ${questions.id}), '[]'::json)`;

/** The viewer's vote on the question (primary-key lookup in the same statement), or null. */
const myVoteSql = (viewerId: number) =>
  sql<VoteType | null>`(select ${votes.voteType} from ${votes}
    where ${votes.userId} = ${viewerId} and ${votes.targetType} = 'question' and ${votes.targetId} = ${questions.id})`;

/**
 * What one statement selects for a question: its columns, its raw author, its topics and the
 * viewer's vote. For a list (`preview`), only the first QUESTION_PREVIEW_CHARS + 1 characters of
 * the content leave the database (cut at a word boundary by `cutPreview`), and when the reader
 * hides words, whether the whole text contains one is decided in SQL on the whole text.
 */
function selectionFor(viewerId: number, options: { preview: boolean; hiddenWords?: string[] }) {
  const pattern = options.preview ? hiddenWordsPattern(options.hiddenWords ?? []) : null;
  return {
    question: {
      ...questionColumns,
      content: options.preview
        ? sql<string>`left(${questions.content}, ${sql.raw(String(QUESTION_PREVIEW_CHARS + 1))})`
        : questions.content,
    },
    author: authorColumns,
    createdAtText,
    topics: topicsJson,
    myVote: myVoteSql(viewerId),
    hiddenWordsMatch: pattern
      ? sql<boolean>`(${questions.title} ~* ${pattern} or ${questions.content} ~* ${pattern})`
      : sql<boolean | null>`null::boolean`,
  };
}

type SelectedRow = {
  question: { [K in keyof typeof questionColumns]: (typeof questions.$inferSelect)[K] };
  author: AuthorFields;
  createdAtText: string;
  topics: TopicRef[];
  myVote: VoteType | null;
  hiddenWordsMatch: boolean | null;
};

/** A question with everything its presenter needs; the author row is raw (the presenter applies anonymity). */
export type QuestionRecord = {
  question: SelectedRow['question'];
  author: AuthorFields;
  topics: TopicRef[];
  myVote: VoteType | null;
  /** True when `question.content` is a feed preview cut short (the whole text is on GET /api/questions/:id). */
  previewCut: boolean;
  /** Whether the whole text holds one of the reader's hidden words, decided in SQL for a cut preview; null when not checked. */
  hiddenWordsMatch: boolean | null;
};

export type QuestionPageRecords = { records: QuestionRecord[]; nextCursor: string | null };

/**
 * A card's preview: the text itself when it has at most `max` characters
 * (Unicode code points, as PostgreSQL's `left` counts them); otherwise its first `max`
 * characters cut back to the last white space (when there is one in the second half), trailing
 * white space removed.
 * @param head the first max + 1 characters of the text (more is fine)
 * @param max the preview length in characters (QUESTION_PREVIEW_CHARS)
 * @returns `{ text, cut }` — cut true when the text was longer than max
 */
export function cutPreview(head: string, max: number = QUESTION_PREVIEW_CHARS): { text: string; cut: boolean } {
  const chars = Array.from(head);
  if (chars.length <= max) return { text: head, cut: false };
  const first = chars.slice(0, max + 1).join('');
  const lastSpace = first.search(/\s\S*$/u);
  const text = lastSpace > first.length / 2 ? first.slice(0, lastSpace) : chars.slice(0, max).join('');
  return { text: text.trimEnd(), cut: true };
}

/** Topics by lower-case name, then id (what `order by lower(name), id` gave). */
const byTopicName = (a: TopicRef, b: TopicRef) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/** A selected row as a record: the preview cut (lists) or the whole text (one question). */
function toRecord(row: SelectedRow, preview: boolean): QuestionRecord {
  const { text, cut } = preview ? cutPreview(row.question.content) : { text: row.question.content, cut: false };
  return {
    question: { ...row.question, content: text },
    author: row.author,
    topics: [...row.topics].sort(byTopicName),
    myVote: row.myVote,
    previewCut: cut,
    hiddenWordsMatch: cut ? row.hiddenWordsMatch : null,
  };
}

type Ordering = {
  /** ORDER BY terms, column for column as the index is defined. */
  orderBy: SQL[];
  /** The row's sort-key values, in ORDER BY order (what the cursor stores). */
  keyOf: (row: SelectedRow) => CursorKey;
  /** Rows strictly after the key: one row comparison, which Postgres turns into an index bound. */
  after: (key: CursorKey) => SQL;
  /** Which questions the ordering lists at all, when not every live one. */
  where?: SQL;
};

const FEED_ORDERINGS: Record<SortMode, Ordering> = {
  // questions_hot_idx (hot_rank desc, id desc) where deleted_at is null
  trending: {
    orderBy: [sql`${questions.hotRank} desc nulls last`, sql`${questions.id} desc nulls last`],
    keyOf: (r) => [r.question.hotRank, r.question.id],
    after: ([rank, id]) => sql`(${questions.hotRank}, ${questions.id}) < (${rank}::float8, ${id}::int4)`,
  },
  // questions_recent_idx (created_at desc, id desc) where deleted_at is null
  recent: {
    orderBy: [sql`${questions.createdAt} desc nulls last`, sql`${questions.id} desc nulls last`],
    keyOf: (r) => [r.createdAtText, r.question.id],
    after: ([at, id]) => sql`(${questions.createdAt}, ${questions.id}) < (${at}::timestamptz, ${id}::int4)`,
  },
  // questions_unanswered_idx (created_at, id) where deleted_at is null and answer_count = 0;
  // answer_count counts visible answers only (one hidden for review or deleted lowers it).
  unanswered: {
    orderBy: [sql`${questions.createdAt} asc`, sql`${questions.id} asc`],
    keyOf: (r) => [r.createdAtText, r.question.id],
    after: ([at, id]) => sql`(${questions.createdAt}, ${questions.id}) > (${at}::timestamptz, ${id}::int4)`,
    where: sql`${questions.answerCount} = 0 and ${questions.createdAt} > now() - make_interval(days => ${UNANSWERED_WITHIN_DAYS})`,
  },
  // questions_answers_idx (answer_count desc, created_at desc, id desc) where deleted_at is null
  mostAnswers: {
    orderBy: [
      sql`${questions.answerCount} desc nulls last`,
      sql`${questions.createdAt} desc nulls last`,
      sql`${questions.id} desc nulls last`,
    ],
    keyOf: (r) => [r.question.answerCount, r.createdAtText, r.question.id],
    after: ([count, at, id]) =>
      sql`(${questions.answerCount}, ${questions.createdAt}, ${questions.id}) < (${count}::int4, ${at}::timestamptz, ${id}::int4)`,
  },
};

/** Which person's questions, for whom, and whether their anonymous ones are included. */
export type UserQuestionsParams = {
  userId: number;
  viewer: NonNullable<Actor>;
  includeAnonymous: boolean;
  cursor?: string;
  /** The viewer's hidden words, so a cut preview still collapses on a word past the cut. */
  hiddenWords?: string[];
};

export type FeedParams = {
  sortBy: SortMode;
  topicId?: number;
  /** Words for Postgres full-text search (websearch syntax: "quoted phrases", -excluded, or). */
  search?: string;
  cursor?: string;
  /** The reader's filters: their filtered questions are left out (reader-filter.ts). */
  reader?: FeedReader;
  /** Who reads (for myVote, selected in the same statement); absent: no vote. */
  viewerId?: number;
  /** The Following feed of this member: only questions they follow or in topics they follow. */
  followerId?: number;
};

/**
 * The feed's page query, not yet run (exported so bench/explain-feed.ts can EXPLAIN the exact SQL).
 * One statement per page: the ordering's index scan, the author joined, the topics aggregated
 * and the viewer's vote looked up in the same statement, previews cut short.
 * Fetches PAGE_SIZE + 1 rows; the extra row only tells whether another page exists.
 * @throws AppError 400 when the cursor is not valid for this sort
 */
export function buildFeedQuery(db: Db, params: FeedParams) {
  const ordering = FEED_ORDERINGS[params.sortBy];
  // Hidden pending review: out of the feed for every reader, so a page is the same for all.
  const where: SQL[] = [live(questions), isNull(questions.hiddenAt)];
  if (params.topicId != null) {
    where.push(
      sql`exists (select 1 from ${questionTopics} where ${questionTopics.questionId} = ${questions.id} and ${questionTopics.topicId} = ${params.topicId})`,
    );
  }
  const search = params.search?.trim();
  if (search) where.push(sql`${questions.search} @@ websearch_to_tsquery('english', ${search})`);
  if (ordering.where) where.push(ordering.where);
  if (params.followerId != null) where.push(followedBySql(questions.id, params.followerId));
  if (params.cursor) where.push(ordering.after(decodeCursor(params.sortBy, params.cursor)));
  if (params.reader) where.push(...readerFeedConditions(params.reader));
  return db
    .select(selectionFor(params.viewerId ?? 0, { preview: true, hiddenWords: params.reader?.hiddenWords }))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(and(...where))
    .orderBy(...ordering.orderBy)
    .limit(PAGE_SIZE + 1);
}

/**
 * One page of the home feed.
 * @param params.sortBy trending | recent | mostAnswers | unanswered (no visible answer, asked in the last
 *   UNANSWERED_WITHIN_DAYS days, longest-waiting first); topicId filter; search words; cursor from the previous page
 * @param params.viewerId the signed-in viewer (for myVote); params.reader their filters (optional)
 * @returns `{ records, nextCursor }` — at most PAGE_SIZE records; nextCursor null on the last page
 * @throws AppError 400 for a cursor that is not valid for this sort
 */
export async function listQuestions(db: Db, params: FeedParams & { viewerId: number }): Promise<QuestionPageRecords> {
  const rows: SelectedRow[] = await buildFeedQuery(db, params);
  return toPage(rows, params.sortBy, FEED_ORDERINGS[params.sortBy].keyOf);
}

/**
 * The profile list's page query, not yet run (exported for bench/explain-feed.ts): a person's
 * questions, newest first by id (index questions_author_idx: author_id, id desc), PAGE_SIZE + 1 rows.
 * Anonymous questions are included only with `includeAnonymous` (the policy decides:
 * `canSeeAnonymousPostsOf`); questions hidden pending review only for their author and staff.
 * @throws AppError 400 when the cursor is not valid
 */
export function buildUserQuestionsQuery(db: Db, params: UserQuestionsParams) {
  const where: SQL[] = [eq(questions.authorId, params.userId), live(questions)];
  const hidden = hiddenFilter(questions, params.viewer);
  if (hidden) where.push(hidden);
  if (!params.includeAnonymous) where.push(eq(questions.isAnonymous, false));
  if (params.cursor) {
    const [id] = decodeCursor('author', params.cursor);
    where.push(sql`${questions.id} < ${id}::int4`);
  }
  return db
    .select(selectionFor(params.viewer.id, { preview: true, hiddenWords: params.hiddenWords }))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(and(...where))
    .orderBy(sql`${questions.id} desc nulls last`)
    .limit(PAGE_SIZE + 1);
}

/**
 * One page of a person's questions for their profile, newest first.
 * Anonymous questions are listed only with `includeAnonymous` (to their author): to anyone
 * else the list would reveal who wrote them (they are left out entirely, not shown with a
 * hidden author).
 * @param params.userId whose questions; viewer who is looking (for myVote and hidden posts);
 *   includeAnonymous from the policy; cursor from the previous page
 * @returns `{ records, nextCursor }`
 * @throws AppError 404 'User was not found'; 400 for an invalid cursor
 */
export async function listUserQuestions(db: Db, params: UserQuestionsParams): Promise<QuestionPageRecords> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, params.userId));
  if (!person) throw notFound('User');
  const rows: SelectedRow[] = await buildUserQuestionsQuery(db, params);
  return toPage(rows, 'author', (r) => [r.question.id]);
}

/** Cuts the probe row and the previews, and makes the next cursor (no further query). */
function toPage(rows: SelectedRow[], ordering: CursorOrdering, keyOf: (row: SelectedRow) => CursorKey): QuestionPageRecords {
  const hasMore = rows.length > PAGE_SIZE;
  const pageRows = hasMore ? rows.slice(0, PAGE_SIZE) : rows;
  const nextCursor = hasMore ? encodeCursor(ordering, keyOf(pageRows[pageRows.length - 1])) : null;
  return { records: pageRows.map((r) => toRecord(r, true)), nextCursor };
}

/**
 * One question that is not deleted, as every reader shares it: whole text, topics, raw author
 * and `hiddenAt`, no viewer's vote (myVote null), in one statement. Who may read it is for the
 * caller to decide (policy `canSeePost`): this is what the read cache keeps.
 * @param id the question
 * @returns the record, or null when missing or deleted
 */
export async function getSharedQuestion(db: Db, id: number): Promise<QuestionRecord | null> {
  const rows: SelectedRow[] = await db
    .select(selectionFor(0, { preview: false }))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(and(eq(questions.id, id), live(questions)))
    .limit(1);
  return rows[0] ? toRecord(rows[0], false) : null;
}

/**
 * One question that is not deleted, with its whole text, topics and the viewer's vote, in one
 * statement; a question hidden pending review only for its author and staff (policy `canSeePost`).
 * @param params.id the question; params.policy the request's row policy (its actor reads)
 * @returns the record
 * @throws AppError 404 'Question was not found' when missing, deleted or hidden from the viewer
 */
export async function getQuestion(db: Db, params: { id: number; policy: RowPolicy }): Promise<QuestionRecord> {
  const rows: SelectedRow[] = await db
    .select(selectionFor(params.policy.actor.id, { preview: false }))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(and(eq(questions.id, params.id), live(questions)))
    .limit(1);
  const [row] = rows;
  if (!row || !params.policy.seesPost({ authorId: row.question.authorId, hidden: row.question.hiddenAt !== null })) {
    throw notFound('Question');
  }
  return toRecord(row, false);
}

/**
 * Counts a view of a question at most once per signed-in viewer: the (question, user) row is
 * inserted if absent, and view_count grows only when it was, in one statement.
 * @returns the new view count when this view was counted, or null when it had been counted before
 */
export async function recordQuestionView(db: Db, params: { questionId: number; userId: number }): Promise<number | null> {
  // One statement (atomic on its own): the view row if absent, and the count raised only then.
  const result = await execute<{ viewCount: number }>(
    db,
    sql`
    with seen as (
      insert into ${questionViews} (question_id, user_id) values (${params.questionId}, ${params.userId})
      on conflict do nothing returning question_id
    )
    update ${questions} set view_count = view_count + 1 where id = (select question_id from seen)
    returning view_count as "viewCount"`,
  );
  const [row] = result;
  return row ? Number(row.viewCount) : null;
}

export type NewQuestion = z.output<typeof ZCreateQuestion>;

/**
 * Creates a question with its topics in one transaction: the topic links, each topic's
 * questions_count, the trending rank (shared/ranking.ts) and, when the text holds crisis
 * language, MindSpace Safety's report (shared/crisis-check.ts) are written together.
 * @param params.authorId the asker; params.input the validated payload (topicIds unique, warning text null without a warning)
 * @returns the new question's id, and whether to offer crisis support
 * @throws AppError 400 'Unknown topic' when a topic id names no topic
 */
export async function createQuestion(
  db: Db,
  params: { authorId: number; input: NewQuestion },
): Promise<{ id: number; crisisSupport: boolean }> {
  const { input } = params;
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, input.topicIds));
    if (found.length !== input.topicIds.length) throw badRequest(words('error.unknownTopic'));
    const [row] = await tx
      .insert(questions)
      .values({
        authorId: params.authorId,
        title: input.title,
        content: input.content,
        isAnonymous: input.isAnonymous,
        hasContentWarning: input.hasContentWarning,
        contentWarningText: input.hasContentWarning ? input.contentWarningText : null,
      })
      .returning({ id: questions.id });
    await tx.insert(questionTopics).values(input.topicIds.map((topicId) => ({ questionId: row.id, topicId })));
    await tx
      .update(topics)
      .set({ questionsCount: sql`${topics.questionsCount} + 1` })
      .where(inArray(topics.id, input.topicIds));
    await refreshHotRank(tx, row.id);
    const text = [input.title, input.content, input.hasContentWarning ? input.contentWarningText : null].filter(Boolean).join('\n');
    const crisisSupport = await checkForCrisis(tx, { type: 'question', id: row.id }, text);
    // The asker follows their question (decision 0076), and members who asked for it hear of it.
    await addQuestionFollow(tx, { userId: params.authorId, questionId: row.id });
    await sendNewQuestionAlerts(tx, {
      id: row.id,
      authorId: params.authorId,
      isAnonymous: input.isAnonymous,
      title: input.title,
      content: input.content,
      topicIds: input.topicIds,
    });
    // Ids only: an anonymous question's author must never travel in an event (read caches drop their feed pages on it).
    await emitEvent(tx, { type: 'question.created', channel: 'questions', payload: { questionId: row.id, topicIds: input.topicIds } });
    return { id: row.id, crisisSupport };
  });
}

export type QuestionEdit = z.output<typeof ZUpdateQuestion>;

/**
 * Edits a question in one transaction: the row is locked, the editor
 * authorized ('post:edit': the author, or staff), the replaced version stored as a revision
 * (and a staff edit logged), the new fields and `edited_at` written, topic links and each
 * topic's questions_count moved with the topics, a live `content.edited` event sent and the
 * new text checked for crisis language (shared/crisis-check.ts). An edit that changes nothing
 * writes nothing.
 * @param params.policy the request's row policy (its actor edits); params.id the question; params.input the validated edit
 * @returns whether to offer the writer crisis support
 * @throws AppError 404 when missing or deleted; 403 for someone else's question (members);
 *   400 'Unknown topic'
 */
export async function updateQuestion(
  db: Db,
  params: { policy: RowPolicy; id: number; input: QuestionEdit },
): Promise<{ crisisSupport: boolean }> {
  const { policy, id, input } = params;
  const editor = policy.actor;
  return db.transaction(async (tx) => {
    await assertReadable(tx, 'question', id, editor);
    const [row] = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), live(questions)))
      .for('update');
    if (!row) throw notFound('Question');
    policy.require('post:edit', { authorId: row.authorId });
    const oldTopicIds = (await tx.select({ id: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, id))).map(
      (t) => t.id,
    );
    const next = {
      title: input.title ?? row.title,
      content: input.content ?? row.content,
      ...editedContentWarning(input, row),
    };
    const topicIds = input.topicIds ?? oldTopicIds;
    const added = topicIds.filter((t) => !oldTopicIds.includes(t));
    const removed = oldTopicIds.filter((t) => !topicIds.includes(t));
    const textChanged = next.title !== row.title || next.content !== row.content || next.contentWarningText !== row.contentWarningText;
    if (!textChanged && next.hasContentWarning === row.hasContentWarning && added.length === 0 && removed.length === 0) {
      return { crisisSupport: false };
    }
    if (added.length > 0) {
      const found = await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, added));
      if (found.length !== added.length) throw badRequest(words('error.unknownTopic'));
    }
    await recordRevision(tx, {
      target: { type: 'question', id },
      editor: { id: editor.id, isAuthor: editor.id === row.authorId },
      previous: {
        title: row.title,
        content: row.content,
        topicIds: oldTopicIds,
        hasContentWarning: row.hasContentWarning,
        contentWarningText: row.contentWarningText,
      },
      writtenAt: row.editedAt ?? row.createdAt,
    });
    await tx
      .update(questions)
      .set({ ...next, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(questions.id, id));
    if (removed.length > 0) {
      await tx.delete(questionTopics).where(and(eq(questionTopics.questionId, id), inArray(questionTopics.topicId, removed)));
      await tx
        .update(topics)
        .set({ questionsCount: sql`greatest(${topics.questionsCount} - 1, 0)` })
        .where(inArray(topics.id, removed));
    }
    if (added.length > 0) {
      await tx.insert(questionTopics).values(added.map((topicId) => ({ questionId: id, topicId })));
      await tx
        .update(topics)
        .set({ questionsCount: sql`${topics.questionsCount} + 1` })
        .where(inArray(topics.id, added));
    }
    await emitEvent(tx, {
      type: 'content.edited',
      channel: `question:${id}`,
      payload: { targetType: 'question', targetId: id, questionId: id },
    });
    if (!textChanged) return { crisisSupport: false };
    const text = [next.title, next.content, next.contentWarningText].filter(Boolean).join('\n');
    return { crisisSupport: await checkForCrisis(tx, { type: 'question', id }, text) };
  });
}

/**
 * Deletes a question its author takes back, in one transaction: soft-deleted
 * like a moderator's removal (gone from every read: 404, and its answers and comments with it),
 * its topics' questions_count lowered, the reputation its votes earned taken back, and a live
 * `content.deleted` event sent.
 * @param params.policy the request's row policy (its actor deletes); params.id the question
 * @throws AppError 404 when missing or already deleted; 403 when it is someone else's
 */
export async function deleteOwnQuestion(db: Db, params: { policy: RowPolicy; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await assertReadable(tx, 'question', params.id, params.policy.actor);
    const [row] = await tx
      .select({
        authorId: questions.authorId,
        isAnonymous: questions.isAnonymous,
        upvotes: questions.upvotes,
        downvotes: questions.downvotes,
      })
      .from(questions)
      .where(and(eq(questions.id, params.id), live(questions)))
      .for('update');
    if (!row) throw notFound('Question');
    params.policy.require('post:delete', { authorId: row.authorId });
    const target = (await loadTargets(tx, [{ type: 'question', id: params.id }])).get(targetKey('question', params.id));
    if (!target?.live || !(await softDelete(tx, 'question', params.id))) throw notFound('Question');
    await decrementCounters(tx, target);
    await withdrawReputation(tx, { type: 'question', ...row });
    await announceDeletion(tx, target);
  });
}
