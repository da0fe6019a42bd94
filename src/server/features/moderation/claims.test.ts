/**
 * Claims on report cards through the real app: a claim answers 200
 * and shows on the card as `claimedBy`; someone else's claim is 409 naming them; DELETE
 * releases; a claim lapses after CLAIM_MINUTES without action; other moderators see claimed
 * cards after the unclaimed ones of the same priority; settling the card ends the claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeQuestion, makeReport } from '../../test/factories';
import { CLAIM_MINUTES } from '../../../common/constants';
import type { ReportView } from './presenters';

let ctx: TestContext;
let author: TestUser;
let reporter: TestUser;
let maya: TestUser;
let sam: TestUser;
let member: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  author = await ctx.createUser({ firstName: 'Robin' });
  reporter = await ctx.createUser({ firstName: 'Kai' });
  maya = await ctx.createUser({ role: 'moderator', firstName: 'Maya' });
  sam = await ctx.createUser({ role: 'moderator', firstName: 'Sam' });
  member = await ctx.createUser({ firstName: 'Lee' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A pending card on a new question of the author: its report's id. */
async function card(reason = 'spam'): Promise<number> {
  const q = await makeQuestion(db(), author.id);
  return (await makeReport(db(), { reporterId: reporter.id, targetId: q.id, reason })).id;
}
const claim = (by: TestUser | null, reportId: number) =>
  ctx.api(by, 'POST /api/moderation/reports/:reportId/claim', { params: { reportId } });
const release = (by: TestUser, reportId: number) => ctx.api(by, 'DELETE /api/moderation/reports/:reportId/claim', { params: { reportId } });

/** The pending cards of the queue as `viewer` sees them, in order. */
async function pendingQueue(viewer: TestUser): Promise<ReportView[]> {
  const items: ReportView[] = [];
  let cursor: string | undefined;
  do {
    const res = await ctx.api(viewer, 'GET /api/moderation/reports', { query: { cursor } });
    expect(res.statusCode).toBe(200);
    items.push(...res.body.items.filter((i) => i.status === 'pending'));
    cursor = res.body.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
const cardIn = async (viewer: TestUser, reportId: number) => (await pendingQueue(viewer)).find((c) => c.id === reportId)!;
/** Moves a claim's last action `minutes` into the past. */
const age = (reportId: number, minutes: number) =>
  db().execute(sql`update report_claims set active_at = now() - make_interval(mins => ${minutes}::int)
    where (target_type, target_id) = (select target_type, target_id from reports where id = ${reportId})`);

describe('claiming a card', () => {
  it('answers 200 with the card, and the queue shows who claimed it', async () => {
    const id = await card();
    const res = await claim(maya, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.claimedBy).toEqual({ id: maya.id, firstName: 'Maya' });
    expect((await cardIn(sam, id)).claimedBy).toEqual({ id: maya.id, firstName: 'Maya' });
    // Claiming again renews one's own claim.
    expect((await claim(maya, id)).statusCode).toBe(200);
  });

  it('refuses a card someone else holds with 409 naming them', async () => {
    const id = await card();
    await claim(maya, id);
    const res = await claim(sam, id);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ message: 'Maya is already looking at this report', code: 'claimed' });
    expect((await cardIn(sam, id)).claimedBy?.id).toBe(maya.id);
  });

  it('holds for any report of the same card', async () => {
    const q = await makeQuestion(db(), author.id);
    const first = await makeReport(db(), { reporterId: reporter.id, targetId: q.id, reason: 'spam' });
    const second = await makeReport(db(), { reporterId: member.id, targetId: q.id, reason: 'other' });
    await claim(maya, first.id);
    expect((await claim(sam, second.id)).statusCode).toBe(409);
  });

  it('is for staff only, and only for pending reports', async () => {
    const id = await card();
    expect((await claim(member, id)).statusCode).toBe(403);
    expect((await claim(null, id)).statusCode).toBe(401);
    expect((await claim(maya, 999_999)).statusCode).toBe(404);
    await ctx.api(sam, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: id, action: 'dismiss' } });
    const late = await claim(maya, id);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('This report has already been reviewed');
  });
});

