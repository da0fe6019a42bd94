import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type ApiResponse, type TestContext, type TestUser } from '../../test/harness';
import type { ReportReason, ReportTargetType } from '../../../common/constants';
import { answers, comments, events, messages, moderationLog, notifications, questions, reports, topics } from '../../db/schema/index';
import { makeAnswer, makeComment, makeMessage, makeQuestion, makeReport, makeTopic } from '../../test/factories';
const REPORT_REVIEWED_NOTICE = 'Thank you for your report. A moderator has reviewed it.';
import type { FlaggedItemView, ReportView } from './presenters';

let ctx: TestContext;
let member: TestUser;
let author: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser();
  author = await ctx.createUser({ firstName: 'Avery', lastName: 'Writer' });
  mod = await ctx.createUser({ role: 'moderator' });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const fileReport = async (reporter: TestUser, targetType: ReportTargetType, targetId: number, reason: ReportReason = 'spam') => {
  const res = await ctx.api(reporter, 'POST /api/reports', { body: { targetType, targetId, reason } });
  expect(res.statusCode).toBe(201);
  return res.body.id as number;
};
const allReports = async (user: TestUser) => {
  const items: ReportView[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse<'GET /api/moderation/reports'> = await ctx.api(user, 'GET /api/moderation/reports', { query: { cursor } });
    expect(res.statusCode).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
};

describe('access', () => {
  const calls = (): [string, 'GET' | 'POST' | 'DELETE'][] => [
    ['/api/moderation/reports', 'GET'],
    ['/api/moderation/flagged', 'GET'],
    ['/api/moderation/reports/1/resolve', 'POST'],
    ['/api/moderation/question/1', 'DELETE'],
  ];

  it('answers 401 when signed out', async () => {
    // ctx.request: one loop over URLs of different routes.
    for (const [url, method] of calls()) expect((await ctx.request(null, method, url)).statusCode, url).toBe(401);
  });

  it('answers 403 "Moderator access required" to members, before validating the request', async () => {
    for (const [url, method] of [
      ...calls(),
      ['/api/moderation/reports/abc/nope', 'POST'] as const,
      ['/api/moderation/user/x', 'DELETE'] as const,
    ]) {
      // ctx.request: one loop over URLs of different routes, some with a target type or an action the contract refuses.
      const res = await ctx.request(member, method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body.message).toBe('Moderator access required');
    }
  });

  it('lets moderators and admins read the queues', async () => {
    for (const user of [mod, admin]) {
      expect((await ctx.api(user, 'GET /api/moderation/reports')).statusCode).toBe(200);
      expect((await ctx.api(user, 'GET /api/moderation/flagged')).statusCode).toBe(200);
    }
  });

  it('validates path parameters and the cursor', async () => {
    const cases: [string, 'GET' | 'POST' | 'DELETE'][] = [
      ['/api/moderation/reports/1/approve', 'POST'],
      ['/api/moderation/reports/abc/resolve', 'POST'],
      ['/api/moderation/reports/0/dismiss', 'POST'],
      ['/api/moderation/user/1', 'DELETE'],
      ['/api/moderation/topic/1', 'DELETE'],
      ['/api/moderation/question/abc', 'DELETE'],
      ['/api/moderation/reports?cursor=zzz', 'GET'],
      ['/api/moderation/reports?cursor=p99999999999', 'GET'],
      ['/api/moderation/reports/99999999999/resolve', 'POST'],
    ];
    for (const [url, method] of cases) {
      // ctx.request: one loop over URLs the contract refuses on purpose.
      const res = await ctx.request(mod, method, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: 1, action: 'approve' } })).body.message,
    ).toBe('action must be resolve or dismiss');
  });
});

