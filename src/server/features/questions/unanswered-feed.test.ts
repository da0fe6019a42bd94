/**
 * The Unanswered feed (`GET /api/questions?sortBy=unanswered`): questions asked in the last
 * UNANSWERED_WITHIN_DAYS days with no visible answer, the longest-waiting first, with the topic
 * and search filters of the other feeds; through the shared read cache, so an answer takes its
 * question off the cached page at once and an answer taken away puts it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeQuestion, makeTopic } from '../../test/factories';
import { questions } from '../../db/schema/index';
import { PAGE_SIZE, UNANSWERED_WITHIN_DAYS } from '../../../common/constants';

let ctx: TestContext;
let asker: TestUser;
let helper: TestUser;
let reader: TestUser;
let topicId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  asker = await ctx.createUser();
  helper = await ctx.createUser();
  reader = await ctx.createUser();
  ({ id: topicId } = await makeTopic(ctx.database.db, 'Waiting room'));
});
afterAll(() => ctx.close());

const DAY_MS = millisecondsInDay;

/** A question in the test's topic, asked `daysAgo` days ago. */
async function askedDaysAgo(daysAgo: number, title = `Waiting ${daysAgo} days`): Promise<number> {
  const q = await makeQuestion(ctx.database.db, asker.id, { title, topicIds: [topicId] });
  await ctx.database.db
    .update(questions)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(questions.id, q.id));
  return q.id;
}

/** The ids of the Unanswered feed's first page in the test's topic, as the reader gets them. */
async function unanswered(query: { search?: string } = {}): Promise<number[]> {
  const res = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'unanswered', topicId, ...query } });
  expect(res.statusCode).toBe(200);
  return res.body.items.map((q) => q.id);
}

async function answer(questionId: number): Promise<number> {
  const res = await ctx.api(helper, 'POST /api/answers', { body: { questionId, content: 'You are not alone in this.' } });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

describe('the Unanswered feed', () => {
  it('lists questions without an answer from the last 30 days, the longest-waiting first', async () => {
    const old = await askedDaysAgo(UNANSWERED_WITHIN_DAYS + 1);
    const tenDays = await askedDaysAgo(10);
    const twoDays = await askedDaysAgo(2);
    const answered = await askedDaysAgo(5);
    await answer(answered);
    const today = await askedDaysAgo(0);

    expect(await unanswered()).toEqual([tenDays, twoDays, today]);
    expect(await unanswered()).not.toContain(old);
  });

  it('takes the topic and search filters of the other feeds', async () => {
    const id = await askedDaysAgo(3, 'Panic on the night bus');
    const elsewhere = await makeTopic(ctx.database.db, 'Elsewhere');
    const res = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'unanswered', topicId: elsewhere.id } });
    expect(res.body.items).toEqual([]);
    expect(await unanswered({ search: 'night bus' })).toEqual([id]);
  });

  it('pages by cursor in the same order, with no question twice', async () => {
    const many = [];
    for (let i = 0; i < PAGE_SIZE + 3; i += 1) many.push(await askedDaysAgo(20 + i / 100, `Paged ${i}`));
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'unanswered', topicId, ...(cursor ? { cursor } : {}) } });
      expect(res.statusCode).toBe(200);
      seen.push(...res.body.items.map((q) => q.id));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    // The oldest first: the paged questions were asked 20.22 … 20 days ago, so they come in reverse.
    expect(seen.slice(0, many.length)).toEqual([...many].reverse());
  });

  it('refuses a cursor from another ordering with 400', async () => {
    const res = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'mostAnswers', topicId } });
    const cursor = res.body.nextCursor;
    expect(cursor).toBeTruthy(); // the topic holds more than a page by now
    const mixed = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'unanswered', cursor: cursor! } });
    expect(mixed.statusCode).toBe(400);
    const bad = await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'unanswered', cursor: 'nonsense' } });
    expect(bad.statusCode).toBe(400);
  });

  it('never lists a deleted question', async () => {
    const id = await askedDaysAgo(4, 'Asked and taken back');
    expect(await unanswered({ search: 'taken back' })).toEqual([id]);
    const removed = await ctx.api(asker, 'DELETE /api/questions/:id', { params: { id } });
    expect(removed.statusCode).toBe(204);
    expect(await unanswered({ search: 'taken back' })).toEqual([]);
  });
});

describe('the Unanswered feed on the shared read cache', () => {
  let cached: TestContext;
  let member: TestUser;
  let helper: TestUser;
  let mod: TestUser;
  let topic: number;
  beforeAll(async () => {
    cached = await createTestContext({ READ_CACHE_MB: '64' });
    member = await cached.createUser();
    helper = await cached.createUser();
    mod = await cached.createUser({ role: 'moderator' });
    ({ id: topic } = await makeTopic(cached.database.db, 'Cached waiting room'));
  });
  afterAll(() => cached.close());

  /** Asks through the app (its event drops the feed pages), then reads the cached first page. */
  async function ask(title: string): Promise<number> {
    const res = await cached.api(member, 'POST /api/questions', { body: { title, content: 'Is anyone there?', topicIds: [topic] } });
    expect(res.statusCode).toBe(201);
    return res.body.id;
  }
  async function page(): Promise<number[]> {
    const res = await cached.api(member, 'GET /api/questions', { query: { sortBy: 'unanswered', topicId: topic } });
    expect(res.statusCode).toBe(200);
    return res.body.items.map((q) => q.id);
  }
  async function answerAs(user: TestUser, questionId: number): Promise<number> {
    const res = await cached.api(user, 'POST /api/answers', { body: { questionId, content: 'I hear you.' } });
    expect(res.statusCode).toBe(201);
    return res.body.id;
  }

  it('takes a question off the cached page when it is answered, and puts it back when the answer goes', async () => {
    const id = await ask('Nobody has answered me yet');
    const other = await ask('Still waiting here too');
    expect(await page()).toEqual([id, other]);
    const answerId = await answerAs(helper, id);
    expect(await page()).toEqual([other]);
    const removed = await cached.api(helper, 'DELETE /api/answers/:id', { params: { id: answerId } });
    expect(removed.statusCode).toBe(204);
    expect(await page()).toEqual([id, other]);
  });

  it('puts a question back when its only answer is hidden for review', async () => {
    const id = await ask('An answer that was reported');
    // Answered by someone with nothing else on the page, so only the answer's events can drop it.
    const answerId = await answerAs(helper, id);
    expect(await page()).not.toContain(id);
    // One moderator's report hides the answer at once, pending review.
    const report = await cached.api(mod, 'POST /api/reports', { body: { targetType: 'answer', targetId: answerId, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect(await page()).toContain(id);
  });
});
