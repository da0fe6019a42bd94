/**
 * Decisions and appeals through the real app: a member sees
 * every sanction on them and every removal of their words, never who reported or who decided;
 * appeals once, within APPEAL_DAYS; someone other than the decider looks again, and overturning
 * lifts the sanction or restores the content; the member is told in warm words. And the
 * restricted session of a suspended member (plus issue 30's last rule for the silenced).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countOf, createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { execute } from '../../db/execute';
import { makeQuestion, makeReport } from '../../test/factories';
import { purgeAccount } from '../../shared/purge-account';
import { APPEAL_CHARS, APPEAL_DAYS } from '../../../common/constants';

const TOKEN = 'metrics-token-for-tests-0123456789';

let ctx: TestContext;
let robin: TestUser;
let reporter: TestUser;
let other: TestUser;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  robin = await ctx.createUser({ firstName: 'Robin' });
  reporter = await ctx.createUser({ firstName: 'Quinn' });
  other = await ctx.createUser({ firstName: 'Kai' });
  maya = await ctx.createUser({ role: 'moderator', firstName: 'Maya' });
  sam = await ctx.createUser({ role: 'moderator', firstName: 'Sam' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const decisions = async (who: TestUser) => {
  const res = await ctx.api(who, 'GET /api/users/me/decisions');
  expect(res.statusCode).toBe(200);
  return res.body.items;
};
const appeal = (who: TestUser, id: number, text = 'I was sharing my own story, not giving advice. Please look again.') =>
  ctx.api(who, 'POST /api/decisions/:id/appeal', { params: { id }, body: { text } });
const decide = (who: TestUser, id: number, outcome: 'upheld' | 'overturned', note = 'I read the thread again with care.') =>
  ctx.api(who, 'POST /api/moderation/appeals/:id/decision', { params: { id }, body: { outcome, note } });
const sanction = async (by: TestUser, member: TestUser, type: 'warn' | 'silence' | 'suspend', days?: number) => {
  const res = await ctx.api(by, 'POST /api/moderation/users/:userId/sanctions', {
    params: { userId: member.id },
    body: { type, reason: 'Please keep replies kind', ...(days ? { days } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return res.body;
};
/** The newest decision about the member (its id is what they appeal). */
const newest = async (who: TestUser) => (await decisions(who))[0];
/** A question by the member, reported and removed by `by`: the removal's decision. */
async function removal(by: TestUser, member: TestUser) {
  const q = await makeQuestion(db(), member.id, { title: 'A hard week at school', content: 'Everything feels too loud lately.' });
  await makeReport(db(), { reporterId: reporter.id, targetId: q.id, reason: 'spam' });
  const res = await ctx.api(by, 'DELETE /api/moderation/:targetType/:targetId', {
    params: { targetType: 'question', targetId: q.id },
    body: { reason: 'it looked like an advert' },
  });
  expect(res.statusCode).toBe(200);
  return { question: q, decision: await newest(member) };
}
const staffAppeals = async (who: TestUser) => (await ctx.api(who, 'GET /api/moderation/appeals')).body.items;
const metrics = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body as string;
const ageDecision = (id: number, days: number) =>
  db().execute(sql`update moderation_log set created_at = now() - make_interval(days => ${days}::int) where id = ${id}`);

describe("a member's decisions", () => {
  it('lists a sanction and a removal, newest first, appealable, never naming the reporter or the moderator', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'silence', 3);
    const { decision } = await removal(maya, member);
    const items = await decisions(member);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      id: decision.id,
      kind: 'removal',
      what: 'question',
      excerpt: expect.stringContaining('A hard week at school'),
      reason: 'it looked like an advert',
      appealable: true,
      appeal: null,
    });
    expect(items[1]).toMatchObject({
      kind: 'sanction',
      what: 'silence',
      reason: 'Please keep replies kind',
      appealable: true,
      appeal: null,
    });
    expect(items[1].endsAt).toBeDefined();
    const wire = JSON.stringify(items);
    for (const secret of ['Quinn', 'Maya', `"${maya.id}"`, 'reporter', 'moderator']) expect(wire).not.toContain(secret);
    expect(wire).not.toMatch(new RegExp(`:${maya.id}[,}]`));
    // Nobody else sees them.
    expect(await decisions(other)).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expect((await ctx.api(null, 'GET /api/users/me/decisions')).statusCode).toBe(401);
  });

  it('every decision notice says how to appeal, and leads to the decisions', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    await removal(maya, member);
    const notes = (await ctx.api(member, 'GET /api/notifications')).body.items.filter((n) => n.link === '/decisions');
    expect(notes).toHaveLength(2);
    for (const n of notes) {
      expect(n.content).toContain(`you can ask for a second look within ${APPEAL_DAYS} days`);
      expect(n.link).toBe('/decisions');
    }
  });
});