describe('GET /api/moderation/reports', () => {
  it('shows each report with its content, author and link', async () => {
    const q = await makeQuestion(db(), author.id, { title: 'Title here', content: 'Body here' });
    const a = await makeAnswer(db(), author.id, q.id, { content: 'An answer' });
    const c = await makeComment(db(), author.id, a.id, 'A comment');
    const m = await makeMessage(db(), author.id, member.id, 'A message');
    const ids = {
      question: await fileReport(member, 'question', q.id, 'harassment'),
      answer: await fileReport(member, 'answer', a.id),
      comment: await fileReport(member, 'comment', c.id),
      message: await fileReport(member, 'message', m.id),
      user: await fileReport(member, 'user', author.id),
    };
    const items = await allReports(mod);
    const byId = new Map(items.map((i) => [i.id, i]));
    const authorView = { id: author.id, firstName: 'Avery', lastName: 'Writer', profileImageUrl: null, status: null, role: 'user' };

    expect(byId.get(ids.question)).toEqual({
      id: ids.question,
      status: 'pending',
      reason: 'harassment',
      description: null,
      targetType: 'question',
      targetId: q.id,
      reporter: { id: member.id, firstName: member.firstName },
      createdAt: expect.any(String),
      priority: 'high',
      reportCount: 1,
      reasons: ['harassment'],
      crisisFlag: false,
      content: 'Title here\n\nBody here',
      contentRemoved: false,
      isAnonymous: false,
      targetAuthor: authorView,
      link: `/questions/${q.id}`,
      hiddenPendingReview: false,
      reviewedBy: null,
      reviewedAt: null,
      crisisWords: [],
      // The same member's answer, comment, message and profile are open cards too.
      otherOpenCards: 4,
      lastCheckIn: null,
      claimedBy: null,
    });
    expect(byId.get(ids.answer)).toMatchObject({ content: 'An answer', link: `/questions/${q.id}`, targetAuthor: authorView });
    expect(byId.get(ids.comment)).toMatchObject({ content: 'A comment', link: `/questions/${q.id}`, targetAuthor: authorView });
    expect(byId.get(ids.message)).toMatchObject({ content: 'A message', link: null, targetAuthor: authorView });
    expect(byId.get(ids.user)).toMatchObject({ content: 'Avery Writer', link: `/profile/${author.id}`, targetAuthor: authorView });
    // Reporter details stay minimal: no email or last name.
    expect(Object.keys(byId.get(ids.user)!.reporter)).toEqual(['id', 'firstName']);
  });

  it('shows moderators and admins the author of a reported anonymous post on its card, and nowhere on the community’s pages', async () => {
    const q = await makeQuestion(db(), author.id, { isAnonymous: true });
    const a = await makeAnswer(db(), author.id, q.id, { isAnonymous: true });
    const id = await fileReport(member, 'question', q.id);
    const answerCard = await fileReport(member, 'answer', a.id);
    for (const viewer of [mod, admin]) {
      const items = await allReports(viewer);
      for (const card of [id, answerCard]) {
        expect(items.find((i) => i.id === card)).toMatchObject({ isAnonymous: true, targetAuthor: { id: author.id, firstName: 'Avery' } });
      }
      // The same staff read the post on the community's pages as every member does (canSeeAuthor's place).
      const question = await ctx.api(viewer, 'GET /api/questions/:id', { params: { id: q.id } });
      const thread = await ctx.api(viewer, 'GET /api/questions/:id/answers', { params: { id: q.id } });
      expect(question.body.author).toBeNull();
      expect(thread.body.items.map((x) => x.author)).toEqual([null]);
      expect(JSON.stringify([question.body, thread.body])).not.toContain('Avery');
    }
    // Members cannot reach this data at all.
    const res = await ctx.api(member, 'GET /api/moderation/reports');
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Avery');
  });
});

