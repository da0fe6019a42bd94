/**
 * Deleted means deleted: a post its author took back reaches moderation only as
 * evidence on a report filed before the deletion; the member record lists staff removals only;
 * deleted posts' words are erased after PURGE_AFTER_DAYS unless a pending report holds them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness';
import { questions, revisions } from '../db/schema/index';
import { makeQuestion } from '../test/factories';
import { runPurgeJob } from '../features/purge/job';

/** What the test reads of a report. */
type ReportView = { id: number; content: string | null };

const DAY_MS = millisecondsInDay;
const silent = { info: () => {}, warn: () => {} };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('a post its author deleted', () => {
  it('reaches moderators only as evidence on a report filed before; the record lists staff removals only; its words are erased after PURGE_AFTER_DAYS unless a pending report holds them', async () => {
    const [author, reporter] = [await ctx.createUser(), await ctx.createUser()];
    const moderator = await ctx.createUser({ role: 'moderator' });
    const db = ctx.database.db;
    const overshared = await makeQuestion(db, author.id, { title: 'Overshared title', content: 'Words I took back', isAnonymous: true });
    const edited = await ctx.api(author, 'PATCH /api/questions/:id', {
      params: { id: overshared.id },
      body: { content: 'Edited words I took back' },
    });
    expect(edited.statusCode).toBe(200);
    const reported = await makeQuestion(db, author.id, { title: 'Reported title', content: 'Reported words' });
    const removed = await makeQuestion(db, author.id, { title: 'Removed title', content: 'Removed words' });

    const report = await ctx.api(reporter, 'POST /api/reports', {
      body: { targetType: 'question', targetId: reported.id, reason: 'spam' },
    });
    expect(report.statusCode).toBe(201);
    await ctx.api(reporter, 'POST /api/reports', { body: { targetType: 'question', targetId: removed.id, reason: 'spam' } });
    for (const q of [overshared, reported])
      expect((await ctx.api(author, 'DELETE /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(204);
    expect(
      (
        await ctx.api(moderator, 'DELETE /api/moderation/:targetType/:targetId', {
          params: { targetType: 'question', targetId: removed.id },
        })
      ).statusCode,
    ).toBeLessThan(300);

    const record = await ctx.api(moderator, 'GET /api/moderation/users/:userId', { params: { userId: author.id } });
    expect(record.body.removedContent.map((r: { id: number }) => r.id)).toEqual([removed.id]);
    expect(JSON.stringify(record.body)).not.toContain('took back');
    // The report filed before the deletion keeps the words as evidence.
    const onReport = (record.body.reports as ReportView[]).find((r) => r.id === report.body.id);
    expect(onReport?.content).toContain('Reported words');
    const queue = (await ctx.api(moderator, 'GET /api/moderation/reports')).body.items as ReportView[];
    expect(queue.find((r) => r.id === report.body.id)).toMatchObject({
      content: expect.stringContaining('Reported words'),
      contentRemoved: true,
    });
    // Earlier versions of the post nobody reported are gone from moderation too.
    expect((await ctx.api(moderator, 'GET /api/questions/:id/revisions', { params: { id: overshared.id } })).statusCode).toBe(404);
    expect((await ctx.api(moderator, 'GET /api/questions/:id/revisions', { params: { id: removed.id } })).statusCode).toBe(200);

    const wordsOf = async (id: number) => (await db.select().from(questions).where(eq(questions.id, id)))[0];
    const early = await runPurgeJob({ db, afterDays: 30, log: silent }, new Date(Date.now() + 28 * DAY_MS));
    expect(early.wordsErased).toBe(0);
    expect((await wordsOf(overshared.id)).content).toBe('Edited words I took back');

    await runPurgeJob({ db, afterDays: 30, log: silent }, new Date(Date.now() + 31 * DAY_MS));
    expect(await wordsOf(overshared.id)).toMatchObject({ title: '', content: '' });
    expect(await wordsOf(removed.id)).toMatchObject({ title: '', content: '' });
    expect(await db.select().from(revisions).where(eq(revisions.targetId, overshared.id))).toEqual([]);
    // The pending report holds its post's words until it is reviewed.
    expect((await wordsOf(reported.id)).content).toBe('Reported words');
    expect(
      (
        await ctx.api(moderator, 'POST /api/moderation/reports/:reportId/:action', {
          params: { reportId: report.body.id, action: 'dismiss' },
        })
      ).statusCode,
    ).toBe(200);
    await runPurgeJob({ db, afterDays: 30, log: silent }, new Date(Date.now() + 31 * DAY_MS));
    expect(await wordsOf(reported.id)).toMatchObject({ title: '', content: '' });
    // Erased words cannot be brought back.
    expect(
      (
        await ctx.api(moderator, 'POST /api/moderation/:targetType/:targetId/restore', {
          params: { targetType: 'question', targetId: removed.id },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('the words of a removal under appeal', () => {
  it('are kept from the purge while the appeal is pending, so overturning it can bring them back', async () => {
    const db = ctx.database.db;
    const member = await ctx.createUser();
    const [maya, sam] = [await ctx.createUser({ role: 'moderator' }), await ctx.createUser({ role: 'moderator' })];
    const q = await makeQuestion(db, member.id, { title: 'A hard week at school', content: 'Everything feels too loud lately.' });
    const removed = await ctx.api(maya, 'DELETE /api/moderation/:targetType/:targetId', {
      params: { targetType: 'question', targetId: q.id },
      body: {},
    });
    expect(removed.statusCode).toBe(200);
    const [decision] = (await ctx.api(member, 'GET /api/users/me/decisions')).body.items;
    const appealed = await ctx.api(member, 'POST /api/decisions/:id/appeal', {
      params: { id: decision.id },
      body: { text: 'It was my own story.' },
    });
    expect(appealed.statusCode).toBe(201);
    await runPurgeJob({ db, afterDays: 30, log: silent }, new Date(Date.now() + 45 * DAY_MS));
    expect((await db.select().from(questions).where(eq(questions.id, q.id)))[0].title).toBe('A hard week at school');
    const appeal = (await ctx.api(sam, 'GET /api/moderation/appeals')).body.items.find((a) => a.decision.id === decision.id)!;
    const decided = await ctx.api(sam, 'POST /api/moderation/appeals/:id/decision', {
      params: { id: appeal.id },
      body: { outcome: 'overturned', note: 'It belongs here.' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await ctx.api(member, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(200);
  });
});
