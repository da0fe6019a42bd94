/**
 * The first answer page on the shared read cache, through the real app on a real
 * database with the cache on: the cached page's JSON is byte for byte what the uncached path
 * sends, for every kind of reader (a voter, the author of a hidden answer, a moderator, a member
 * who muted and blocked authors, a newcomer); a change with no event stays unseen (the cache is
 * used); and every event that changes what a thread shows is on the next read — each test below
 * fails when its event no longer drops the thread (shared/cache-drops.ts `CACHE_DROPS`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { eventually, settle, withListenDown } from '../../test/eventually';
import { makeAnswers, makeComments, makeQuestion, makeVote } from '../../test/factories';
import { answers, comments } from '../../db/schema/index';
import { emitEvent } from '../../events/outbox';
import { COMMENT_PREVIEW, THREAD_PAGE_SIZE } from '../../../common/constants';
import type { TAnswer } from '../../../common/schemas/index';

/** An answer as the route sends it. */
type Answer = TAnswer;

let ctx: TestContext;
let asker: TestUser;
let helper: TestUser;
let reader: TestUser;
let mod: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  [asker, helper, reader, mod] = [
    await ctx.createUser({ firstName: 'Orla' }),
    await ctx.createUser({ firstName: 'Piers', lastName: 'Hollowmere' }),
    await ctx.createUser(),
    await ctx.createUser({ role: 'moderator' }),
  ];
});
afterAll(() => ctx.close());

/** The first answer page as a member reads it. */
async function thread(user: TestUser, q: number): Promise<{ items: Answer[]; nextCursor: string | null }> {
  const res = await ctx.api(user, 'GET /api/questions/:id/answers', { params: { id: q } });
  expect(res.statusCode).toBe(200);
  return res.body;
}
const answerIn = async (user: TestUser, q: number, id: number) => (await thread(user, q)).items.find((a) => a.id === id);
const idsIn = async (user: TestUser, q: number) => (await thread(user, q)).items.map((a) => a.id);

/** A question with `n` answers by the helper (written straight to the database: no event). */
async function questionWith(n: number, fields: { isAnonymous?: boolean } = {}) {
  const q = (await makeQuestion(ctx.database.db, asker.id, { title: 'How do I sleep again?', ...fields })).id;
  const base = Date.UTC(2025, 0, 1);
  const rows = await makeAnswers(
    ctx.database.db,
    q,
    Array.from({ length: n }, (_, i) => ({ authorId: helper.id, content: `Answer ${i}`, createdAt: new Date(base + i * 60_000) })),
  );
  return { q, ids: rows.map((r) => r.id) };
}

/** Reads the thread into the cache (after every event so far has arrived) and checks it is kept. */
async function cacheThread(user: TestUser, q: number) {
  await settle(ctx);
  await thread(user, q);
  expect(ctx.app.readCache.get(`thread:${q}:first`)).toBeDefined();
}