describe('appealing a decision', () => {
  it('answers 201 with the pending appeal; a second appeal is 409 and changes nothing', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    const d = await newest(member);
    const res = await appeal(member, d.id);
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ id: d.id, appealable: false, appeal: { status: 'pending' } });
    const again = await appeal(member, d.id, 'Another try');
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/already asked for a second look/);
    const mine = (await staffAppeals(sam)).filter((a) => a.decision.id === d.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toMatch(/sharing my own story/);
  });

  it(`refuses an empty appeal or one over ${APPEAL_CHARS} characters with a clear 400`, async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    const d = await newest(member);
    const empty = await appeal(member, d.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toMatch(/Appeal cannot be empty/);
    const long = await appeal(member, d.id, 'x'.repeat(APPEAL_CHARS + 1));
    expect(long.statusCode).toBe(400);
    expect((await appeal(member, d.id, 'x'.repeat(APPEAL_CHARS))).statusCode).toBe(201);
  });

  it("answers 404 for someone else's decision", async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    const d = await newest(member);
    expect((await appeal(other, d.id)).statusCode).toBe(404);
    expect((await appeal(other, 999_999)).statusCode).toBe(404);
  });

  it(`is open for ${APPEAL_DAYS} days on the database's clock, then appealable is false and an appeal 409`, async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    const d = await newest(member);
    await ageDecision(d.id, APPEAL_DAYS - 1);
    expect((await newest(member)).appealable).toBe(true);
    await ageDecision(d.id, APPEAL_DAYS + 1);
    expect((await newest(member)).appealable).toBe(false);
    const late = await appeal(member, d.id);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toMatch(new RegExp(`appealed for ${APPEAL_DAYS} days after it was made`));
    expect((await staffAppeals(sam)).some((a) => a.decision.id === d.id)).toBe(false);
  });
});

