import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { execute } from '../../db/execute';
import { makeTopic, makeVote } from '../../test/factories';
import { questions, topics } from '../../db/schema/index';
import { refreshHotRank } from '../../shared/ranking';
import { QUESTION_PREVIEW_CHARS, type SortMode } from '../../../common/constants';
import { cutPreview } from './queries';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
let anxiety: number;
let sleep: number;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await ctx.createUser({ firstName: 'Quillon', lastName: 'Marchbanks' });
  reader = await ctx.createUser();
  other = await ctx.createUser();
  anxiety = await newTopic('Anxiety');
  sleep = await newTopic('Sleep');
});
afterAll(() => ctx.close());

type Body = Record<string, unknown>;

function ask(user: TestUser | null, fields: Body = {}) {
  return ctx.api(user, 'POST /api/questions', {
    body: {
      title: 'How do I calm down before exams?',
      content: 'My heart races every time.',
      topicIds: [anxiety],
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
      ...fields,
    },
  });
}

/** Asks a question and returns its id (fails the test when refused). */
async function askId(user: TestUser, fields: Body = {}): Promise<number> {
  const res = await ask(user, fields);
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

/** Follows nextCursor to the end; returns every page's ids. */
async function walk(user: TestUser, url: string): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    // ctx.request: walks any list URL the callers give.
    const res = await ctx.request(user, 'GET', cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url);
    expect(res.statusCode).toBe(200);
    pages.push(res.body.items.map((q: { id: number }) => q.id));
    cursor = res.body.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

/** The sorts that list every live question (Unanswered has its own suite: unanswered-feed.test.ts). */
const EVERY_QUESTION_SORTS = ['trending', 'recent', 'mostAnswers'] as const satisfies readonly SortMode[];
type EveryQuestionSort = (typeof EVERY_QUESTION_SORTS)[number];

const ORDER_SQL: Record<EveryQuestionSort, string> = {
  trending: 'hot_rank desc, id desc',
  recent: 'created_at desc, id desc',
  mostAnswers: 'answer_count desc, created_at desc, id desc',
};

/** The ids of a topic's live questions in a sort's order, straight from the database. */
async function expectedOrder(topicId: number, sortBy: EveryQuestionSort): Promise<number[]> {
  const rows = await execute<{ id: number }>(
    ctx.database.db,
    sql`select q.id from questions q join question_topics qt on qt.question_id = q.id
        where qt.topic_id = ${topicId} and q.deleted_at is null order by ${sql.raw(ORDER_SQL[sortBy])}`,
  );
  return rows.map((r) => r.id);
}

/** A topic made by the test factory; its id. */
async function newTopic(name: string): Promise<number> {
  return (await makeTopic(ctx.database.db, name)).id;
}

describe('POST /api/questions', () => {
  it('creates a question and answers 201 with the Question shape', async () => {
    const before = (await ctx.database.db.select().from(topics).where(eq(topics.id, sleep)))[0].questionsCount;
    const res = await ask(author, { topicIds: [anxiety, sleep, anxiety] });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      crisisSupport: false,
      id: expect.any(Number),
      previewCut: false,
      title: 'How do I calm down before exams?',
      content: 'My heart races every time.',
      contentHtml: null,
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
      topics: [{ topic: { id: anxiety, name: 'Anxiety', slug: 'anxiety' } }, { topic: { id: sleep, name: 'Sleep', slug: 'sleep' } }],
      author: {
        id: author.id,
        firstName: 'Quillon',
        lastName: 'Marchbanks',
        profileImageUrl: null,
        status: null,
        role: 'user',
      },
      isOwn: true,
      abilities: { edit: true, delete: true, report: false, vote: false, seeAuthor: true, muteAuthor: false, blockAuthor: false },
      upvotes: 0,
      downvotes: 0,
      score: 0,
      viewCount: 0,
      answerCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      editedAt: null,
      myVote: null,
      hiddenPendingReview: false,
      hiddenReason: null,
    });
    const after = (await ctx.database.db.select().from(topics).where(eq(topics.id, sleep)))[0].questionsCount;
    expect(after).toBe(before + 1);
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, res.body.id));
    expect(row.hotRank).toBeGreaterThan(0);
  });

  it('keeps the content warning text only with a ticked warning box', async () => {
    const without = await ask(author, { hasContentWarning: false, contentWarningText: 'self-harm' });
    expect(without.body.contentWarningText).toBeNull();
    const withWarning = await ask(author, { hasContentWarning: true, contentWarningText: ' self-harm ' });
    expect(withWarning.body).toMatchObject({ hasContentWarning: true, contentWarningText: 'self-harm' });
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, without.body.id));
    expect(row.contentWarningText).toBeNull();
  });

  it('refuses invalid questions with 400 and a readable message, writing nothing', async () => {
    const countBefore = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(questions))[0].n;
    const topicBefore = (await ctx.database.db.select().from(topics).where(eq(topics.id, anxiety)))[0].questionsCount;

    const blank = await ask(author, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Title cannot be empty');

    const blankContent = await ask(author, { content: '\n  ' });
    expect(blankContent.statusCode).toBe(400);
    expect(blankContent.body.message).toBe('Details cannot be empty');

    const noTopics = await ask(author, { topicIds: [] });
    expect(noTopics.statusCode).toBe(400);
    expect(noTopics.body.message).toBe('Select at least one topic');

    // ctx.request: input the contract refuses on purpose.
    const missingTopics = await ctx.request(author, 'POST', '/api/questions', { title: 'A title', content: 'Some text' });
    expect(missingTopics.statusCode).toBe(400);
    expect(missingTopics.body.message).toBe('topicIds must be a list of topic ids');

    const long = await ask(author, { title: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('Title must be at most 200 characters');
    expect((await ask(author, { title: 'x'.repeat(200) })).statusCode).toBe(201);

    // ctx.request: input the contract refuses on purpose.
    const malformed = await ctx.request(author, 'POST', '/api/questions', '{"title": "unfinished');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');

    const unknown = await ask(author, { topicIds: [anxiety, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('Unknown topic');

    const countAfter = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(questions))[0].n;
    const topicAfter = (await ctx.database.db.select().from(topics).where(eq(topics.id, anxiety)))[0].questionsCount;
    expect(countAfter).toBe(countBefore + 1); // only the 200-character title
    expect(topicAfter).toBe(topicBefore + 1);
  });
});

describe('signed-out visitors', () => {
  it('get 401 from every question route', async () => {
    const id = await askId(author);
    for (const [method, url] of [
      ['GET', '/api/questions'],
      ['GET', `/api/questions/${id}`],
      ['GET', `/api/users/${author.id}/questions`],
    ] as const) {
      // ctx.request: one loop over URLs of different routes.
      const res = await ctx.request(null, method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
    expect((await ask(null)).statusCode).toBe(401);
    // 401 comes before body validation.
    // ctx.request: input the contract refuses on purpose.
    expect((await ctx.request(null, 'POST', '/api/questions', '{oops')).statusCode).toBe(401);
  });
});

describe('GET /api/questions/:id', () => {
  it('counts a view once per signed-in viewer', async () => {
    const id = await askId(author);
    const first = await ctx.api(reader, 'GET /api/questions/:id', { params: { id } });
    expect(first.statusCode).toBe(200);
    expect(first.body.viewCount).toBe(1);
    expect(first.body.isOwn).toBe(false);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id } })).body.viewCount).toBe(1);
    expect((await ctx.api(other, 'GET /api/questions/:id', { params: { id } })).body.viewCount).toBe(2);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id } })).body.viewCount).toBe(2);
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, id));
    expect(row.viewCount).toBe(2);
  });

  it("shows the viewer's own vote", async () => {
    const id = await askId(author);
    await makeVote(ctx.database.db, reader.id, { targetType: 'question', targetId: id, voteType: 'upvote' });
    await makeVote(ctx.database.db, other.id, { targetType: 'question', targetId: id, voteType: 'downvote' });
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id } })).body.myVote).toBe('upvote');
    expect((await ctx.api(other, 'GET /api/questions/:id', { params: { id } })).body.myVote).toBe('downvote');
    expect((await ctx.api(author, 'GET /api/questions/:id', { params: { id } })).body.myVote).toBeNull();
  });

  it('sends a markdown question as sanitised HTML too: whole with line breaks on the question, as its preview in lists', async () => {
    const content = 'It comes at **night**.\nEvery night. <img src=x onerror=alert(1)>';
    const id = await askId(author, { title: 'Markdown in a question', content });
    const html = '<p>It comes at <strong>night</strong>.<br>\nEvery night. </p>';
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id } })).body.contentHtml).toBe(html);
    // Every list shows the card's preview, line breaks off: the server renders just that.
    for (const url of ['/api/questions?sortBy=recent', '/api/questions?search=night', `/api/users/${author.id}/questions`]) {
      // ctx.request: one loop over URLs of different routes.
      const card = (await ctx.request(reader, 'GET', url)).body.items.find((q: { id: number }) => q.id === id);
      expect(card, url).toMatchObject({ content, contentHtml: '<p>It comes at <strong>night</strong>.\nEvery night. </p>' });
    }
    const edited = await ctx.api(author, 'PATCH /api/questions/:id', { params: { id }, body: { content: 'Plain words now.' } });
    expect(edited.body.contentHtml).toBeNull();
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id } })).body).toMatchObject({
      content: 'Plain words now.',
      contentHtml: null,
    });
    const card = (await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items.find((q) => q.id === id)!;
    expect(card).toMatchObject({ content: 'Plain words now.', contentHtml: null });
  });

  it("renders a cut preview's markdown with its '…', never the text past the cut", async () => {
    const content = `**Sleep** ${'and the worry goes round. '.repeat(14)}[late link](https://example.org/late)`;
    const id = await askId(author, { title: 'A long markdown question', content });
    const card = (await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items.find((q) => q.id === id)!;
    expect(card.previewCut).toBe(true);
    expect(card.contentHtml).toBe(`<p><strong>Sleep</strong> ${card.content.slice('**Sleep** '.length)}…</p>`);
    expect(card.contentHtml).not.toContain('example.org');
  });

  it('answers 404 for missing and deleted questions, 400 for a bad id', async () => {
    const missing = await ctx.api(reader, 'GET /api/questions/:id', { params: { id: 999999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ message: 'Question was not found' });
    const id = await askId(author);
    await ctx.database.db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, id));
    const deleted = await ctx.api(reader, 'GET /api/questions/:id', { params: { id } });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.body).toEqual({ message: 'Question was not found' });
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: 'abc' } })).statusCode).toBe(400);
  });
});

