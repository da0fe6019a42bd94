/**
 * How long questions wait, through the real app: /metrics times
 * each question's first visible answer (`mindspace_time_to_first_answer_seconds`), and the admin
 * stats count the questions of the last 30 days still waiting and give the median minutes to a
 * first visible answer. An answer hidden for review or deleted is no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { answers, questions } from '../../db/schema/index';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeQuestion } from '../../test/factories';

const TOKEN = 'metrics-token-for-tests-0123456789';

let ctx: TestContext;
let asker: TestUser;
let helper: TestUser;
let admin: TestUser;
let mod: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  asker = await ctx.createUser();
  helper = await ctx.createUser();
  mod = await ctx.createUser({ role: 'moderator' });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const metrics = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body as string;
const stats = async () => (await ctx.api(admin, 'GET /api/admin/stats')).body;
/** A question asked `minutes` ago: its id. */
async function askedAgo(minutes: number): Promise<number> {
  const q = await makeQuestion(db(), asker.id);
  await db()
    .update(questions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes}::int)` })
    .where(eq(questions.id, q.id));
  return q.id;
}
/** The helper answers through the API: the answer's id. */
async function answer(questionId: number): Promise<number> {
  const res = await ctx.api(helper, 'POST /api/answers', {
    body: { questionId, content: 'I have felt this too; you are not alone.', isAnonymous: false, hasContentWarning: false },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}
const firstAnswers = (text: string) => Number(/\nmindspace_time_to_first_answer_seconds_count (\d+)\n/.exec(text)?.[1]);

describe('how long questions wait', () => {
  it('start with nothing waiting, no median and an empty histogram', async () => {
    expect(await stats()).toMatchObject({ questionsWaiting: 0, medianFirstAnswerMinutes: null });
    const text = await metrics();
    expect(text).toContain('# TYPE mindspace_time_to_first_answer_seconds histogram');
    expect(firstAnswers(text)).toBe(0);
  });

  it('count the questions of the last 30 days with no visible answer, and time each first answer', async () => {
    const hour = await askedAgo(60);
    const twenty = await askedAgo(20);
    await askedAgo(31 * 24 * 60);
    const deleted = await askedAgo(10);
    await db().update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, deleted));
    expect((await stats()).questionsWaiting).toBe(2);

    const early = await answer(hour);
    // A second answer is not a first one.
    await answer(hour);
    let text = await metrics();
    expect(firstAnswers(text)).toBe(1);
    // An hour and a moment: over the one-hour bucket, within three hours.
    expect(text).toMatch(/mindspace_time_to_first_answer_seconds_bucket\{le="3600"\} 0\n/);
    expect(text).toMatch(/mindspace_time_to_first_answer_seconds_bucket\{le="10800"\} 1\n/);
    expect(await stats()).toMatchObject({ questionsWaiting: 1 });
    expect(Math.abs((await stats()).medianFirstAnswerMinutes! - 60)).toBeLessThan(1);

    await answer(twenty);
    text = await metrics();
    expect(firstAnswers(text)).toBe(2);
    expect(await stats()).toMatchObject({ questionsWaiting: 0 });
    // 60 and 20 minutes → 40.
    expect(Math.abs((await stats()).medianFirstAnswerMinutes! - 40)).toBeLessThan(1);

    // The hour-old question's first answer came 5 minutes after it; then a moderator's report
    // hides it for review: its first visible answer is the later one, an hour after.
    await db()
      .update(answers)
      .set({ createdAt: sql`(select created_at from questions where id = ${hour}) + interval '5 minutes'` })
      .where(eq(answers.id, early));
    expect(Math.abs((await stats()).medianFirstAnswerMinutes! - 12.5)).toBeLessThan(1);
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'answer', targetId: early, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect(Math.abs((await stats()).medianFirstAnswerMinutes! - 40)).toBeLessThan(1);
  });

  it('count a question whose only answer is hidden for review or deleted as waiting again', async () => {
    const hidden = await askedAgo(30);
    const hiddenAnswer = await answer(hidden);
    const removed = await askedAgo(30);
    const removedAnswer = await answer(removed);
    const before = await stats();

    expect(
      (await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'answer', targetId: hiddenAnswer, reason: 'spam' } })).statusCode,
    ).toBe(201);
    expect((await ctx.api(helper, 'DELETE /api/answers/:id', { params: { id: removedAnswer } })).statusCode).toBe(204);
    const after = await stats();
    expect(after.questionsWaiting).toBe(before.questionsWaiting + 2);
    // A new answer to a question waiting again is observed as its first visible one.
    const count = firstAnswers(await metrics());
    await answer(hidden);
    expect(firstAnswers(await metrics())).toBe(count + 1);
  });
});
