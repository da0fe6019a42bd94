/**
 * Paged answer threads through the real app: a question with 1,000 answers comes back page by
 * page (THREAD_PAGE_SIZE answers, oldest first, none repeated or lost, even when many answers
 * share one timestamp), each answer with its first COMMENT_PREVIEW comments, and the rest of an
 * answer's comments continue from `commentsCursor`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeAnswers, makeComments, makeQuestion } from '../../test/factories';
import { answers, comments } from '../../db/schema/index';
import { COMMENT_PAGE_SIZE, COMMENT_PREVIEW, THREAD_PAGE_SIZE } from '../../../common/constants';

type AnswerBody = {
  id: number;
  isAnonymous: boolean;
  author: { id: number } | null;
  comments: { id: number }[];
  commentCount: number;
  commentsCursor: string | null;
};
type Page<T> = { items: T[]; nextCursor: string | null };

let ctx: TestContext;
let asker: TestUser;
let helper: TestUser;
let reader: TestUser;
let questionId: number;
/** Answer ids in the order the thread must show them. */
let expectedOrder: number[];
let busyAnswerId: number;
let busyCommentIds: number[];

const ANSWERS = 1_000;
const BUSY_COMMENTS = 120;

beforeAll(async () => {
  ctx = await createTestContext();
  asker = await ctx.createUser({ firstName: 'Asker' });
  helper = await ctx.createUser({ firstName: 'Helper' });
  reader = await ctx.createUser({ firstName: 'Reader' });
  const db = ctx.database.db;
  questionId = (await makeQuestion(db, asker.id, { title: 'A very busy thread' })).id;

  // Ten answers share each timestamp (ties are broken by id), and the timestamps run against
  // insertion order for half of them, as imported answers do: only (created_at, id) orders them.
  const base = Date.UTC(2024, 0, 1);
  const values = Array.from({ length: ANSWERS }, (_, i) => ({
    authorId: helper.id,
    content: `Answer number ${i}`,
    isAnonymous: i % 7 === 0,
    createdAt: new Date(base + (i % 2 === 0 ? Math.floor(i / 10) : 500 - Math.floor(i / 10)) * 60_000),
  }));
  await makeAnswers(db, questionId, values);
  await db
    .update(answers)
    .set({ deletedAt: new Date() })
    .where(sql`${answers.questionId} = ${questionId} and ${answers.content} = 'Answer number 500'`);
  const ordered = await db
    .select({ id: answers.id })
    .from(answers)
    .where(sql`${answers.questionId} = ${questionId} and ${answers.deletedAt} is null`)
    .orderBy(asc(answers.createdAt), asc(answers.id));
  expectedOrder = ordered.map((r) => r.id);

  // The first answer shown gets 120 comments, several of them at the same instant.
  busyAnswerId = expectedOrder[0];
  const commentRows = Array.from({ length: BUSY_COMMENTS }, (_, i) => ({
    authorId: i % 2 ? reader.id : asker.id,
    content: `Comment ${i}`,
    createdAt: new Date(base + Math.floor(i / 4) * 1_000),
  }));
  await makeComments(db, busyAnswerId, commentRows);
  // The second answer shown has exactly the preview's worth of comments: no cursor.
  await makeComments(
    db,
    expectedOrder[1],
    Array.from({ length: COMMENT_PREVIEW }, (_, i) => ({ authorId: reader.id, content: `Small ${i}` })),
  );
  busyCommentIds = (
    await db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.answerId, busyAnswerId))
      .orderBy(asc(comments.createdAt), asc(comments.id))
  ).map((r) => r.id);
}, 60_000);
afterAll(() => ctx.close());

const getPage = (cursor: string | null, user: TestUser = reader) =>
  ctx.api(user, 'GET /api/questions/:id/answers', { params: { id: questionId }, query: { cursor: cursor ?? undefined } });