describe('GET /api/questions pagination', () => {
  let topicId: number;
  let ids: number[];

  beforeAll(async () => {
    topicId = await newTopic('Paging');
    ids = [];
    for (let i = 0; i < 25; i += 1) ids.push(await askId(author, { title: `Paging question ${i}`, topicIds: [topicId] }));
    // Varied counts so every sort has its own order, with ties that the later keys break.
    for (const [i, id] of ids.entries()) {
      await ctx.database.db
        .update(questions)
        .set({ upvotes: (i * 7) % 5, answerCount: i % 3 })
        .where(eq(questions.id, id));
      await refreshHotRank(ctx.database.db, id);
    }
  });

  it.each(EVERY_QUESTION_SORTS)('pages %s as 20 + 5 in the sort order, without repeats', async (sortBy) => {
    const pages = await walk(reader, `/api/questions?topicId=${topicId}&sortBy=${sortBy}`);
    expect(pages.map((p) => p.length)).toEqual([20, 5]);
    const all = pages.flat();
    expect(new Set(all).size).toBe(25);
    expect(all).toEqual(await expectedOrder(topicId, sortBy));
  });

  it('stays exact when created_at values differ by microseconds or tie', async () => {
    // All 25 within one millisecond, some equal: a cursor rounded to milliseconds would lose rows.
    for (const [i, id] of ids.entries()) {
      const micros = String(Math.floor(i / 2) + 1).padStart(6, '0');
      await ctx.database.db.execute(
        sql`update questions set created_at = ${`2025-01-01T00:00:00.${micros}Z`}::timestamptz where id = ${id}`,
      );
    }
    for (const sortBy of ['recent', 'mostAnswers'] as const) {
      const pages = await walk(reader, `/api/questions?topicId=${topicId}&sortBy=${sortBy}`);
      expect(pages.map((p) => p.length)).toEqual([20, 5]);
      expect(pages.flat()).toEqual(await expectedOrder(topicId, sortBy));
    }
  });

  it('returns nextCursor null when the last page is exactly full', async () => {
    const t = await newTopic('Exactly twenty');
    for (let i = 0; i < 20; i += 1) await askId(author, { topicIds: [t] });
    const res = await ctx.api(reader, 'GET /api/questions', { query: { topicId: t, sortBy: 'recent' } });
    expect(res.body.items).toHaveLength(20);
    expect(res.body.nextCursor).toBeNull();
  });

  it('walks the whole unfiltered feed without repeats or gaps', async () => {
    const [{ n }] = await execute<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from questions where deleted_at is null`);
    for (const sortBy of EVERY_QUESTION_SORTS) {
      const all = (await walk(reader, `/api/questions?sortBy=${sortBy}`)).flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBe(n);
    }
  });

  it('defaults to trending', async () => {
    const def = await ctx.api(reader, 'GET /api/questions', { query: { topicId } });
    const trending = await ctx.api(reader, 'GET /api/questions', { query: { topicId, sortBy: 'trending' } });
    expect(def.body).toEqual(trending.body);
  });

  it('refuses tampered cursors, cursors of another sort and unknown sorts with 400', async () => {
    const first = await ctx.api(reader, 'GET /api/questions', { query: { topicId, sortBy: 'recent' } });
    const cursor = first.body.nextCursor as string;
    const otherSort = await ctx.api(reader, 'GET /api/questions', { query: { topicId, sortBy: 'trending', cursor } });
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.body.message).toMatch(/cursor is not valid/);
    for (const bad of ['garbage', Buffer.from('{"s":"recent","k":["yesterday",1]}').toString('base64url')]) {
      expect((await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent', cursor: bad } })).statusCode).toBe(400);
    }
    const badSort = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'best' } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.body.message).toBe('sortBy must be trending, recent, mostAnswers or unanswered');
  });
});

describe('GET /api/questions filters', () => {
  it('filters by topic', async () => {
    const t1 = await newTopic('Filter one');
    const t2 = await newTopic('Filter two');
    const a = await askId(author, { topicIds: [t1] });
    const b = await askId(author, { topicIds: [t1, t2] });
    const c = await askId(author, { topicIds: [t2] });
    const one = (await walk(reader, `/api/questions?topicId=${t1}&sortBy=recent`)).flat();
    expect(one).toEqual([b, a]);
    const two = (await walk(reader, `/api/questions?topicId=${t2}&sortBy=recent`)).flat();
    expect(two).toEqual([c, b]);
  });

  it('searches titles and details with full-text search, keeping the chosen sort', async () => {
    const t = await newTopic('Search');
    const inTitle = await askId(author, { title: 'Nightmares about marmalade', content: 'Plain words.', topicIds: [t] });
    const inContent = await askId(author, { title: 'Plain title', content: 'I keep dreaming of marmalade jars.', topicIds: [t] });
    const unrelated = await askId(author, { title: 'Something else', content: 'Nothing sticky here.', topicIds: [t] });
    await ctx.database.db.update(questions).set({ answerCount: 4 }).where(eq(questions.id, inTitle));

    const recent = (await walk(reader, '/api/questions?search=marmalade&sortBy=recent')).flat();
    expect(recent).toEqual([inContent, inTitle]);
    const most = (await walk(reader, '/api/questions?search=marmalade&sortBy=mostAnswers')).flat();
    expect(most).toEqual([inTitle, inContent]);
    // Stemming: "dreams" finds "dreaming"; websearch syntax excludes with a minus.
    expect((await walk(reader, '/api/questions?search=dreams&sortBy=recent')).flat()).toEqual([inContent]);
    expect((await walk(reader, '/api/questions?search=marmalade%20-jars&sortBy=recent')).flat()).toEqual([inTitle]);
    expect((await walk(reader, `/api/questions?search=sticky&topicId=${t}`)).flat()).toEqual([unrelated]);
    expect((await walk(reader, '/api/questions?search=xylophone')).flat()).toEqual([]);
    // Blank search means no search.
    expect((await walk(reader, `/api/questions?search=%20%20&topicId=${t}&sortBy=recent`)).flat()).toEqual([unrelated, inContent, inTitle]);
  });

  it('ranks trending by votes and answers', async () => {
    const t = await newTopic('Trending');
    const plain = await askId(author, { topicIds: [t] });
    const answered = await askId(author, { topicIds: [t] });
    const upvoted = await askId(author, { topicIds: [t] });
    const newest = await askId(author, { topicIds: [t] });
    await ctx.database.db.update(questions).set({ upvotes: 12 }).where(eq(questions.id, upvoted));
    await ctx.database.db.update(questions).set({ answerCount: 4 }).where(eq(questions.id, answered));
    for (const id of [plain, answered, upvoted]) await refreshHotRank(ctx.database.db, id);
    const order = (await walk(reader, `/api/questions?topicId=${t}&sortBy=trending`)).flat();
    expect(order).toEqual([upvoted, answered, newest, plain]);
  });
});

describe('anonymity', () => {
  let anonId: number;
  let publicId: number;

  beforeAll(async () => {
    anonId = await askId(author, { title: 'An anonymous worry', content: 'Please keep this private.', isAnonymous: true });
    publicId = await askId(author, { title: 'A signed question', content: 'Happy to be named.' });
  });

  const leaks = (body: unknown) => {
    const json = JSON.stringify(body);
    return {
      authorObject: json.includes(`"author":{"id":${author.id}`),
      firstName: json.includes('Quillon'),
      lastName: json.includes('Marchbanks'),
      authorId: json.includes('authorId'),
    };
  };
  const none = { authorObject: false, firstName: false, lastName: false, authorId: false };

  it('hides the author from other people on the detail view', async () => {
    const res = await ctx.api(reader, 'GET /api/questions/:id', { params: { id: anonId } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ isAnonymous: true, author: null, isOwn: false });
    expect(leaks(res.body)).toEqual(none);
  });

  it('hides the author from other people in the feed and in search', async () => {
    const feed = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } });
    const item = feed.body.items.find((q: { id: number }) => q.id === anonId);
    expect(item).toMatchObject({ author: null, isOwn: false });
    expect(leaks(feed.body.items.filter((q: { id: number }) => q.id === anonId))).toEqual(none);
    const search = await ctx.api(reader, 'GET /api/questions', { query: { search: 'anonymous worry' } });
    expect(search.body.items.map((q: { id: number }) => q.id)).toEqual([anonId]);
    expect(leaks(search.body)).toEqual(none);
  });

  it("leaves anonymous questions out of the author's profile for others", async () => {
    const pages = await walk(reader, `/api/users/${author.id}/questions`);
    const listed = pages.flat();
    expect(listed).toContain(publicId);
    expect(listed).not.toContain(anonId);
    const res = await ctx.api(reader, 'GET /api/users/:id/questions', { params: { id: author.id } });
    expect(JSON.stringify(res.body)).not.toContain('anonymous worry');
  });

  it('shows the author their own anonymous question, marked as theirs', async () => {
    const detail = await ctx.api(author, 'GET /api/questions/:id', { params: { id: anonId } });
    expect(detail.body).toMatchObject({ isAnonymous: true, isOwn: true, author: { id: author.id } });
    const feed = await ctx.api(author, 'GET /api/questions', { query: { sortBy: 'recent' } });
    expect(feed.body.items.find((q: { id: number }) => q.id === anonId)).toMatchObject({ isOwn: true });
    const own = (await walk(author, `/api/users/${author.id}/questions`)).flat();
    expect(own).toContain(anonId);
  });
});

describe('GET /api/users/:id/questions', () => {
  it("pages a person's questions newest first", async () => {
    const person = await ctx.createUser();
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) ids.push(await askId(person, { title: `Profile question ${i}` }));
    const pages = await walk(reader, `/api/users/${person.id}/questions`);
    expect(pages.map((p) => p.length)).toEqual([20, 5]);
    expect(pages.flat()).toEqual([...ids].reverse());
  });

  it('answers 404 for an unknown person and 400 for a bad cursor', async () => {
    const res = await ctx.api(reader, 'GET /api/users/:id/questions', { params: { id: 999999 } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ message: 'User was not found' });
    expect(
      (await ctx.api(reader, 'GET /api/users/:id/questions', { params: { id: author.id }, query: { cursor: 'nope' } })).statusCode,
    ).toBe(400);
  });
});

describe('deleted questions', () => {
  it('vanish from the feed, search, topic lists and profiles', async () => {
    const t = await newTopic('Deleting');
    const kept = await askId(author, { title: 'Kept question about quinces', topicIds: [t] });
    const gone = await askId(author, { title: 'Removed question about quinces', topicIds: [t] });
    await ctx.database.db
      .update(questions)
      .set({ deletedAt: new Date() })
      .where(inArray(questions.id, [gone]));
    for (const url of [
      '/api/questions?sortBy=recent',
      '/api/questions?sortBy=trending',
      '/api/questions?sortBy=mostAnswers',
      '/api/questions?search=quinces',
      `/api/questions?topicId=${t}`,
      `/api/users/${author.id}/questions`,
    ]) {
      const all = (await walk(reader, url)).flat();
      expect(all, url).not.toContain(gone);
    }
    expect((await walk(reader, '/api/questions?search=quinces')).flat()).toEqual([kept]);
    expect((await ctx.api(author, 'GET /api/questions/:id', { params: { id: gone } })).statusCode).toBe(404);
  });
});

describe('feed cards carry a preview cut on the server', () => {
  const long = `${'Some nights the worry just keeps going round and round. '.repeat(8)}The last sentence says goodbye-worry.`;

  it('sends a preview cut at a word boundary with previewCut, and the whole text on the question itself', async () => {
    const person = await ctx.createUser();
    const id = await askId(person, { title: 'A long question for previews', content: long });
    const short = await askId(person, { title: 'A short question for previews', content: 'Just a few words.' });
    for (const url of ['/api/questions?sortBy=recent', `/api/users/${person.id}/questions`]) {
      // ctx.request: one loop over URLs of different routes.
      const items: { id: number; content: string; previewCut: boolean }[] = (await ctx.request(reader, 'GET', url)).body.items;
      const card = items.find((q) => q.id === id)!;
      expect(card.previewCut, url).toBe(true);
      expect(Array.from(card.content).length, url).toBeLessThanOrEqual(QUESTION_PREVIEW_CHARS);
      expect(long.startsWith(card.content), url).toBe(true);
      // Cut between words: the next character of the whole text is white space.
      expect(long[card.content.length], url).toMatch(/\s/);
      expect(
        items.find((q) => q.id === short),
        url,
      ).toMatchObject({ content: 'Just a few words.', previewCut: false });
    }
    const whole = await ctx.api(reader, 'GET /api/questions/:id', { params: { id } });
    expect(whole.body).toMatchObject({ content: long, previewCut: false });
  });

  it('cuts a text without white space at the preview length, counting characters (not UTF-16 units)', () => {
    const emoji = '🌱'.repeat(400);
    const { text, cut } = cutPreview(emoji);
    expect(cut).toBe(true);
    expect(Array.from(text)).toHaveLength(QUESTION_PREVIEW_CHARS);
    expect(cutPreview('🌱'.repeat(QUESTION_PREVIEW_CHARS))).toEqual({ text: '🌱'.repeat(QUESTION_PREVIEW_CHARS), cut: false });
  });

  it('still collapses a card whose hidden word lies past the cut (checked on the whole text)', async () => {
    const [person, me] = [await ctx.createUser(), await ctx.createUser()];
    const id = await askId(person, { title: 'Preview with a late word', content: long });
    expect((await ctx.api(me, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['goodbye-worry'] } })).statusCode).toBe(200);
    const card = (await ctx.api(me, 'GET /api/users/:id/questions', { params: { id: person.id } })).body.items.find((q) => q.id === id)!;
    expect(card.previewCut).toBe(true);
    expect(card.content).not.toContain('goodbye-worry');
    expect(card.hiddenReason).toBe('filtered');
    // Left out of the feed entirely, for this reader only.
    const mine = (await ctx.api(me, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items.map((q: { id: number }) => q.id);
    expect(mine).not.toContain(id);
    const theirs = (await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items;
    expect(theirs.find((q: { id: number }) => q.id === id)?.hiddenReason).toBeNull();
  });

  it("gives each card its topics (ordered by name) and the reader's own vote", async () => {
    const person = await ctx.createUser();
    const id = await askId(person, { title: 'Topics and votes on a card', topicIds: [sleep, anxiety] });
    await makeVote(ctx.database.db, reader.id, { targetType: 'question', targetId: id, voteType: 'upvote' });
    const cardFor = async (user: TestUser) =>
      (await ctx.api(user, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items.find((q) => q.id === id)!;
    const card = await cardFor(reader);
    expect(card.topics.map((t: { topic: { name: string } }) => t.topic.name)).toEqual(['Anxiety', 'Sleep']);
    expect(card.myVote).toBe('upvote');
    expect((await cardFor(other)).myVote).toBeNull();
  });
});