describe('GET /api/moderation/flagged', () => {
  it('groups pending reports by target, most reported first, live targets only', async () => {
    const other = await ctx.createUser();
    const third = await ctx.createUser();
    const once = await makeQuestion(db(), author.id);
    const thrice = await makeQuestion(db(), author.id, { title: 'Thrice', content: 'reported' });
    const deleted = await makeQuestion(db(), author.id);
    const reviewed = await makeQuestion(db(), author.id);
    await fileReport(member, 'question', once.id);
    for (const u of [member, other, third]) await fileReport(u, 'question', thrice.id);
    await fileReport(member, 'question', deleted.id);
    await db().update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, deleted.id));
    const reviewedReport = await fileReport(member, 'question', reviewed.id);
    await db().update(reports).set({ status: 'reviewed' }).where(eq(reports.id, reviewedReport));

    const res = await ctx.api(mod, 'GET /api/moderation/flagged');
    expect(res.statusCode).toBe(200);
    const list = res.body as FlaggedItemView[];
    expect(list[0]).toEqual({
      id: thrice.id,
      type: 'question',
      content: 'Thrice\n\nreported',
      reportCount: 3,
      link: `/questions/${thrice.id}`,
    });
    expect(list.find((i) => i.id === once.id && i.type === 'question')).toMatchObject({ reportCount: 1 });
    expect(list.find((i) => i.id === deleted.id && i.type === 'question')).toBeUndefined();
    expect(list.find((i) => i.id === reviewed.id && i.type === 'question')).toBeUndefined();
    for (let i = 1; i < list.length; i++) expect(list[i - 1].reportCount).toBeGreaterThanOrEqual(list[i].reportCount);
  });
});

describe('POST /api/moderation/reports/:reportId/:action', () => {
  it('resolves a report, logs it and thanks the reporter without the outcome', async () => {
    const q = await makeQuestion(db(), author.id);
    const id = await fileReport(member, 'question', q.id);
    const res = await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: id, action: 'resolve' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'resolved', targetType: 'question', targetId: q.id, link: `/questions/${q.id}` });

    const [row] = await db().select().from(reports).where(eq(reports.id, id));
    expect(row.reviewedById).toBe(mod.id);
    expect(row.reviewedAt).toBeInstanceOf(Date);
    const log = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetType, 'report'), eq(moderationLog.targetId, id)));
    expect(log).toEqual([expect.objectContaining({ actorId: mod.id, action: 'report-resolved' })]);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notes.at(-1)).toMatchObject({ type: 'report-reviewed', content: REPORT_REVIEWED_NOTICE, link: null });
  });

  it('dismisses a report as reviewed (admins may too)', async () => {
    const q = await makeQuestion(db(), author.id);
    const id = await fileReport(member, 'question', q.id);
    const res = await ctx.api(admin, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: id, action: 'dismiss' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('reviewed');
    const log = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetType, 'report'), eq(moderationLog.targetId, id)));
    expect(log[0].action).toBe('report-dismissed');
  });

  it('refuses a second review with 409 and changes nothing', async () => {
    const q = await makeQuestion(db(), author.id);
    const id = await fileReport(member, 'question', q.id);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: id, action: 'dismiss' } })).statusCode,
    ).toBe(200);
    const before = (await db().select().from(notifications).where(eq(notifications.userId, member.id))).length;
    const res = await ctx.api(admin, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: id, action: 'resolve' } });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('This report has already been reviewed');
    const [row] = await db().select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'reviewed', reviewedById: mod.id });
    expect((await db().select().from(notifications).where(eq(notifications.userId, member.id))).length).toBe(before);
  });

  it('answers 404 for an unknown report', async () => {
    const res = await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: 999999, action: 'resolve' } });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Report was not found');
  });
});