describe('staff deciding an appeal', () => {
  it('lists pending appeals first, oldest first; refuses members with 403', async () => {
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    await sanction(maya, a, 'warn');
    await sanction(maya, b, 'warn');
    const first = (await appeal(a, (await newest(a)).id)).body;
    const second = (await appeal(b, (await newest(b)).id)).body;
    await db().execute(sql`update appeals set created_at = now() - interval '1 hour' where decision_id = ${second.id}`);
    const list = await staffAppeals(sam);
    const pending = list.filter((x) => x.status === 'pending');
    expect(list.slice(0, pending.length).every((x) => x.status === 'pending')).toBe(true);
    const order = pending.map((x) => x.decision.id);
    expect(order.indexOf(second.id)).toBeLessThan(order.indexOf(first.id));
    expect((await ctx.api(robin, 'GET /api/moderation/appeals')).statusCode).toBe(403);
    const appealId = list.find((x) => x.decision.id === first.id)!.id;
    expect((await decide(robin, appealId, 'overturned')).statusCode).toBe(403);
  });

  it('refuses the staff member who made the decision with 403, so someone else looks again', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    const d = await newest(member);
    await appeal(member, d.id);
    const mine = (await staffAppeals(maya)).find((a) => a.decision.id === d.id)!;
    expect(mine.canDecide).toBe(false);
    const res = await decide(maya, mine.id, 'upheld');
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toMatch(/You made this decision/);
    expect((await newest(member)).appeal).toEqual({ status: 'pending' });
    expect((await staffAppeals(sam)).find((a) => a.id === mine.id)!.canDecide).toBe(true);
  });

  it('upholding tells the member warmly, logs the outcome, counts it, and a second decision is 409', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'silence', 2);
    const d = await newest(member);
    await appeal(member, d.id);
    const appealId = (await staffAppeals(sam)).find((a) => a.decision.id === d.id)!.id;
    const res = await decide(sam, appealId, 'upheld', 'The replies were unkind to someone struggling.');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 'decided', outcome: 'upheld', decidedBy: { id: sam.id } });
    expect((await newest(member)).appeal).toEqual({
      status: 'decided',
      outcome: 'upheld',
      note: 'The replies were unkind to someone struggling.',
    });
    // The silence stands.
    const record = (await ctx.api(sam, 'GET /api/moderation/users/:userId', { params: { userId: member.id } })).body;
    expect(record.sanctions[0].inForce).toBe(true);
    const told = (await ctx.api(member, 'GET /api/notifications')).body.items.find((n) =>
      n.content.startsWith('Thank you for asking us to look again'),
    )!;
    expect(told.content).toMatch(/^Thank you for asking us to look again\./);
    expect(told.content).toContain('The replies were unkind to someone struggling.');
    expect(told.content).not.toContain('Sam');
    const log = (await ctx.api(sam, 'GET /api/moderation/log')).body.items;
    expect(log.find((e) => e.action === 'appeal-decided' && e.targetId === member.id)).toMatchObject({ appeal: { outcome: 'upheld' } });
    expect(await metrics()).toMatch(/mindspace_appeals_total\{outcome="upheld"\} [1-9]/);
    expect((await decide(ada(), appealId, 'overturned')).statusCode).toBe(409);
  });

  it('overturning a sanction lifts it: a suspended member gets their whole session back', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'suspend', 7);
    expect((await ctx.api(member, 'GET /api/conversations')).statusCode).toBe(403);
    const d = await newest(member);
    await appeal(member, d.id);
    const appealId = (await staffAppeals(sam)).find((a) => a.decision.id === d.id)!.id;
    expect((await decide(sam, appealId, 'overturned', 'You were right: the report was mistaken.')).statusCode).toBe(200);
    expect((await ctx.api(member, 'GET /api/conversations')).statusCode).toBe(200);
    expect((await ctx.api(member, 'GET /api/auth/user')).body.suspension).toBeNull();
    const record = (await ctx.api(sam, 'GET /api/moderation/users/:userId', { params: { userId: member.id } })).body;
    expect(record.sanctions[0].inForce).toBe(false);
    expect((await newest(member)).appeal).toMatchObject({ outcome: 'overturned' });
    expect(await metrics()).toMatch(/mindspace_appeals_total\{outcome="overturned"\} [1-9]/);
  });

  it('overturning a removal restores the content for everyone', async () => {
    const member = await ctx.createUser();
    const { question, decision } = await removal(maya, member);
    expect((await ctx.api(other, 'GET /api/questions/:id', { params: { id: question.id } })).statusCode).toBe(404);
    await appeal(member, decision.id);
    const appealId = (await staffAppeals(sam)).find((a) => a.decision.id === decision.id)!.id;
    expect((await decide(sam, appealId, 'overturned', 'It was your own story, and it belongs here.')).statusCode).toBe(200);
    const back = await ctx.api(other, 'GET /api/questions/:id', { params: { id: question.id } });
    expect(back.statusCode).toBe(200);
    expect(back.body.title).toBe('A hard week at school');
    const told = (await ctx.api(member, 'GET /api/notifications')).body.items.find((n) =>
      n.content.startsWith('Thank you for asking us to look again'),
    )!;
    expect(told.content).toContain('What was removed is back.');
  });
});

let adaUser: TestUser | undefined;
/** An admin (made once), a third person who can look again. */
const ada = () => adaUser!;
beforeAll(async () => {
  adaUser = await ctx.createUser({ role: 'admin', firstName: 'Ada' });
});