describe('GET /api/questions/:id/answers on a thread of 1,000 answers', () => {
  it('pages through every answer once, oldest first, THREAD_PAGE_SIZE at a time', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await getPage(cursor);
      expect(res.statusCode).toBe(200);
      const body = res.body as Page<AnswerBody>;
      sizes.push(body.items.length);
      seen.push(...body.items.map((a) => a.id));
      cursor = body.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(100);
    } while (cursor);

    expect(seen).toEqual(expectedOrder);
    expect(new Set(seen).size).toBe(ANSWERS - 1);
    const full = Math.floor((ANSWERS - 1) / THREAD_PAGE_SIZE);
    expect(sizes.slice(0, full).every((n) => n === THREAD_PAGE_SIZE)).toBe(true);
    expect(sizes.length).toBe(Math.ceil((ANSWERS - 1) / THREAD_PAGE_SIZE));
    expect(THREAD_PAGE_SIZE).toBeGreaterThanOrEqual(20);
    expect(THREAD_PAGE_SIZE).toBeLessThanOrEqual(50);
  });

  it('keeps anonymous authors hidden on every page', async () => {
    let cursor: string | null = null;
    let anonymous = 0;
    do {
      const body = (await getPage(cursor)).body as Page<AnswerBody>;
      for (const a of body.items.filter((x) => x.isAnonymous)) {
        anonymous += 1;
        expect(a.author).toBeNull();
      }
      cursor = body.nextCursor;
    } while (cursor);
    expect(anonymous).toBeGreaterThan(100);
  });

  it('sends each answer with its first comments only, the full count and where the rest continue', async () => {
    const body = (await getPage(null)).body as Page<AnswerBody>;
    const busy = body.items[0];
    expect(busy.id).toBe(busyAnswerId);
    expect(busy.commentCount).toBe(BUSY_COMMENTS);
    expect(busy.comments.map((c) => c.id)).toEqual(busyCommentIds.slice(0, COMMENT_PREVIEW));
    expect(busy.commentsCursor).toEqual(expect.any(String));
    const small = body.items[1];
    expect(small.comments).toHaveLength(COMMENT_PREVIEW);
    expect(small.commentsCursor).toBeNull();
    expect(body.items[2]).toMatchObject({ comments: [], commentsCursor: null });
    // A first page of a busy thread stays small (25 answers with all their comments made 507 KB).
    expect(JSON.stringify(body).length).toBeLessThan(40_000);
  });

  it('refuses a tampered cursor or one from another list with 400', async () => {
    const bad = await getPage('not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/cursor/);
    const busy = ((await getPage(null)).body as Page<AnswerBody>).items[0];
    expect((await getPage(busy.commentsCursor)).statusCode).toBe(400);
  });
});

describe('GET /api/answers/:id/comments', () => {
  const getComments = (answerId: number, cursor: string | null, user: TestUser | null = reader) =>
    ctx.api(user, 'GET /api/answers/:id/comments', { params: { id: answerId }, query: { cursor: cursor ?? undefined } });

  it('continues after the preview with every remaining comment once, oldest first', async () => {
    const busy = ((await getPage(null)).body as Page<AnswerBody>).items[0];
    const seen = busy.comments.map((c) => c.id);
    let cursor: string | null = busy.commentsCursor;
    const sizes: number[] = [];
    while (cursor) {
      const res = await getComments(busyAnswerId, cursor);
      expect(res.statusCode).toBe(200);
      const body = res.body as Page<{ id: number; answerId: number; author: { firstName: string | null } }>;
      sizes.push(body.items.length);
      for (const c of body.items) expect(c.answerId).toBe(busyAnswerId);
      seen.push(...body.items.map((c) => c.id));
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(busyCommentIds);
    expect(sizes[0]).toBe(COMMENT_PAGE_SIZE);
  });

  it('starts from the first comment without a cursor', async () => {
    const res = await getComments(busyAnswerId, null);
    expect(res.body.items.map((c: { id: number }) => c.id)).toEqual(busyCommentIds.slice(0, COMMENT_PAGE_SIZE));
  });

  it('answers 404 for a missing or deleted answer, 400 for bad input and 401 signed out', async () => {
    expect((await getComments(999_999, null)).statusCode).toBe(404);
    const deleted = expectedOrder[5];
    await ctx.database.db.update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, deleted));
    expect((await getComments(deleted, null)).statusCode).toBe(404);
    expect((await ctx.api(reader, 'GET /api/answers/:id/comments', { params: { id: 'abc' } })).statusCode).toBe(400);
    expect((await getComments(busyAnswerId, 'eyJzIjoidGhyZWFkIn0')).statusCode).toBe(400);
    expect((await getComments(busyAnswerId, null, null)).statusCode).toBe(401);
  });
});
