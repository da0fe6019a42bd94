/**
 * The feed and the question page served from the shared read cache (decision 0032). What is the
 * same for every reader — a feed page's records as the one-statement query returns them (raw
 * author: id and isAnonymous; no viewer's vote), or a question's record — comes from
 * `app.readCache`; what is the reader's own — their mutes, blocks, reader filters and votes on
 * questions — is read in one small statement (`loadReaderStep`) and kept in the same cache under
 * the member's `user:<id>` tag, which every event addressed to them drops (`reader.changed` is
 * written with each of their votes, mutes, blocks and settings changes), so a repeat read costs
 * no query. A member with more than MAX_CACHED_VOTES question votes has the page's votes read
 * per request instead. The
 * presenters and the policy then decide, per reader, exactly as on an uncached read: the author
 * of an anonymous question never leaves the server, `isOwn`, abilities and `hiddenReason`.
 *
 * The Following feed (`following`) is the member's own list: no page of it is shared. Its first
 * CACHED_PAGES pages are kept as the member's finished page (decision 0095), made in one
 * statement (their filters in SQL, their votes selected with it) and tagged as a shared feed page
 * of the same query would be — `feed`, `feed:<sort>`, each question, author and topic on it — so
 * every event that changes which questions a feed lists, their order or what a card shows drops
 * it, plus the member's `user:<id>`: their reader state, and `follows.changed` when their followed
 * topics or questions change (a follow, an unfollow, an answer that made them follow; asking
 * writes `question.created`, which drops every feed).
 *
 * Cached: the first CACHED_PAGES pages of each (sort, topic, search) — the page with no cursor
 * and the pages reached from it by their `nextCursor`. Deeper pages, readers with reader filters
 * (hidden topics or words: their pages are filtered in SQL, so no page comes up short) and any
 * read while the cache is off go to the database as before.
 */
import { boundedCache } from '../../shared/caches';
import type { Db } from '../../db/connect';
import { getFinishedPage, setFinishedPage, sharedReads, type ReadCache } from '../../shared/read-cache';
import { loadReaderStep, loadReaderView, type ReaderView } from '../../shared/restrictions';
import { canSeePost, type Actor } from '../../auth/policy';
import { notFound } from '../../errors';
import type { SortMode, VoteType } from '../../../common/constants';
import type { TQuestion, TQuestionPage } from '../../../common/schemas/index';
import { getSharedQuestion, listQuestions, recordQuestionView, type QuestionPageRecords, type QuestionRecord } from './queries';
import { presentQuestion, presentQuestionPage, questionJson, questionPageJson } from './presenters';

/** Pages of one ordering kept in the cache: the first and the two after it. */
const CACHED_PAGES = 3;
/** Cursors known to lead to a cached page, shared or a member's Following page (key → page depth), at most this many. */
const MAX_SHALLOW_CURSORS = 20_000;
/** (question, member) views already counted, remembered so a repeat view writes nothing; at most this many. */
const MAX_COUNTED_VIEWS = 200_000;
/** Estimated bytes of a record beyond its texts (ids, counters, dates, author, topics). */
const RECORD_OVERHEAD_BYTES = 800;
/** A member's question votes kept with their reader view, at most (more: read per page). */
const MAX_CACHED_VOTES = 2_000;
/** Estimated bytes of a cached reader: fixed part, and per vote, mute or filter entry. */
const READER_BYTES = 400;
const READER_ENTRY_BYTES = 48;

/** What the cache keeps of a member as a reader (never who they are: the request's user is). */
type ReaderState = {
  mutedUserIds: ReaderView['mutedUserIds'];
  mutedPosts: ReaderView['mutedPosts'];
  hiddenTopicIds: number[];
  hiddenWords: string[];
  /** All their question votes, or null when they have more than MAX_CACHED_VOTES. */
  questionVotes: Map<number, VoteType> | null;
};

