import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millisecondsInDay } from 'date-fns/constants';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import type { ReportReason, ReportTargetType } from '../../../common/constants';
import { answers, events, moderationLog, notifications, questions, topics } from '../../db/schema/index';
import { makeAnswer, makeComment, makeQuestion, makeTopic } from '../../test/factories';
import type { ReportView } from './presenters';
import { loadConfig } from '../../config';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let reporters: TestUser[];
let mod: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  author = await ctx.createUser({ firstName: 'Avery' });
  reader = await ctx.createUser();
  reporters = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
  mod = await ctx.createUser({ role: 'moderator' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const report = (user: TestUser, targetType: ReportTargetType, targetId: number, reason: ReportReason = 'spam') =>
  ctx.api(user, 'POST /api/reports', { body: { targetType, targetId, reason } });
const reportBy = async (users: TestUser[], targetType: ReportTargetType, targetId: number) => {
  for (const u of users) expect((await report(u, targetType, targetId)).statusCode).toBe(201);
};
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);
const cardOf = async (targetType: string, targetId: number): Promise<ReportView> => {
  const res = await ctx.api(mod, 'GET /api/moderation/reports');
  const card = (res.body.items as ReportView[]).find(
    (r) => r.targetType === targetType && r.targetId === targetId && r.status === 'pending',
  );
  expect(card).toBeDefined();
  return card!;
};
const review = (reportId: number, action: 'resolve' | 'dismiss') =>
  ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId, action } });

describe('when content is hidden', () => {
  it('three distinct members hide a question: gone for other members, marked for its author and staff', async () => {
    const topic = await makeTopic(db());
    const q = await makeQuestion(db(), author.id, { title: 'Hidden harbour question', topicIds: [topic.id] });
    await reportBy(reporters, 'question', q.id);

    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(404);
    expect((await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q.id } })).statusCode).toBe(404);
    const own = await ctx.api(author, 'GET /api/questions/:id', { params: { id: q.id } });
    expect(own.statusCode).toBe(200);
    expect(own.body.hiddenPendingReview).toBe(true);
    const staff = await ctx.api(mod, 'GET /api/questions/:id', { params: { id: q.id } });
    expect(staff.statusCode).toBe(200);
    expect(staff.body.hiddenPendingReview).toBe(true);

    for (const sortBy of ['trending', 'recent', 'mostAnswers']) {
      const feed = await ctx.api(reader, 'GET /api/questions', { query: { sortBy } });
      expect(ids(feed.body), sortBy).not.toContain(q.id);
    }
    expect(ids((await ctx.api(reader, 'GET /api/questions', { query: { topicId: topic.id } })).body)).not.toContain(q.id);
    expect(ids((await ctx.api(reader, 'GET /api/questions', { query: { search: 'harbour' } })).body)).not.toContain(q.id);
    // Its topic counts it no more.
    const [t] = await db().select().from(topics).where(eq(topics.id, topic.id));
    expect(t.questionsCount).toBe(0);

    expect(ids((await ctx.api(reader, 'GET /api/users/:id/questions', { params: { id: author.id } })).body)).not.toContain(q.id);
    const mine = await ctx.api(author, 'GET /api/users/:id/questions', { params: { id: author.id } });
    expect(mine.body.items.find((i: { id: number }) => i.id === q.id)?.hiddenPendingReview).toBe(true);
    const stats = await ctx.api(reader, 'GET /api/users/:id/stats', { params: { id: author.id } });
    const ownStats = await ctx.api(author, 'GET /api/users/:id/stats', { params: { id: author.id } });
    expect(ownStats.body.questionsCount - stats.body.questionsCount).toBe(1);

    // Others cannot answer or vote on what they cannot see; its author still can be answered by staff.
    expect((await ctx.api(reader, 'POST /api/answers', { body: { questionId: q.id, content: 'Hello' } })).statusCode).toBe(404);
    expect(
      (await ctx.api(reader, 'POST /api/votes', { body: { targetType: 'question', targetId: q.id, voteType: 'upvote' } })).statusCode,
    ).toBe(404);

    expect((await cardOf('question', q.id)).hiddenPendingReview).toBe(true);
    const [hidden] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'content.hidden'), eq(events.channel, `question:${q.id}`)));
    expect(hidden.payload).toEqual({ targetType: 'question', targetId: q.id, questionId: q.id, answerId: null });
  });

  it('two members do not hide it, and the same member reporting twice counts once', async () => {
    const q = await makeQuestion(db(), author.id);
    await reportBy(reporters.slice(0, 2), 'question', q.id);
    expect((await report(reporters[0], 'question', q.id, 'hate')).statusCode).toBe(409);
    const res = await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } });
    expect(res.statusCode).toBe(200);
    expect(ids((await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } })).body)).toContain(q.id);
    expect((await cardOf('question', q.id)).hiddenPendingReview).toBe(false);
  });

  it("MindSpace Safety's crisis flags never count toward hiding", async () => {
    const q = await makeQuestion(db(), author.id);
    // A crisis flag on an answer filed by the server, then two members' reports: still visible.
    const written = await ctx.api(author, 'POST /api/answers', { body: { questionId: q.id, content: 'I want to kill myself' } });
    expect(written.body.crisisSupport).toBe(true);
    await reportBy(reporters.slice(0, 2), 'answer', written.body.id);
    const thread = await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(ids(thread.body)).toContain(written.body.id);
  });

  it("one moderator's report hides an answer: left out of the thread and the counts others see", async () => {
    const q = await makeQuestion(db(), reader.id);
    const kept = await makeAnswer(db(), reporters[0].id, q.id);
    const a = await makeAnswer(db(), author.id, q.id, { isAnonymous: true });
    expect((await report(mod, 'answer', a.id)).statusCode).toBe(201);

    const others = await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(ids(others.body)).toEqual([kept.id]);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } })).body.answerCount).toBe(1);
    expect(ids((await ctx.api(reader, 'GET /api/users/:id/answers', { params: { id: author.id } })).body)).not.toContain(a.id);
    expect((await ctx.api(reader, 'GET /api/answers/:id/comments', { params: { id: a.id } })).statusCode).toBe(404);

    const own = await ctx.api(author, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    const ownAnswer = own.body.items.find((i: { id: number }) => i.id === a.id)!;
    expect(ownAnswer.hiddenPendingReview).toBe(true);
    expect(ownAnswer.isOwn).toBe(true);
    const staff = await ctx.api(mod, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(ids(staff.body)).toEqual([kept.id, a.id]);
    // The anonymous author is named to no one: not in the staff thread (only moderation screens show it).
    expect(staff.body.items[1].author).toBeNull();
    // The author is told, gently, and no one else is.
    const told = await db().select().from(notifications).where(eq(notifications.type, 'hidden'));
    expect(told.filter((n) => n.content.includes('answer is hidden')).map((n) => n.userId)).toContain(author.id);
    expect(told.every((n) => n.userId === author.id)).toBe(true);
    const [log] = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'content-hidden'), eq(moderationLog.targetId, a.id)));
    expect(log.actorId).toBe(mod.id);
  });

  it('hides a comment from others, but not from its author', async () => {
    const q = await makeQuestion(db(), reader.id);
    const a = await makeAnswer(db(), reader.id, q.id);
    const c = await makeComment(db(), author.id, a.id);
    expect((await report(mod, 'comment', c.id)).statusCode).toBe(201);
    const others = await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(others.body.items[0].comments).toEqual([]);
    expect(others.body.items[0].commentCount).toBe(0);
    expect((await ctx.api(reader, 'GET /api/answers/:id/comments', { params: { id: a.id } })).body.items).toEqual([]);
    const own = await ctx.api(author, 'GET /api/answers/:id/comments', { params: { id: a.id } });
    expect(own.body.items[0]).toMatchObject({ id: c.id, hiddenPendingReview: true });
  });
});