describe('releasing a claim', () => {
  it('lets the holder release it, and then anyone may claim it', async () => {
    const id = await card();
    await claim(maya, id);
    const res = await release(maya, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.claimedBy).toBeNull();
    expect((await cardIn(sam, id)).claimedBy).toBeNull();
    expect((await claim(sam, id)).statusCode).toBe(200);
  });

  it("refuses to release someone else's claim with 409 naming them", async () => {
    const id = await card();
    await claim(maya, id);
    const res = await release(sam, id);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Maya is already looking at this report');
    expect((await cardIn(sam, id)).claimedBy?.id).toBe(maya.id);
  });
});

describe(`a claim lapses after ${CLAIM_MINUTES} minutes without action`, () => {
  it('holds just before, and is gone just after', async () => {
    const id = await card();
    await claim(maya, id);
    await age(id, CLAIM_MINUTES - 1);
    expect((await claim(sam, id)).statusCode).toBe(409);
    await age(id, CLAIM_MINUTES + 1);
    expect((await cardIn(sam, id)).claimedBy).toBeNull();
    const taken = await claim(sam, id);
    expect(taken.statusCode).toBe(200);
    expect(taken.body.claimedBy?.id).toBe(sam.id);
  });

  it('is renewed when its holder sends a check-in from the card', async () => {
    const id = await card('at-risk');
    await claim(maya, id);
    await age(id, CLAIM_MINUTES - 1);
    expect((await ctx.api(maya, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: id } })).statusCode).toBe(200);
    // The check-in reset the clock: two more minutes do not make it lapse.
    await db().execute(sql`update report_claims set active_at = active_at - interval '2 minutes'`);
    expect((await claim(sam, id)).statusCode).toBe(409);
  });
});

describe('settling a claimed card', () => {
  it('ends the claim: a new report on the same target opens an unclaimed card', async () => {
    const q = await makeQuestion(db(), author.id);
    const first = await makeReport(db(), { reporterId: reporter.id, targetId: q.id });
    await claim(maya, first.id);
    await ctx.api(maya, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: first.id, action: 'resolve' } });
    const again = await makeReport(db(), { reporterId: member.id, targetId: q.id });
    expect((await cardIn(sam, again.id)).claimedBy).toBeNull();
  });

  it('lets another moderator still review a claimed card (an urgent card never waits on one person)', async () => {
    const id = await card('at-risk');
    await claim(maya, id);
    const res = await ctx.api(sam, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: id, action: 'resolve' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.claimedBy).toBeNull();
  });
});

describe('the order of claimed cards', () => {
  it("puts other moderators' claimed cards after the unclaimed ones of the same priority, never below a lower priority", async () => {
    const fresh = await createTestContext();
    try {
      const writer = await fresh.createUser();
      const one = await fresh.createUser();
      const mod1 = await fresh.createUser({ role: 'moderator', firstName: 'Maya' });
      const mod2 = await fresh.createUser({ role: 'moderator', firstName: 'Sam' });
      const make = async (reason: string) =>
        (
          await makeReport(fresh.database.db, {
            reporterId: one.id,
            targetId: (await makeQuestion(fresh.database.db, writer.id)).id,
            reason,
          })
        ).id;
      // Oldest first within a priority: urgentA, urgentB, normalA, normalB, normalC.
      const urgentA = await make('at-risk');
      const urgentB = await make('at-risk');
      const normalA = await make('spam');
      const normalB = await make('spam');
      const normalC = await make('spam');
      const ids = async (viewer: TestUser) => {
        const res = await fresh.api(viewer, 'GET /api/moderation/reports');
        return res.body.items.filter((i) => i.status === 'pending').map((i) => i.id);
      };
      expect(await ids(mod2)).toEqual([urgentA, urgentB, normalA, normalB, normalC]);

      for (const id of [urgentA, normalA]) {
        const res = await fresh.api(mod1, 'POST /api/moderation/reports/:reportId/claim', { params: { reportId: id } });
        expect(res.statusCode).toBe(200);
      }
      // Sam sees Maya's cards after the unclaimed ones of their priority; the urgent one stays above every normal card.
      expect(await ids(mod2)).toEqual([urgentB, urgentA, normalB, normalC, normalA]);
      // Maya's own claims do not move back for her.
      expect(await ids(mod1)).toEqual([urgentA, urgentB, normalA, normalB, normalC]);
    } finally {
      await fresh.close();
    }
  });
});
