/**
 * Thread pages (GET /api/questions/:id/answers) on the shared read cache (decisions 0032, 0039).
 *
 * The **first page** (no cursor) is read once for every reader — the "shared read": the
 * question's author and hidden flag, and its first THREAD_PAGE_SIZE + SPARE_ANSWERS + 1 live
 * answers with every one of their first COMMENT_PREVIEW + 1 + SPARE_COMMENTS live comments,
 * including those hidden pending review, with their authors' ids as stored (anonymous or not) —
 * and kept under `thread:<question id>` (and `user:<id>` of every author on it), which the
 * outbox events of anything a thread shows drop (shared/cache-drops.ts `CACHE_DROPS`). None of
 * that ever leaves the server as it is. For each request, the policy then decides what this
 * reader may see, exactly as the SQL path's filters do: hidden answers and comments only for
 * their author and staff (`canSeePost`, the rule `hiddenFilter` writes in SQL), the page cut at
 * THREAD_PAGE_SIZE of what remains (so a reader who may not see a hidden answer still gets a
 * full page, the next answer taking its place), the authors as the presenters let this reader
 * see them (an anonymous author stays null), mutes and blocks, and the reader's votes. When the
 * spare rows are not enough to fill a reader's page (more hidden answers or comments near the
 * start than spares), that request reads the SQL path instead.
 *
 * The reader's part — mutes, blocks, reader filters and votes on the page's answers — is one
 * statement (`loadReaderStep`), kept under `thread-reader:<question>:<member>` tagged with the
 * member's `user:<id>` (a `reader.changed` event is written with each of their votes, mutes,
 * blocks and settings changes) and the thread's `thread:<id>`, so a repeat read of a cached page
 * costs no query at all.
 *
 * The member's finished page (its JSON bytes) is kept too, under `thread-page:<question>:<member>`,
 * and sent again while the shared read, their reader state and their role are the ones it was
 * made from.
 *
 * Later pages (a cursor), and every read while the cache is off, take the SQL path as before.
 */
import type { Db } from '../../db/connect';
import { getFinishedPage, setFinishedPage, sharedReads, type ReadCache } from '../../shared/read-cache';
import { loadReaderStep, loadReaderView, type ReaderView } from '../../shared/restrictions';
import { canSeePost, type Actor } from '../../auth/policy';
import { notFound } from '../../errors';
import { decodeCursor } from '../../shared/cursor';
import { COMMENT_PREVIEW, THREAD_PAGE_SIZE, type VoteType } from '../../../common/constants';
import type { TAnswer } from '../../../common/schemas/index';
import { readThreadPage, readThreadRows, threadPageOf, type ThreadPageAnswer, type ThreadPageParams, type ThreadQuestion } from './queries';
import { presentThreadPage, threadPageJson } from './presenters';

/** A page of answers as the wire has it (ZAnswerPage). */
type TAnswerPage = { items: TAnswer[]; nextCursor: string | null };

/** Answers read past the page into the shared read, to fill the page of a reader who may not see some hidden ones. */
const SPARE_ANSWERS = 10;
/** Comments read past COMMENT_PREVIEW + 1 per answer into the shared read, for the same reason. */
const SPARE_COMMENTS = 4;
/** Answers the shared read asks for (it gets one more when the thread has more). */
const SHARED_ANSWERS = THREAD_PAGE_SIZE + SPARE_ANSWERS;
/** Comments per answer the shared read asks for. */
const SHARED_COMMENTS = COMMENT_PREVIEW + 1 + SPARE_COMMENTS;
/** Estimated bytes of an answer or comment beyond its text (ids, counters, dates, author). */
const ROW_OVERHEAD_BYTES = 600;
/** Estimated bytes of a cached reader: fixed part, and per vote, mute or filter entry. */
const READER_BYTES = 400;
const READER_ENTRY_BYTES = 48;

/** The shared read of a question's first thread page (never changed once cached). */
type SharedThread = {
  question: ThreadQuestion;
  /** Up to SHARED_ANSWERS + 1 live answers in display order, hidden ones too, myVote null. */
  rows: ThreadPageAnswer[];
  /** Whether `rows` are all the thread's live answers. */
  complete: boolean;
};

/** What the cache keeps of a member reading one thread (never who they are: the request's user is). */
type ThreadReader = {
  /** The answers whose votes were read. */
  ids: Set<number>;
  votes: Map<number, VoteType>;
  mutedUserIds: ReaderView['mutedUserIds'];
  mutedPosts: ReaderView['mutedPosts'];
  hiddenTopicIds: number[];
  hiddenWords: string[];
};