describe('DELETE /api/moderation/:targetType/:targetId', () => {
  it('soft-deletes a question, fixes topic counts, resolves its pending reports and hides it', async () => {
    const topic = await makeTopic(db());
    const q = await makeQuestion(db(), author.id, { topicIds: [topic.id] });
    const other = await ctx.createUser();
    const r1 = await fileReport(member, 'question', q.id);
    const r2 = await fileReport(other, 'question', q.id);

    const res = await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'question', targetId: q.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const [row] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    const [t] = await db().select().from(topics).where(eq(topics.id, topic.id));
    expect(t.questionsCount).toBe(0);
    for (const id of [r1, r2]) {
      const [r] = await db().select().from(reports).where(eq(reports.id, id));
      expect(r).toMatchObject({ status: 'resolved', reviewedById: mod.id });
    }
    const notes = await db().select().from(notifications).where(eq(notifications.userId, other.id));
    expect(notes).toEqual([expect.objectContaining({ content: REPORT_REVIEWED_NOTICE })]);
    const log = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'content-deleted'), eq(moderationLog.targetId, q.id)));
    expect(log).toEqual([
      expect.objectContaining({ actorId: mod.id, targetType: 'question', details: expect.objectContaining({ reportsResolved: 2 }) }),
    ]);

    // Gone from reads: the question page, the flagged list; the report keeps its words as evidence (issue 30), no link.
    expect((await ctx.api(member, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(404);
    const flagged = (await ctx.api(mod, 'GET /api/moderation/flagged')).body as FlaggedItemView[];
    expect(flagged.find((i) => i.type === 'question' && i.id === q.id)).toBeUndefined();
    const item = (await allReports(mod)).find((i) => i.id === r1);
    expect(item).toMatchObject({ status: 'resolved', content: expect.any(String), link: null });

    // Deleting again is a 404.
    const again = await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', {
      params: { targetType: 'question', targetId: q.id },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe('Question was not found');
  });

  it('deletes an answer: answer_count goes down and viewers of the question hear about it', async () => {
    const q = await makeQuestion(db(), author.id);
    const a = await makeAnswer(db(), author.id, q.id);
    await makeAnswer(db(), author.id, q.id);
    const res = await ctx.api(admin, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'answer', targetId: a.id } });
    expect(res.statusCode).toBe(200);
    const [qa] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(qa.answerCount).toBe(1);
    const [row] = await db().select().from(answers).where(eq(answers.id, a.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    const evs = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'content.deleted'), eq(events.channel, `question:${q.id}`)));
    expect(evs).toEqual([
      expect.objectContaining({
        userId: null,
        payload: expect.objectContaining({ targetType: 'answer', targetId: a.id, questionId: q.id }),
      }),
    ]);
  });

  it('deletes a comment: comment_count goes down, with an event on the question channel', async () => {
    const q = await makeQuestion(db(), author.id);
    const a = await makeAnswer(db(), author.id, q.id);
    const c = await makeComment(db(), author.id, a.id);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'comment', targetId: c.id } }))
        .statusCode,
    ).toBe(200);
    const [ans] = await db().select().from(answers).where(eq(answers.id, a.id));
    expect(ans.commentCount).toBe(0);
    const [row] = await db().select().from(comments).where(eq(comments.id, c.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    const evs = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'content.deleted'), eq(events.channel, `question:${q.id}`)));
    expect(evs[0].payload).toMatchObject({ targetType: 'comment', targetId: c.id });
  });

  it('deletes a message and resolves its report', async () => {
    const m = await makeMessage(db(), author.id, member.id);
    const id = await fileReport(member, 'message', m.id);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'message', targetId: m.id } }))
        .statusCode,
    ).toBe(200);
    const [row] = await db().select().from(messages).where(eq(messages.id, m.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    const [r] = await db().select().from(reports).where(eq(reports.id, id));
    expect(r.status).toBe('resolved');
  });

  it('leaves an unreported private message alone: 404, still there', async () => {
    const m = await makeMessage(db(), author.id, member.id);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'message', targetId: m.id } }))
        .statusCode,
    ).toBe(404);
    const [row] = await db().select().from(messages).where(eq(messages.id, m.id));
    expect(row.deletedAt).toBeNull();
  });

  it('answers 404 for missing content and for content under a deleted parent', async () => {
    for (const type of ['question', 'answer', 'comment', 'message']) {
      expect(
        (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: type, targetId: 999999 } })).statusCode,
        type,
      ).toBe(404);
    }
    const q = await makeQuestion(db(), author.id);
    const a = await makeAnswer(db(), author.id, q.id);
    await db().update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, q.id));
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'answer', targetId: a.id } })).statusCode,
    ).toBe(404);
    const [qa] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(qa.answerCount).toBe(1);
  });
});