describe('the first answer page from the shared cache', () => {
  it('sends exactly what the uncached path sends, to every kind of reader', async () => {
    const db = ctx.database.db;
    const [hiddenAuthor, muter, newcomer] = [
      await ctx.createUser({ firstName: 'Wren' }),
      await ctx.createUser(),
      await ctx.createUser({ onboardedAt: null, firstName: 'Teal Heron', lastName: null }),
    ];
    const { q, ids } = await questionWith(THREAD_PAGE_SIZE + 4, { isAnonymous: true });
    const hiddenAt = new Date();
    // Answers by others in the page: anonymous, content-warned, hidden pending review (one by
    // hiddenAuthor, one by helper), and comments: the anonymous asker's, a hidden one, more than the preview.
    await db.update(answers).set({ isAnonymous: true }).where(eq(answers.id, ids[1]));
    await db.update(answers).set({ hasContentWarning: true, contentWarningText: 'Talks about loss' }).where(eq(answers.id, ids[2]));
    await db.update(answers).set({ authorId: hiddenAuthor.id, hiddenAt }).where(eq(answers.id, ids[3]));
    await db.update(answers).set({ hiddenAt }).where(eq(answers.id, ids[6]));
    await db.update(answers).set({ authorId: mod.id }).where(eq(answers.id, ids[8]));
    const cs = await makeComments(
      db,
      ids[0],
      [asker, reader, hiddenAuthor, helper, reader, helper].map((u, i) => ({
        authorId: u.id,
        content: `Comment ${i}`,
        createdAt: new Date(Date.UTC(2025, 1, 1) + i * 1000),
      })),
    );
    await db.update(comments).set({ hiddenAt }).where(eq(comments.id, cs[2].id));
    await db.update(comments).set({ editedAt: hiddenAt, content: 'Edited "quoted" words\n' }).where(eq(comments.id, cs[1].id));
    await db.update(answers).set({ editedAt: hiddenAt, content: 'Edited — with “quotes”, \\ and\nlines' }).where(eq(answers.id, ids[5]));
    await makeComments(db, ids[4], [{ authorId: helper.id, content: 'A single comment' }]);
    await makeVote(db, reader.id, { targetType: 'answer', targetId: ids[0], voteType: 'upvote' });
    await makeVote(db, reader.id, { targetType: 'answer', targetId: ids[1], voteType: 'downvote' });
    await makeVote(db, hiddenAuthor.id, { targetType: 'answer', targetId: ids[3], voteType: 'upvote' });
    expect((await ctx.api(muter, 'POST /api/users/:id/mute', { params: { id: helper.id } })).statusCode).toBe(204);
    expect((await ctx.api(muter, 'POST /api/answers/:id/block-author', { params: { id: ids[1] } })).statusCode).toBe(204);
    await settle(ctx);

    const seen = new Map<TestUser, Answer[]>();
    for (const someone of [reader, hiddenAuthor, mod, muter, newcomer, asker]) {
      await ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } });
      const cached = await ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } });
      expect(ctx.app.readCache.get(`thread:${q}:first`)).toBeDefined();
      const plain = await withListenDown(ctx, () => ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } }));
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['content-type']).toBe(plain.headers['content-type']);
      expect(cached.text).toBe(plain.text);
      expect(cached.body.items).toHaveLength(THREAD_PAGE_SIZE);
      seen.set(someone, cached.body.items);
    }
    // What each of them sees differs as the rules say.
    const of = (u: TestUser, id: number) => seen.get(u)!.find((a) => a.id === id);
    expect(of(reader, ids[3])).toBeUndefined();
    expect(of(reader, ids[6])).toBeUndefined();
    expect(of(hiddenAuthor, ids[3])).toMatchObject({ hiddenPendingReview: true, isOwn: true, myVote: 'upvote' });
    expect(of(hiddenAuthor, ids[6])).toBeUndefined();
    expect(of(mod, ids[3])).toBeDefined();
    expect(of(mod, ids[6])).toBeDefined();
    expect(of(reader, ids[0])).toMatchObject({ myVote: 'upvote', commentsCursor: expect.any(String) });
    expect(of(reader, ids[0])!.comments).toHaveLength(COMMENT_PREVIEW);
    expect(of(reader, ids[0])!.comments.map((c) => c.id)).toEqual([cs[0].id, cs[1].id, cs[3].id]);
    expect(of(mod, ids[0])!.comments.map((c) => c.id)).toEqual([cs[0].id, cs[1].id, cs[2].id]);
    expect(of(reader, ids[0])!.comments[0].author).toBeNull(); // the anonymous asker
    expect(of(reader, ids[1])).toMatchObject({ author: null, myVote: 'downvote' });
    expect(of(muter, ids[1])).toMatchObject({ author: null, hiddenReason: 'blocked' });
    expect(of(muter, ids[0])).toMatchObject({ hiddenReason: 'muted' });
    expect(of(newcomer, ids[0])).toMatchObject({ hiddenReason: null, myVote: null });
  });

  it('matches the uncached path when hidden answers and comments outnumber the spare rows', async () => {
    const db = ctx.database.db;
    const { q, ids } = await questionWith(THREAD_PAGE_SIZE + 30);
    await db
      .update(answers)
      .set({ hiddenAt: new Date() })
      .where(inArray(answers.id, ids.slice(2, 27)));
    const cs = await makeComments(
      db,
      ids[0],
      Array.from({ length: 14 }, (_, i) => ({
        authorId: helper.id,
        content: `C${i}`,
        createdAt: new Date(Date.UTC(2025, 2, 1) + i * 1000),
      })),
    );
    await db
      .update(comments)
      .set({ hiddenAt: new Date() })
      .where(
        inArray(
          comments.id,
          cs.slice(0, 12).map((c) => c.id),
        ),
      );
    await settle(ctx);
    for (const someone of [reader, helper, mod]) {
      await ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } });
      const cached = await ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } });
      const plain = await withListenDown(ctx, () => ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } }));
      expect(cached.text).toBe(plain.text);
    }
    expect((await thread(reader, q)).items[0].comments.map((c) => c.id)).toEqual([cs[12].id, cs[13].id]);
    expect((await thread(reader, q)).items.map((a) => a.id)).toEqual([...ids.slice(0, 2), ...ids.slice(27, 27 + THREAD_PAGE_SIZE - 2)]);
  });

  it('serves the page from memory: a change that writes no event is not seen', async () => {
    const { q, ids } = await questionWith(3);
    await cacheThread(reader, q);
    await ctx.database.db.update(answers).set({ content: 'Changed behind the app' }).where(eq(answers.id, ids[0]));
    expect((await answerIn(reader, q, ids[0]))?.content).toBe('Answer 0');
    expect((await answerIn(helper, q, ids[0]))?.content).toBe('Answer 0');
    // Another instance's edit arrives as its event: then the next read shows it.
    await ctx.database.db.transaction((tx) =>
      emitEvent(tx, {
        type: 'content.edited',
        channel: `question:${q}`,
        payload: { targetType: 'answer', targetId: ids[0], questionId: q, answerId: ids[0] },
      }),
    );
    const content = await eventually(
      async () => (await answerIn(reader, q, ids[0]))?.content,
      (c) => c === 'Changed behind the app',
    );
    expect(content).toBe('Changed behind the app');
  });

  it('later pages still read the database', async () => {
    const { q, ids } = await questionWith(THREAD_PAGE_SIZE + 2);
    const first = await thread(reader, q);
    await ctx.database.db.update(answers).set({ content: 'Changed behind the app' }).where(eq(answers.id, ids[THREAD_PAGE_SIZE]));
    const second = await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q }, query: { cursor: first.nextCursor! } });
    expect(second.body.items.map((a) => a.content)).toEqual(['Changed behind the app', `Answer ${THREAD_PAGE_SIZE + 1}`]);
  });
});