describe('review of hidden content', () => {
  it('dismissing the report brings it back (counts too) and sends content.restored', async () => {
    const q = await makeQuestion(db(), reader.id);
    const a = await makeAnswer(db(), author.id, q.id);
    const reportId = (await report(mod, 'answer', a.id)).body.id;
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } })).body.answerCount).toBe(0);
    expect((await review(reportId, 'dismiss')).statusCode).toBe(200);
    const thread = await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(ids(thread.body)).toEqual([a.id]);
    expect(thread.body.items[0].hiddenPendingReview).toBe(false);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } })).body.answerCount).toBe(1);
    const restored = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'content.restored'), eq(events.channel, `question:${q.id}`)));
    expect(restored).toHaveLength(1);
  });

  it('resolving keeps it hidden', async () => {
    const q = await makeQuestion(db(), author.id);
    await reportBy(reporters, 'question', q.id);
    const card = await cardOf('question', q.id);
    expect((await review(card.id, 'resolve')).statusCode).toBe(200);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(404);
    expect((await ctx.api(author, 'GET /api/questions/:id', { params: { id: q.id } })).body.hiddenPendingReview).toBe(true);
  });

  it('deleting removes it, counting it down once, and a restore brings it back visible', async () => {
    const q = await makeQuestion(db(), reader.id);
    await makeAnswer(db(), reporters[1].id, q.id);
    const a = await makeAnswer(db(), author.id, q.id);
    expect((await report(mod, 'answer', a.id)).statusCode).toBe(201);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'answer', targetId: a.id } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(author, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body.items.map((i: { id: number }) => i.id),
    ).not.toContain(a.id);
    const [row] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(row.answerCount).toBe(1);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'answer', targetId: a.id } }))
        .statusCode,
    ).toBe(200);
    const thread = await ctx.api(reader, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(ids(thread.body)).toContain(a.id);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q.id } })).body.answerCount).toBe(2);
  });

  it('an author taking back a hidden answer counts it down once', async () => {
    const q = await makeQuestion(db(), reader.id);
    const a = await makeAnswer(db(), author.id, q.id);
    expect((await report(mod, 'answer', a.id)).statusCode).toBe(201);
    expect((await ctx.api(author, 'DELETE /api/answers/:id', { params: { id: a.id } })).statusCode).toBe(204);
    const [row] = await db().select().from(answers).where(eq(answers.id, a.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await db().select().from(questions).where(eq(questions.id, q.id)))[0].answerCount).toBe(0);
  });
});