/** A feed request as the route validated it. */
export type FeedQuery = { sortBy: SortMode; topicId?: number; search?: string; cursor?: string; following?: boolean };

/**
 * Search words as one cache key and one query: trimmed, white space collapsed, lower case
 * (PostgreSQL's english text search lower-cases anyway).
 * @returns the normalised words, or undefined when there are none
 */
export function normaliseSearch(search: string | undefined): string | undefined {
  const words = search?.trim().replace(/\s+/g, ' ').toLowerCase();
  return words ? words : undefined;
}

const feedKey = (q: FeedQuery) => `feed:${JSON.stringify([q.sortBy, q.topicId ?? null, q.search ?? '', q.cursor ?? ''])}`;
/** A member's Following page's key (their finished page, and its cursors' depth). */
const followingKey = (userId: number, q: FeedQuery) => `following:${userId}|${feedKey(q)}`;

/** Estimated size of records in bytes (UTF-16 texts plus a fixed overhead each). */
const sizeOf = (records: QuestionRecord[]) =>
  records.reduce((sum, r) => sum + 2 * (r.question.title.length + r.question.content.length) + RECORD_OVERHEAD_BYTES, 0);

/** The tags of records: each question, its author and its topics. */
function recordTags(records: QuestionRecord[]): string[] {
  const tags = new Set<string>();
  for (const r of records) {
    tags.add(`question:${r.question.id}`);
    tags.add(`user:${r.question.authorId}`);
    for (const t of r.topics) tags.add(`topic:${t.id}`);
  }
  return [...tags];
}

const hasFilters = (view: ReaderView) => view.hiddenTopicIds.length > 0 || view.hiddenWords.length > 0;

/** The feed and question reads of one app, on its read cache. */
export type SharedPages = {
  /**
   * One feed page for a member (GET /api/questions).
   * @param user the signed-in member; query the validated query
   * @returns the page as the wire has it: from a cached page, already as JSON in UTF-8 (`{ json }`,
   *   bytes, so a page sent again is not encoded again)
   * @throws AppError 400 for a cursor that is not valid for this sort
   */
  feed(user: NonNullable<Actor>, query: FeedQuery): Promise<TQuestionPage | { json: Buffer }>;
  /**
   * One question for a member (GET /api/questions/:id), counting their view once.
   * @param user the signed-in member; id the question
   * @returns the Question as the wire has it: from the cache, already as JSON in UTF-8 (`{ json }`,
   *   the member's finished page); while the cache is off, the Question for the serializer
   * @throws AppError 404 'Question was not found' when missing, deleted or hidden from the member
   */
  question(user: NonNullable<Actor>, id: number): Promise<TQuestion | { json: Buffer }>;
};

/**
 * The feed and question reads on a read cache.
 * @param db the database
 * @param cache the app's read cache (`app.readCache`)
 */