describe("a suspended member's restricted session", () => {
  it('signs in to who they are, their decisions, an appeal, and protecting themselves; everything else is 403 suspended', async () => {
    const member = await ctx.createUser();
    const q = await makeQuestion(db(), other.id);
    await sanction(maya, member, 'suspend', 3);
    const me = await ctx.api(member, 'GET /api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.body.suspension).toMatchObject({ reason: 'Please keep replies kind' });
    expect(me.body.suspension!.endsAt).not.toBeNull();
    const d = await newest(member);
    expect(d).toMatchObject({ kind: 'sanction', what: 'suspend', appealable: true });
    expect((await ctx.api(member, 'GET /api/notifications')).statusCode).toBe(200);
    // Protecting themselves stays open: report, mute, block.
    const report = await ctx.api(member, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'harassment' } });
    expect(report.statusCode).toBe(201);
    expect((await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: other.id } })).statusCode).toBe(204);
    expect((await ctx.api(member, 'POST /api/users/:id/block', { params: { id: other.id } })).statusCode).toBe(204);
    // Crisis help is public.
    expect((await ctx.api(member, 'GET /api/crisis-resources/countries')).statusCode).toBe(200);
    expect((await appeal(member, d.id)).statusCode).toBe(201);
    // Everything else is refused, reads included, with a calm message.
    for (const res of [
      await ctx.api(member, 'GET /api/conversations'),
      await ctx.api(member, 'POST /api/questions', { body: { title: 'Still here', content: 'Hello', topicIds: [] } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({ code: 'suspended' });
      expect(res.body.message).toMatch(/You can still read the decisions about you, ask for a second look/);
    }
  });

  it("keeps the member's own settings theirs (decision 0097): language, country, emails, pushes, quiet hours", async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'suspend', 3);
    const own = {
      locale: 'es',
      country: 'GB',
      emailMessages: false,
      emailReplies: false,
      emailModeration: false,
      pushMessages: false,
      pushReplies: false,
      pushCheckIns: false,
      pushModeration: false,
      pushQuietHours: { from: '22:00', to: '07:00' },
      newQuestionAlerts: 'off',
    } as const;
    const changed = await ctx.api(member, 'PATCH /api/users/me/settings', { body: own });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toMatchObject(own);
    // Kept: read again, and the signed-in user the calm page speaks from carries them.
    expect((await ctx.api(member, 'GET /api/users/me/settings')).body).toMatchObject(own);
    expect((await ctx.api(member, 'GET /api/auth/user')).body).toMatchObject({ locale: 'es', country: 'GB' });
  });

  it('lets a suspended member turn private what reaches others, never outwards (decision 0097)', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'suspend', 3);
    const inward = await ctx.api(member, 'PATCH /api/users/me/settings', {
      body: { showStatusSituation: false, allowDirectMessages: 'nobody' },
    });
    expect(inward.statusCode).toBe(200);
    for (const body of [
      { showStatusSituation: true },
      { allowDirectMessages: 'everyone' },
      { locale: 'fr', showStatusSituation: true },
    ] as const) {
      const res = await ctx.api(member, 'PATCH /api/users/me/settings', { body });
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({ code: 'suspended' });
      expect(res.body.message).toMatch(/^Your account is paused/);
    }
    // A refused change changes nothing, not even its harmless part.
    expect((await ctx.api(member, 'GET /api/users/me/settings')).body).toMatchObject({
      showStatusSituation: false,
      allowDirectMessages: 'nobody',
      locale: null,
    });
  });

  it('lets a suspended member subscribe a device to pushes and stop them (the outcome of an appeal reaches their phone)', async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'suspend', 3);
    expect((await ctx.api(member, 'GET /api/push/public-key')).statusCode).toBe(200);
    const endpoint = 'https://8.8.8.8/push/suspended-member';
    const keys = {
      p256dh: 'BPt2uo3ozDbLi5pGmDtKJoyo4Q2sXUqFPAUBYnZrY1JDD2qaqWNYvJwvo9Qu0aLSb1Xv6N8jZrZ8TGAAQxj1xyo',
      auth: 'lMkFzwEzHaR6BvMTphqE7w',
    };
    expect((await ctx.api(member, 'POST /api/push/subscriptions', { body: { endpoint, keys } })).statusCode).toBe(201);
    const devices = () => countOf(ctx.database, sql`select count(*) as n from push_subscriptions where user_id = ${member.id}`);
    expect(await devices()).toBe(1);
    expect((await ctx.api(member, 'DELETE /api/push/subscriptions', { body: { endpoint } })).statusCode).toBe(204);
    expect(await devices()).toBe(0);
  });

  it('ends with the suspension: lifted, the member gets everything back', async () => {
    const member = await ctx.createUser();
    const s = await sanction(maya, member, 'suspend', 3);
    expect((await ctx.api(member, 'GET /api/conversations')).statusCode).toBe(403);
    await ctx.api(sam, 'DELETE /api/moderation/users/:userId/sanctions/:id', { params: { userId: member.id, id: s.id } });
    expect((await ctx.api(member, 'GET /api/conversations')).statusCode).toBe(200);
  });
});

