/**
 * The safety figures through the real app: /metrics counts how long
 * each card waited for its first action by priority, and appeals by outcome (0 until appeals
 * exist); the dashboard counts name how long the oldest urgent card has waited and the week's
 * median time to first action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeQuestion, makeReport } from '../../test/factories';

const TOKEN = 'metrics-token-for-tests-0123456789';

let ctx: TestContext;
let author: TestUser;
let reporter: TestUser;
let mod: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  author = await ctx.createUser();
  reporter = await ctx.createUser();
  mod = await ctx.createUser({ role: 'moderator', firstName: 'Maya' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const metrics = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body as string;
/** A pending card whose first report was `minutes` ago: its report's id. */
async function card(reason: string, minutes: number): Promise<{ reportId: number; questionId: number }> {
  const q = await makeQuestion(db(), author.id);
  const r = await makeReport(db(), { reporterId: reporter.id, targetId: q.id, reason });
  await db().execute(sql`update reports set created_at = now() - make_interval(mins => ${minutes}::int) where id = ${r.id}`);
  return { reportId: r.id, questionId: q.id };
}
const counts = async () => (await ctx.api(mod, 'GET /api/moderation/reports')).body.counts;

describe('the safety figures', () => {
  it('start empty: no urgent card waits, no median yet, appeals registered at 0', async () => {
    expect(await counts()).toMatchObject({ oldestUrgentSince: null, medianFirstActionSeconds: null });
    const text = await metrics();
    expect(text).toContain('mindspace_appeals_total{outcome="upheld"} 0');
    expect(text).toContain('mindspace_appeals_total{outcome="overturned"} 0');
    expect(text).toContain('# TYPE mindspace_report_first_action_seconds histogram');
  });

  it('name the oldest urgent card still waiting', async () => {
    await card('spam', 300);
    const older = await card('at-risk', 90);
    await card('at-risk', 10);
    const since = (await counts()).oldestUrgentSince!;
    const waited = (Date.now() - new Date(since).getTime()) / 60_000;
    expect(waited).toBeGreaterThan(89);
    expect(waited).toBeLessThan(92);
    // Once it is reviewed, the next urgent card is the oldest.
    await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: older.reportId, action: 'resolve' } });
    expect((Date.now() - new Date((await counts()).oldestUrgentSince!).getTime()) / 60_000).toBeLessThan(12);
  });

  it('time each first action by priority in /metrics, and give the median of the week', async () => {
    const normal = await card('spam', 20);
    const urgent = await card('at-risk', 40);
    await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: normal.reportId, action: 'dismiss' } });
    expect(
      (
        await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', {
          params: { targetType: 'question', targetId: urgent.questionId },
        })
      ).statusCode,
    ).toBe(200);

    const text = await metrics();
    // The urgent card removed after 40 minutes (and the one resolved after 90 before): 2 urgent, 1 normal.
    expect(text).toMatch(/mindspace_report_first_action_seconds_count\{priority="urgent"\} 2\n/);
    expect(text).toMatch(/mindspace_report_first_action_seconds_count\{priority="normal"\} 1\n/);
    expect(text).toMatch(/mindspace_report_first_action_seconds_bucket\{le="1800",priority="normal"\} 1\n/);
    expect(text).toMatch(/mindspace_report_first_action_seconds_bucket\{le="1800",priority="urgent"\} 0\n/);
    // Settled: 90, 20 and 40 minutes → the median is 40 minutes.
    expect(Math.abs((await counts()).medianFirstActionSeconds! - 2400)).toBeLessThan(30);
  });

  it('leave cards settled more than a week ago out of the median', async () => {
    await db().execute(sql`update reports set reviewed_at = now() - interval '8 days' where status <> 'pending'`);
    expect((await counts()).medianFirstActionSeconds).toBeNull();
  });
});