describe('AUTO_HIDE_REPORTS', () => {
  it('sets how many distinct members hide a post', async () => {
    const two = await createTestContext({ AUTO_HIDE_REPORTS: '2' });
    try {
      const [owner, a, b, other] = [await two.createUser(), await two.createUser(), await two.createUser(), await two.createUser()];
      const q = await makeQuestion(two.database.db, owner.id);
      for (const u of [a, b]) {
        expect(
          (await two.api(u, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'spam' } })).statusCode,
        ).toBe(201);
      }
      expect((await two.api(other, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(404);
    } finally {
      await two.close();
    }
  });

  it('refuses a value that is not a positive whole number', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', AUTO_HIDE_REPORTS: '0' })).toThrow(/AUTO_HIDE_REPORTS/);
    expect(loadConfig({ NODE_ENV: 'test' }).autoHideReports).toBe(3);
  });
});

describe('whose reports count (issue 30)', () => {
  let strict: TestContext;
  const DAY_MS = millisecondsInDay;
  /** A member whose account is older than NEW_ACCOUNT_HOURS (24 here). */
  const established = (role: 'user' | 'moderator' | 'admin' = 'user') =>
    strict.createUser({ role, createdAt: new Date(Date.now() - 2 * DAY_MS) });
  const reportIn = (user: TestUser, targetType: ReportTargetType, targetId: number) =>
    strict.api(user, 'POST /api/reports', { body: { targetType, targetId, reason: 'spam' } });
  const visibleTo = async (user: TestUser, questionId: number) =>
    (await strict.api(user, 'GET /api/questions/:id', { params: { id: questionId } })).statusCode;
  beforeAll(async () => {
    strict = await createTestContext({ NEW_ACCOUNT_HOURS: '24' });
  });
  afterAll(() => strict.close());

  it("does not count the author's own report", async () => {
    const [owner, x, y, z, onlooker] = [
      await established(),
      await established(),
      await established(),
      await established(),
      await established(),
    ];
    const q = await makeQuestion(strict.database.db, owner.id);
    // The author cannot report their own post at all (400), so their report never counts.
    expect((await reportIn(owner, 'question', q.id)).statusCode).toBe(400);
    for (const u of [x, y]) expect((await reportIn(u, 'question', q.id)).statusCode).toBe(201);
    expect(await visibleTo(onlooker, q.id)).toBe(200);
    expect((await reportIn(z, 'question', q.id)).statusCode).toBe(201);
    expect(await visibleTo(onlooker, q.id)).toBe(404);
  });

  it('does not count reports from accounts younger than NEW_ACCOUNT_HOURS', async () => {
    const [owner, x, y, onlooker] = [await established(), await established(), await established(), await established()];
    const fresh = await strict.createUser({ createdAt: new Date() });
    const q = await makeQuestion(strict.database.db, owner.id);
    for (const u of [x, y, fresh]) expect((await reportIn(u, 'question', q.id)).statusCode).toBe(201);
    expect(await visibleTo(onlooker, q.id)).toBe(200);
  });

  it("never hides a moderator's or admin's post: members' reports, or a moderator's, send it to the queue", async () => {
    const [x, y, z, onlooker] = [await established(), await established(), await established(), await established()];
    const [moderator, admin] = [await established('moderator'), await established('admin')];
    const q = await makeQuestion(strict.database.db, moderator.id);
    for (const u of [x, y, z]) expect((await reportIn(u, 'question', q.id)).statusCode).toBe(201);
    expect(await visibleTo(onlooker, q.id)).toBe(200);
    const a = await makeAnswer(strict.database.db, admin.id, q.id);
    expect((await reportIn(moderator, 'answer', a.id)).statusCode).toBe(201);
    expect(
      (await strict.api(onlooker, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body.items.map((i: { id: number }) => i.id),
    ).toContain(a.id);
    const queue = (await strict.api(admin, 'GET /api/moderation/reports')).body.items as ReportView[];
    expect(queue.find((r) => r.targetType === 'question' && r.targetId === q.id)).toMatchObject({
      reportCount: 3,
      hiddenPendingReview: false,
    });
    expect(queue.find((r) => r.targetType === 'answer' && r.targetId === a.id)).toMatchObject({ hiddenPendingReview: false });
  });
});