describe('queue order, pages and counters', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestContext();
  });
  afterAll(() => fresh.close());

  it('lists pending oldest first, then the rest newest reviewed first, 20 a page, with counters', async () => {
    const reporter = await fresh.createUser();
    const moderator = await fresh.createUser({ role: 'moderator' });
    const base = Date.now() - 10 * 24 * 3600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    let target = 1000;
    const insert = async (values: Partial<typeof reports.$inferInsert>) =>
      (await makeReport(fresh.database.db, { reporterId: reporter.id, targetId: target++, ...values })).id;
    const now = new Date();
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    // 18 pending, created in reverse id order to prove ordering is by time.
    const pending: number[] = [];
    for (let i = 18; i >= 1; i--) pending.unshift(await insert({ createdAt: at(i) }));
    // 5 others: reviewed/resolved at various times; one resolved yesterday.
    const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3600_000);
    const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const safeToday = (m: number) => new Date(Math.max(minutesAgo(m).getTime(), todayStart.getTime() + 1000 + (60 - m)));
    const others = [
      await insert({ createdAt: at(1), status: 'resolved', reviewedAt: yesterday, reviewedById: moderator.id }),
      await insert({ createdAt: at(2), status: 'reviewed', reviewedAt: safeToday(50), reviewedById: moderator.id }),
      await insert({ createdAt: at(3), status: 'resolved', reviewedAt: safeToday(40), reviewedById: moderator.id }),
      await insert({ createdAt: at(4), status: 'resolved', reviewedAt: safeToday(30), reviewedById: moderator.id }),
      await insert({ createdAt: at(5), status: 'reviewed', reviewedAt: safeToday(20), reviewedById: moderator.id }),
    ];
    const expectedRest = [others[4], others[3], others[2], others[1], others[0]];

    const page1 = await fresh.api(moderator, 'GET /api/moderation/reports');
    expect(page1.statusCode).toBe(200);
    expect(page1.body.items.map((i: ReportView) => i.id)).toEqual([...pending, ...expectedRest.slice(0, 2)]);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    expect(page1.body.counts).toMatchObject({ pending: 18, reviewedToday: 4, resolved: 3 });
    const page2 = await fresh.api(moderator, 'GET /api/moderation/reports', { query: { cursor: page1.body.nextCursor } });
    expect(page2.body.items.map((i: ReportView) => i.id)).toEqual(expectedRest.slice(2));
    expect(page2.body.nextCursor).toBeNull();

    // Five more pending: the first page is all pending, the second finishes them and starts the rest.
    for (let i = 19; i <= 23; i++) pending.push(await insert({ createdAt: at(i) }));
    const p1 = await fresh.api(moderator, 'GET /api/moderation/reports');
    expect(p1.body.items.map((i: ReportView) => i.id)).toEqual(pending.slice(0, 20));
    expect(p1.body.counts.pending).toBe(23);
    const p2 = await fresh.api(moderator, 'GET /api/moderation/reports', { query: { cursor: p1.body.nextCursor } });
    expect(p2.body.items.map((i: ReportView) => i.id)).toEqual([...pending.slice(20), ...expectedRest]);
    expect(p2.body.nextCursor).toBeNull();

    // Reviewing one through the API moves it into today's counters.
    const res = await fresh.api(moderator, 'POST /api/moderation/reports/:reportId/:action', {
      params: { reportId: pending[0], action: 'resolve' },
    });
    expect(res.statusCode).toBe(200);
    const after = await fresh.api(moderator, 'GET /api/moderation/reports');
    expect(after.body.counts).toMatchObject({ pending: 22, reviewedToday: 5, resolved: 4 });
    expect(after.body.items[0].id).toBe(pending[1]);
  });
});