/** The thread reads of one app, on its read cache. */
export type ThreadPages = {
  /**
   * One page of a question's answers for a member (GET /api/questions/:id/answers).
   * @param viewer the signed-in member; questionId the question; cursor where the page starts (none: the first)
   * @returns the page as the wire has it: from the cache, already as JSON in UTF-8 (`{ json }`, bytes,
   *   so a page sent again is not encoded again)
   * @throws AppError 404 'Question was not found' when missing, deleted or hidden from the member;
   *   400 for a cursor that is not a thread cursor
   */
  page(viewer: NonNullable<Actor>, questionId: number, cursor?: string): Promise<TAnswerPage | { json: Buffer }>;
};

/**
 * What the shared read of a question's first page asks for (exported for thread-plans.test.ts,
 * which holds its plan to the thread's indexes like every page's).
 * @param questionId the question
 * @returns the parameters of `readThreadRows` for no viewer
 */
export function sharedReadParams(questionId: number): ThreadPageParams {
  return { viewer: null, questionId, limit: SHARED_ANSWERS, commentsPerAnswer: SHARED_COMMENTS };
}

/** Estimated size of a shared read in bytes (UTF-16 texts plus a fixed overhead per row). */
function sizeOf(rows: ThreadPageAnswer[]): number {
  let size = 0;
  for (const r of rows) {
    size += 2 * (r.answer.content.length + (r.answer.contentWarningText?.length ?? 0)) + ROW_OVERHEAD_BYTES;
    for (const c of r.firstComments) size += 2 * c.comment.content.length + ROW_OVERHEAD_BYTES;
  }
  return size;
}

/**
 * The tags of a shared read: the thread, and everyone whose name, picture, status or role it
 * shows (the asker is not shown: what the read keeps of them, their id, never changes).
 */
function threadTags(questionId: number, shared: SharedThread): string[] {
  const tags = new Set([`thread:${questionId}`]);
  for (const r of shared.rows) {
    tags.add(`user:${r.answer.authorId}`);
    for (const c of r.firstComments) tags.add(`user:${c.comment.authorId}`);
  }
  return [...tags];
}

/** Whether the viewer may read a post hidden pending review or not (the rule `hiddenFilter` writes in SQL). */
const readable = (viewer: NonNullable<Actor>, post: { authorId: number; hiddenAt: Date | null }) =>
  canSeePost(viewer, { authorId: post.authorId, hidden: post.hiddenAt !== null });

/**
 * The reader's first page from the shared read, as the SQL path would read it for them: the
 * answers and comments they may read, the page cut at THREAD_PAGE_SIZE, each answer's first
 * COMMENT_PREVIEW + 1 comments and their votes.
 * @returns the page, or null when the shared read's spare rows cannot fill it (the caller reads SQL)
 */
function readerPage(
  shared: SharedThread,
  viewer: NonNullable<Actor>,
  votes: Map<number, VoteType>,
): { rows: ThreadPageAnswer[]; nextCursor: string | null } | null {
  const visible = shared.rows.filter((r) => readable(viewer, r.answer));
  if (visible.length <= THREAD_PAGE_SIZE && !shared.complete) return null;
  const page = threadPageOf(visible, THREAD_PAGE_SIZE);
  const rows: ThreadPageAnswer[] = [];
  for (const r of page.rows) {
    const comments = r.firstComments.filter((c) => readable(viewer, c.comment));
    // Fewer than COMMENT_PREVIEW + 1 left of a list the shared read cut: the SQL path knows the rest.
    if (comments.length <= COMMENT_PREVIEW && r.firstComments.length >= SHARED_COMMENTS) return null;
    rows.push({ ...r, myVote: votes.get(r.answer.id) ?? null, firstComments: comments.slice(0, COMMENT_PREVIEW + 1) });
  }
  return { rows, nextCursor: page.nextCursor };
}

/**
 * Thread pages on a read cache.
 * @param db the database
 * @param cache the app's read cache (`app.readCache`)
 */