describe('every change a thread shows is on the next read', () => {
  it('a new answer (answer.created)', async () => {
    const { q, ids } = await questionWith(2);
    await cacheThread(reader, q);
    const res = await ctx.api(helper, 'POST /api/answers', {
      body: {
        questionId: q,
        content: 'You are not alone in this.',
        isAnonymous: false,
        hasContentWarning: false,
        contentWarningText: null,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await idsIn(reader, q)).toEqual([...ids, res.body.id]);
  });

  it('a new comment (comment.created)', async () => {
    const { q, ids } = await questionWith(1);
    await cacheThread(reader, q);
    // By the answer's author: no notification (an event to a member shown on the page) goes with it.
    const res = await ctx.api(helper, 'POST /api/comments', { body: { answerId: ids[0], content: 'Thank you, that helps.' } });
    expect(res.statusCode).toBe(201);
    expect(await answerIn(reader, q, ids[0])).toMatchObject({ commentCount: 1, comments: [{ id: res.body.id }] });
  });

  it('a vote on an answer (vote.changed), and the voter’s own vote (reader.changed)', async () => {
    const { q, ids } = await questionWith(1);
    const voter = await ctx.createUser();
    await cacheThread(reader, q);
    await thread(voter, q);
    const vote = await ctx.api(voter, 'POST /api/votes', { body: { targetType: 'answer', targetId: ids[0], voteType: 'upvote' } });
    expect(vote.statusCode).toBe(200);
    expect(await answerIn(reader, q, ids[0])).toMatchObject({ upvotes: 1, myVote: null });
    expect(await answerIn(voter, q, ids[0])).toMatchObject({ upvotes: 1, myVote: 'upvote' });
  });

  it('a voter’s vote written on another instance (reader.changed alone)', async () => {
    const { q, ids } = await questionWith(1);
    const voter = await ctx.createUser();
    await cacheThread(voter, q);
    await makeVote(ctx.database.db, voter.id, { targetType: 'answer', targetId: ids[0], voteType: 'downvote' });
    expect((await answerIn(voter, q, ids[0]))?.myVote).toBeNull();
    await ctx.database.db.transaction((tx) => emitEvent(tx, { type: 'reader.changed', userId: voter.id, payload: {} }));
    const myVote = await eventually(
      async () => (await answerIn(voter, q, ids[0]))?.myVote,
      (v) => v === 'downvote',
    );
    expect(myVote).toBe('downvote');
  });

  it('edits of an answer and of a comment (content.edited)', async () => {
    const { q, ids } = await questionWith(1);
    const [c] = await makeComments(ctx.database.db, ids[0], [{ authorId: asker.id, content: 'First words' }]);
    await cacheThread(reader, q);
    expect(
      (await ctx.api(helper, 'PATCH /api/answers/:id', { params: { id: ids[0] }, body: { content: 'Edited answer words' } })).statusCode,
    ).toBe(200);
    expect((await answerIn(reader, q, ids[0]))?.content).toBe('Edited answer words');
    await cacheThread(reader, q);
    expect(
      (await ctx.api(asker, 'PATCH /api/comments/:id', { params: { id: c.id }, body: { content: 'Edited comment words' } })).statusCode,
    ).toBe(200);
    expect((await answerIn(reader, q, ids[0]))?.comments[0].content).toBe('Edited comment words');
  });

  it('deleting an answer and a comment (content.deleted)', async () => {
    const { q, ids } = await questionWith(2);
    const [c] = await makeComments(ctx.database.db, ids[1], [{ authorId: asker.id, content: 'Soon gone' }]);
    await cacheThread(reader, q);
    expect((await ctx.api(asker, 'DELETE /api/comments/:id', { params: { id: c.id } })).statusCode).toBe(204);
    expect(await answerIn(reader, q, ids[1])).toMatchObject({ commentCount: 0, comments: [] });
    await cacheThread(reader, q);
    expect((await ctx.api(helper, 'DELETE /api/answers/:id', { params: { id: ids[0] } })).statusCode).toBe(204);
    expect(await idsIn(reader, q)).toEqual([ids[1]]);
  });

  it('hiding an answer and a comment pending review, and restoring them (content.hidden, content.restored)', async () => {
    const { q, ids } = await questionWith(2);
    const [c] = await makeComments(ctx.database.db, ids[1], [{ authorId: asker.id, content: 'Reported words' }]);
    await cacheThread(reader, q);
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'answer', targetId: ids[0], reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect(await idsIn(reader, q)).toEqual([ids[1]]);
    expect(await answerIn(helper, q, ids[0])).toMatchObject({ hiddenPendingReview: true });
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: report.body.id, action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    expect(await idsIn(reader, q)).toEqual(ids);

    const commentReport = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'comment', targetId: c.id, reason: 'spam' } });
    expect(commentReport.statusCode).toBe(201);
    expect((await answerIn(reader, q, ids[1]))?.comments).toEqual([]);
    expect(
      (
        await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', {
          params: { reportId: commentReport.body.id, action: 'dismiss' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await answerIn(reader, q, ids[1]))?.comments.map((x) => x.id)).toEqual([c.id]);
  });

  it('a question hidden pending review or deleted is not found (content.hidden, content.deleted)', async () => {
    const { q } = await questionWith(1);
    await cacheThread(reader, q);
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'question', targetId: q, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect((await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q } })).statusCode).toBe(404);
    expect((await ctx.api(asker, 'GET /api/questions/:id/answers', { params: { id: q } })).statusCode).toBe(200);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: report.body.id, action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    await cacheThread(reader, q);
    expect((await ctx.api(asker, 'DELETE /api/questions/:id', { params: { id: q } })).statusCode).toBe(204);
    expect((await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q } })).statusCode).toBe(404);
  });

  it('an author’s new name (profile.changed)', async () => {
    const renamer = await ctx.createUser({ firstName: 'Ansel', lastName: 'Brookmere' });
    const { q } = await questionWith(0);
    const answered = await ctx.api(renamer, 'POST /api/answers', {
      body: {
        questionId: q,
        content: 'I felt this too.',
        isAnonymous: false,
        hasContentWarning: false,
        contentWarningText: null,
      },
    });
    expect(answered.statusCode).toBe(201);
    await cacheThread(reader, q);
    expect((await answerIn(reader, q, answered.body.id))?.author?.firstName).toBe('Ansel');
    const renamed = await ctx.api(renamer, 'PATCH /api/users/name', { body: { firstName: 'Bellamy', lastName: 'Brookmere' } });
    expect(renamed.statusCode).toBe(200);
    expect((await answerIn(reader, q, answered.body.id))?.author?.firstName).toBe('Bellamy');
  });

  it('a reader’s mute and block (reader.changed)', async () => {
    const { q, ids } = await questionWith(1);
    const member = await ctx.createUser();
    await cacheThread(member, q);
    expect((await answerIn(member, q, ids[0]))?.hiddenReason).toBeNull();
    expect((await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: helper.id } })).statusCode).toBe(204);
    expect((await answerIn(member, q, ids[0]))?.hiddenReason).toBe('muted');
    expect((await ctx.api(member, 'DELETE /api/users/:id/mute', { params: { id: helper.id } })).statusCode).toBe(204);
    expect((await answerIn(member, q, ids[0]))?.hiddenReason).toBeNull();
    expect((await ctx.api(member, 'POST /api/answers/:id/block-author', { params: { id: ids[0] } })).statusCode).toBe(204);
    expect((await answerIn(member, q, ids[0]))?.hiddenReason).toBe('blocked');
  });

  it('never sends an anonymous answer’s author to others from a cached page', async () => {
    const { q } = await questionWith(0);
    const res = await ctx.api(helper, 'POST /api/answers', {
      body: {
        questionId: q,
        content: 'Written without my name.',
        isAnonymous: true,
        hasContentWarning: false,
        contentWarningText: null,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await answerIn(helper, q, res.body.id)).toMatchObject({ isOwn: true, author: { id: helper.id } });
    for (const someone of [reader, asker]) {
      const page = await ctx.api(someone, 'GET /api/questions/:id/answers', { params: { id: q } });
      expect(page.body.items[0]).toMatchObject({ author: null, isOwn: false });
      expect(page.text).not.toContain(`"id":${helper.id},`);
      expect(page.text).not.toContain('Hollowmere');
    }
  });
});