describe('risk-first queue: priority, cards and paging', () => {
  let fresh: TestContext;
  let moderator: TestUser;
  let reporters: TestUser[];
  const base = Date.now() - 5 * 24 * 3600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  beforeAll(async () => {
    fresh = await createTestContext();
    moderator = await fresh.createUser({ role: 'moderator' });
    reporters = [];
    for (let i = 0; i < 4; i++) reporters.push(await fresh.createUser());
  });
  afterAll(() => fresh.close());
  const insert = async (values: Partial<typeof reports.$inferInsert> & { targetId: number }) =>
    (await makeReport(fresh.database.db, { reporterId: reporters[0].id, ...values })).id;
  const pages = async () => {
    const out: ReportView[][] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<'GET /api/moderation/reports'> = await fresh.api(moderator, 'GET /api/moderation/reports', {
        query: { cursor },
      });
      expect(res.statusCode).toBe(200);
      out.push(res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    return out;
  };

  it('puts urgent cards first, then high, then normal; most reporters, then oldest; one card per target', async () => {
    const [r1, r2, r3, r4] = reporters;
    // Normal, one reporter, the oldest of all.
    const a = await insert({ targetId: 101, createdAt: at(1) });
    // Normal, two reporters.
    const b = await insert({ targetId: 102, createdAt: at(2), reporterId: r1.id });
    await insert({ targetId: 102, createdAt: at(3), reporterId: r2.id, reason: 'other' });
    // High by three distinct reporters.
    const c = await insert({ targetId: 103, createdAt: at(4), reporterId: r1.id });
    await insert({ targetId: 103, createdAt: at(5), reporterId: r2.id });
    await insert({ targetId: 103, createdAt: at(6), reporterId: r3.id });
    // High by reason: harassment of a member, hate aimed at a member (a user target).
    const d = await insert({ targetId: 104, createdAt: at(7), reason: 'harassment' });
    const g = await insert({ targetType: 'user', targetId: r4.id, createdAt: at(8), reason: 'hate' });
    // Urgent: a member's at-risk report, and MindSpace Safety's crisis flag, both newest.
    const e = await insert({ targetId: 105, createdAt: at(9), reason: 'at-risk' });
    const f = await insert({ targetId: 106, createdAt: at(10), reason: 'at-risk', reporterId: null, system: true });
    // A spam report on the crisis-flagged target joins its card and makes it two reporters.
    await insert({ targetId: 106, createdAt: at(11), reporterId: r2.id });

    const [items] = await pages();
    expect(items.map((i) => i.id)).toEqual([f, e, c, d, g, b, a]);
    expect(items.map((i) => i.priority)).toEqual(['urgent', 'urgent', 'high', 'high', 'high', 'normal', 'normal']);
    expect(items.map((i) => i.reportCount)).toEqual([2, 1, 3, 1, 1, 2, 1]);
    expect(items[0]).toMatchObject({
      reason: 'at-risk',
      crisisFlag: true,
      reporter: { id: null, firstName: 'MindSpace Safety' },
      reasons: expect.arrayContaining(['at-risk', 'spam']),
    });
    expect(items[1]).toMatchObject({ crisisFlag: false, reporter: { id: reporters[0].id } });
    // 'Pending' counts what is listed: cards, not the reports inside them.
    const res = await fresh.api(moderator, 'GET /api/moderation/reports');
    expect(res.body.counts.pending).toBe(items.length);
    expect(res.body.counts.pending).toBe(7);
  });

  it('reviews a whole card at once and thanks each member who reported it, once', async () => {
    const [, r2, r3] = reporters;
    const first = await insert({ targetId: 201, createdAt: at(20), reporterId: r2.id, reason: 'spam' });
    const second = await insert({ targetId: 201, createdAt: at(21), reporterId: r3.id, reason: 'other' });
    const system = await insert({ targetId: 201, createdAt: at(22), reason: 'at-risk', reporterId: null, system: true });
    const before = await fresh.database.db.select().from(notifications).where(eq(notifications.userId, r3.id));
    const res = await fresh.api(moderator, 'POST /api/moderation/reports/:reportId/:action', {
      params: { reportId: first, action: 'dismiss' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await fresh.database.db.select().from(reports).where(eq(reports.targetId, 201));
    expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [first, 'reviewed'],
        [second, 'reviewed'],
        [system, 'reviewed'],
      ].sort(),
    );
    const after = await fresh.database.db.select().from(notifications).where(eq(notifications.userId, r3.id));
    expect(after.length - before.length).toBe(1);
    // The card is gone from the pending part.
    const items = (await pages()).flat();
    expect(items.filter((i) => i.status === 'pending' && i.targetId === 201)).toEqual([]);
    // A second review of any report of the card is a conflict.
    expect(
      (await fresh.api(moderator, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: second, action: 'resolve' } }))
        .statusCode,
    ).toBe(409);
  });

  it('pages through many cards in priority order without gaps or repeats, even when a card is reviewed between pages', async () => {
    const moreCtx = await createTestContext();
    try {
      const mod = await moreCtx.createUser({ role: 'moderator' });
      const people: TestUser[] = [];
      for (let i = 0; i < 3; i++) people.push(await moreCtx.createUser());
      const add = async (targetId: number, minutes: number, reason: string, reporter = people[0]) =>
        (await makeReport(moreCtx.database.db, { reporterId: reporter.id, targetType: 'answer', targetId, reason, createdAt: at(minutes) }))
          .id;
      // 30 cards: every 5th urgent, every 5th (offset 1) high, the rest normal; some with two reporters.
      const expected: { id: number; rank: number; count: number; minutes: number }[] = [];
      for (let i = 0; i < 30; i++) {
        const reason = i % 5 === 0 ? 'at-risk' : i % 5 === 1 ? 'hate' : 'spam';
        const minutes = 100 - i; // later cards are older, so order is not insertion order
        const id = await add(1000 + i, minutes, reason);
        let count = 1;
        if (i % 3 === 0) {
          await add(1000 + i, minutes + 1, 'other', people[1]);
          count = 2;
        }
        expected.push({ id, rank: reason === 'at-risk' ? 0 : reason === 'hate' ? 1 : 2, count, minutes });
      }
      expected.sort((x, y) => x.rank - y.rank || y.count - x.count || x.minutes - y.minutes || x.id - y.id);

      const page1 = await moreCtx.api(mod, 'GET /api/moderation/reports');
      expect(page1.body.items).toHaveLength(20);
      expect(page1.body.items.map((i: ReportView) => i.id)).toEqual(expected.slice(0, 20).map((e) => e.id));
      // A moderator reviews a card already shown; the next page still starts right after page 1.
      expect(
        (
          await moreCtx.api(mod, 'POST /api/moderation/reports/:reportId/:action', {
            params: { reportId: expected[3].id, action: 'resolve' },
          })
        ).statusCode,
      ).toBe(200);
      const page2 = await moreCtx.api(mod, 'GET /api/moderation/reports', { query: { cursor: page1.body.nextCursor } });
      const pendingOnPage2 = page2.body.items.filter((i: ReportView) => i.status === 'pending');
      expect(pendingOnPage2.map((i: ReportView) => i.id)).toEqual(expected.slice(20).map((e) => e.id));
      // After the pending cards come the reviewed reports (the one just resolved and its companion).
      expect(page2.body.items.slice(pendingOnPage2.length).every((i: ReportView) => i.status !== 'pending')).toBe(true);
      expect(page2.body.nextCursor).toBeNull();
    } finally {
      await moreCtx.close();
    }
  });

  it('refuses cursors of the old shape and malformed ones with 400', async () => {
    const keyed = (s: string, k: unknown[]) => Buffer.from(JSON.stringify({ s, k })).toString('base64url');
    const malformed = [
      keyed('queuePending', [0, 1, '1', 1]),
      keyed('queuePending', [3, 0, 1, '1', 1]),
      keyed('queuePending', [0, 2, 1, '1', 1]),
      keyed('queuePending', [0, 0, 1, 'x', 1]),
      keyed('queuePending', [0, 0, 1, '1', 0]),
      keyed('queueReviewed', [0]),
      keyed('recent', ['2025-01-01T00:00:00.000000Z', 1]),
    ];
    for (const cursor of ['p12', 'p3.1.1.1', 'p0.0.1.1', 'p0.1.x.1', 'r0', ...malformed]) {
      const res: ApiResponse<'GET /api/moderation/reports'> = await fresh.api(moderator, 'GET /api/moderation/reports', {
        query: { cursor },
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.body.message).toBe('The page cursor is not valid; reload the list');
    }
  });
});