export function createThreadPages(db: Db, cache: ReadCache): ThreadPages {
  const once = sharedReads(cache);

  /** Today's path: the page read for this viewer in one statement, their mutes and filters beside it. */
  const uncachedPage = async (viewer: NonNullable<Actor>, questionId: number, cursor?: string): Promise<TAnswerPage> => {
    const after = cursor ? decodeCursor('thread', cursor) : undefined;
    const [page, reader] = await Promise.all([
      readThreadPage(db, { viewer, questionId, after, limit: THREAD_PAGE_SIZE, commentsPerAnswer: COMMENT_PREVIEW + 1 }),
      loadReaderView(db, viewer),
    ]);
    if (!page || !canSeePost(viewer, page.question)) throw notFound('Question');
    return { items: presentThreadPage(page.rows, viewer, COMMENT_PREVIEW, reader), nextCursor: page.nextCursor };
  };

  /** The shared read of a question's first page, from the cache or the database (then stored); null when the question is missing or deleted. */
  const sharedThread = async (questionId: number): Promise<SharedThread | null> => {
    const key = `thread:${questionId}:first`;
    const hit = cache.get<SharedThread>(key);
    if (hit) return hit;
    return once(key, async () => {
      const epoch = cache.epoch();
      const found = await readThreadRows(db, sharedReadParams(questionId));
      if (!found) return null;
      const shared: SharedThread = { question: found.question, rows: found.rows, complete: found.rows.length <= SHARED_ANSWERS };
      cache.set(key, shared, threadTags(questionId, shared), sizeOf(shared.rows), epoch);
      return shared;
    });
  };

  /** The member's reader view and votes on the shared read's answers, from the cache or one statement (then stored). */
  const threadReader = async (viewer: NonNullable<Actor>, questionId: number, shared: SharedThread): Promise<ThreadReader> => {
    const key = `thread-reader:${questionId}:${viewer.id}`;
    /** Whether a state holds the votes on every answer of this shared read. */
    const covers = (state: ThreadReader | undefined): state is ThreadReader =>
      state !== undefined && shared.rows.every((r) => state.ids.has(r.answer.id));
    const read = async (): Promise<ThreadReader> => {
      const epoch = cache.epoch();
      const ids = shared.rows.map((r) => r.answer.id);
      const step = await loadReaderStep(db, viewer, { targetType: 'answer', ids });
      const state: ThreadReader = {
        ids: new Set(ids),
        votes: step.votes,
        mutedUserIds: step.view.mutedUserIds,
        mutedPosts: step.view.mutedPosts,
        hiddenTopicIds: step.view.hiddenTopicIds,
        hiddenWords: step.view.hiddenWords,
      };
      const entries = ids.length + state.mutedUserIds.size + state.mutedPosts.size + state.hiddenTopicIds.length + state.hiddenWords.length;
      cache.set(key, state, [`user:${viewer.id}`, `thread:${questionId}`], READER_BYTES + READER_ENTRY_BYTES * entries, epoch);
      return state;
    };
    const hit = cache.get<ThreadReader>(key);
    if (covers(hit)) return hit;
    // A read shared with a concurrent request may have been made for another shared read's answers.
    const joined = await once(key, read);
    return covers(joined) ? joined : read();
  };

  return {
    async page(viewer, questionId, cursor) {
      if (cursor || !cache.isOn()) return uncachedPage(viewer, questionId, cursor);
      const epoch = cache.epoch();
      const shared = await sharedThread(questionId);
      if (!shared || !canSeePost(viewer, shared.question)) throw notFound('Question');
      const state = await threadReader(viewer, questionId, shared);
      // The member read this very page a moment ago, and nothing it shows has changed since.
      const madeKey = `thread-page:${questionId}:${viewer.id}`;
      const made = getFinishedPage(cache, madeKey, [shared, state, viewer.role]);
      if (made) return { json: made };
      const page = readerPage(shared, viewer, state.votes);
      if (!page) return uncachedPage(viewer, questionId);
      const reader: ReaderView = {
        viewer,
        mutedUserIds: state.mutedUserIds,
        mutedPosts: state.mutedPosts,
        hiddenTopicIds: state.hiddenTopicIds,
        hiddenWords: state.hiddenWords,
      };
      // Shared fields serialized once per cached row, the reader's per request (no zod parse of the page).
      const json = Buffer.from(threadPageJson(page.rows, page.nextCursor, viewer, COMMENT_PREVIEW, reader));
      setFinishedPage(cache, madeKey, [shared, state, viewer.role], json, [`user:${viewer.id}`, `thread:${questionId}`], epoch);
      return { json };
    },
  };
}