describe('a silenced member (issue 30)', () => {
  it('can still mute, block, report and appeal', async () => {
    const member = await ctx.createUser();
    const q = await makeQuestion(db(), other.id);
    await sanction(maya, member, 'silence', 3);
    expect((await ctx.api(member, 'POST /api/questions', { body: { title: 'Hi', content: 'Hello', topicIds: [] } })).statusCode).toBe(403);
    expect((await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: other.id } })).statusCode).toBe(204);
    expect((await ctx.api(member, 'POST /api/users/:id/block', { params: { id: other.id } })).statusCode).toBe(204);
    const report = await ctx.api(member, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'harassment' } });
    expect(report.statusCode).toBe(201);
    expect((await appeal(member, (await newest(member)).id)).statusCode).toBe(201);
  });
});

describe("in the member's language (decision 0085)", () => {
  it('the notice, the restricted session, a refused appeal and the outcome all read in Spanish', async () => {
    const member = await ctx.createUser();
    expect((await ctx.api(member, 'PATCH /api/users/me/settings', { body: { locale: 'es' } })).statusCode).toBe(200);
    await sanction(maya, member, 'suspend', 3);
    const [notice] = (await ctx.api(member, 'GET /api/notifications')).body.items;
    expect(notice.content).toMatch(/^Tu cuenta está en pausa hasta .+ Motivo que dio la persona moderadora: Please keep replies kind/);
    expect(notice.content).toContain(`puedes pedir una segunda revisión en un plazo de ${APPEAL_DAYS} días`);

    const refused = await ctx.api(member, 'GET /api/conversations');
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/^Tu cuenta está en pausa hasta .+ Aún puedes leer las decisiones sobre ti/);

    const d = await newest(member);
    expect((await appeal(member, d.id)).statusCode).toBe(201);
    expect((await appeal(member, d.id)).body.message).toBe(
      'Ya pediste una segunda revisión de esta decisión. Te contaremos el resultado aquí y en tus notificaciones.',
    );
    const pending = (await staffAppeals(sam)).find((a) => a.decision.id === d.id)!;
    // Maya made the decision: she reads why she may not decide it, in her language (English).
    const own = await decide(maya, pending.id, 'upheld');
    expect(own.statusCode).toBe(403);
    expect(own.body.message).toMatch(/^You made this decision, so another moderator or admin will look at the appeal/);
    expect((await decide(sam, pending.id, 'overturned', 'Tienes razón, lo siento.')).statusCode).toBe(200);
    const [outcome] = (await ctx.api(member, 'GET /api/notifications')).body.items;
    expect(outcome.content).toBe(
      'Gracias por pedirnos que lo miremos de nuevo. Otra persona del equipo leyó tu apelación y te dio la razón, así que la decisión queda anulada. La sanción se ha levantado. Su nota: Tienes razón, lo siento.',
    );
    // Stored as words: switched to English, the same notification reads in English.
    expect((await ctx.api(member, 'PATCH /api/users/me/settings', { body: { locale: 'en' } })).statusCode).toBe(200);
    const [english] = (await ctx.api(member, 'GET /api/notifications')).body.items;
    expect(english.content).toMatch(/^Thank you for asking us to look again\. .+ The sanction has been lifted\. Their note: Tienes razón/);
  });
});

describe('keeping appeals', () => {
  it("a closed account's appeals go with its purge; the decision's log row stays", async () => {
    const member = await ctx.createUser();
    await sanction(maya, member, 'warn');
    const d = await newest(member);
    expect((await appeal(member, d.id)).statusCode).toBe(201);
    expect((await ctx.api(member, 'DELETE /api/users/me')).statusCode).toBeLessThan(300);
    expect(await purgeAccount(db(), member.id)).not.toBeNull();
    expect((await staffAppeals(sam)).some((a) => a.decision.id === d.id)).toBe(false);
    expect(await execute(db(), sql`select id from moderation_log where id = ${d.id}`)).toHaveLength(1);
  });
});