export function createSharedPages(db: Db, cache: ReadCache): SharedPages {
  const shallowCursors = boundedCache<string, number>({ max: MAX_SHALLOW_CURSORS });
  const countedViews = boundedCache<string, true>({ max: MAX_COUNTED_VIEWS });
  /** Concurrent misses of one key share one database read (shared/read-cache.ts). */
  const once = sharedReads(cache);

  /** Today's path: the reader's filters applied in SQL, the vote in the same statement. */
  const uncachedFeed = async (user: NonNullable<Actor>, query: FeedQuery, reader?: ReaderView, followerId?: number) => {
    const view = reader ?? (await loadReaderView(db, user));
    const page = await listQuestions(db, { ...query, viewerId: user.id, reader: view, followerId });
    return presentQuestionPage(page, user, view);
  };

  /** The shared page under a key, read from the database (and stored) when not cached. */
  const sharedPage = async (query: FeedQuery, depth: number): Promise<QuestionPageRecords> => {
    const key = feedKey(query);
    const hit = cache.get<QuestionPageRecords>(key);
    if (hit) return hit;
    return once(key, async () => {
      const epoch = cache.epoch();
      const page = await listQuestions(db, { ...query, viewerId: 0 });
      const tags = ['feed', `feed:${query.sortBy}`, ...recordTags(page.records)];
      if (query.topicId != null) tags.push(`topic:${query.topicId}`);
      cache.set(key, page, tags, sizeOf(page.records), epoch);
      if (page.nextCursor && depth + 1 < CACHED_PAGES) shallowCursors.set(feedKey({ ...query, cursor: page.nextCursor }), depth + 1);
      return page;
    });
  };

  /** The member's reader state, from the cache or one statement (then kept under `user:<id>`). */
  const readerState = async (user: NonNullable<Actor>): Promise<ReaderState> => {
    const key = `reader:${user.id}`;
    const hit = cache.get<ReaderState>(key);
    if (hit) return hit;
    return once(key, async () => {
      const epoch = cache.epoch();
      const step = await loadReaderStep(db, user, { targetType: 'question', upTo: MAX_CACHED_VOTES });
      const state: ReaderState = {
        mutedUserIds: step.view.mutedUserIds,
        mutedPosts: step.view.mutedPosts,
        hiddenTopicIds: step.view.hiddenTopicIds,
        hiddenWords: step.view.hiddenWords,
        questionVotes: step.votesComplete ? step.votes : null,
      };
      const entries = state.mutedUserIds.size + state.mutedPosts.size + state.hiddenTopicIds.length + state.hiddenWords.length;
      cache.set(key, state, [`user:${user.id}`], READER_BYTES + READER_ENTRY_BYTES * (entries + step.votes.size), epoch);
      return state;
    });
  };

  /** The reader view for this request: the cached state with the request's own user. */
  const viewOf = (user: NonNullable<Actor>, state: ReaderState): ReaderView => ({
    viewer: user,
    mutedUserIds: state.mutedUserIds,
    mutedPosts: state.mutedPosts,
    hiddenTopicIds: state.hiddenTopicIds,
    hiddenWords: state.hiddenWords,
  });

  /** The reader view for this request and their votes on some questions. */
  const readerFor = async (
    user: NonNullable<Actor>,
    ids: number[],
    state?: ReaderState,
  ): Promise<{ view: ReaderView; votes: Map<number, VoteType> }> => {
    state ??= await readerState(user);
    const view = viewOf(user, state);
    if (state.questionVotes) return { view, votes: state.questionVotes };
    return { view, votes: (await loadReaderStep(db, user, { targetType: 'question', ids })).votes };
  };

  /**
   * The member's Following page: their finished page while nothing it shows has changed (see the
   * module comment), else one statement, kept for the next read.
   */
  const followingFeed = async (user: NonNullable<Actor>, query: FeedQuery): Promise<TQuestionPage | { json: Buffer }> => {
    const key = followingKey(user.id, query);
    const depth = query.cursor ? shallowCursors.get(key) : 0;
    if (depth === undefined || !cache.isOn()) return uncachedFeed(user, query, undefined, user.id);
    const epoch = cache.epoch();
    const state = await readerState(user);
    const from = [state, user.role];
    const made = getFinishedPage(cache, key, from);
    if (made) return { json: made };
    const make = async () => {
      const view = viewOf(user, state);
      const page = await listQuestions(db, { ...query, viewerId: user.id, reader: view, followerId: user.id });
      const votes = new Map(page.records.flatMap((r) => (r.myVote ? [[r.question.id, r.myVote] as const] : [])));
      const bytes = Buffer.from(questionPageJson(page.records, page.nextCursor, user, view, votes));
      const tags = ['feed', `feed:${query.sortBy}`, `user:${user.id}`, ...recordTags(page.records)];
      if (query.topicId != null) tags.push(`topic:${query.topicId}`);
      // `epoch` was taken before the reader state was read: a drop of either since keeps nothing.
      setFinishedPage(cache, key, from, bytes, tags, epoch);
      if (page.nextCursor && depth + 1 < CACHED_PAGES)
        shallowCursors.set(followingKey(user.id, { ...query, cursor: page.nextCursor }), depth + 1);
      return bytes;
    };
    // The member's tabs ask at once: one read, keyed by role too (the abilities on the cards), and
    // shared only when nothing was dropped while the reader state was read (it is then the state
    // of every request that joins).
    const json = cache.epoch() === epoch ? await once(`${key}|${user.role}`, make) : await make();
    return { json };
  };

  return {
    async feed(user, input) {
      const query: FeedQuery = {
        sortBy: input.sortBy,
        topicId: input.topicId,
        search: normaliseSearch(input.search),
        cursor: input.cursor,
      };
      // The Following feed is the member's own: never a shared page (decisions 0076, 0095).
      if (input.following) return followingFeed(user, query);
      const depth = query.cursor ? shallowCursors.get(feedKey(query)) : 0;
      if (depth === undefined || !cache.isOn()) return uncachedFeed(user, query);
      const epoch = cache.epoch();
      const page = await sharedPage(query, depth);
      const state = await readerState(user);
      // The member read this very page a moment ago, and nothing it shows has changed since.
      const readerKey = `${feedKey(query)}|reader:${user.id}`;
      const made = getFinishedPage(cache, readerKey, [page, state, user.role]);
      if (made) return { json: made };
      const { view, votes } = await readerFor(
        user,
        page.records.map((r) => r.question.id),
        state,
      );
      // A reader's filters leave questions out in SQL, so their pages are never short.
      if (hasFilters(view)) return uncachedFeed(user, query, view);
      const json = Buffer.from(questionPageJson(page.records, page.nextCursor, user, view, votes));
      // Not kept when the member's votes were read for this page alone.
      if (state.questionVotes) setFinishedPage(cache, readerKey, [page, state, user.role], json, [`user:${user.id}`], epoch);
      return { json };
    },

    async question(user, id) {
      const epoch = cache.epoch();
      const key = `question:${id}`;
      let record = cache.get<QuestionRecord>(key);
      if (!record) {
        record = await once(key, async () => {
          const readAt = cache.epoch();
          const found = await getSharedQuestion(db, id);
          if (found) cache.set(key, found, recordTags([found]), sizeOf([found]), readAt);
          return found ?? undefined;
        });
        if (!record) throw notFound('Question');
      }
      if (!canSeePost(user, { authorId: record.question.authorId, hidden: record.question.hiddenAt !== null })) throw notFound('Question');
      const viewKey = `${id}:${user.id}`;
      const [reader, viewCount] = await Promise.all([
        cache.isOn() ? readerState(user) : loadReaderStep(db, user, { targetType: 'question', ids: [id] }),
        countedViews.has(viewKey) ? null : recordQuestionView(db, { questionId: id, userId: user.id }),
      ]);
      countedViews.set(viewKey, true);
      // A counter only grows: the shared record takes the new count, so the member never sees it go back.
      if (viewCount !== null && viewCount > record.question.viewCount) record.question.viewCount = viewCount;
      if ('view' in reader) {
        // The cache is off: the uncached path, through the route's serializer.
        return presentQuestion({ ...record, question: { ...record.question }, myVote: reader.votes.get(id) ?? null }, user, reader.view);
      }
      // The member read this very question a moment ago, and nothing it shows has changed since:
      // the same record (an event dropped none of it), view count (raised in place), reader state and role.
      const madeKey = `question-page:${id}:${user.id}`;
      const from = [record, reader, user.role, record.question.viewCount];
      const made = getFinishedPage(cache, madeKey, from);
      if (made) return { json: made };
      const { view, votes } = await readerFor(user, [id], reader);
      const json = Buffer.from(questionJson(record, votes.get(id) ?? null, user, view));
      // Not kept when the member's votes were read for this question alone.
      if (reader.questionVotes) setFinishedPage(cache, madeKey, from, json, [`user:${user.id}`, key], epoch);
      return { json };
    },
  };
}
