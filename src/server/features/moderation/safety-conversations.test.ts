import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { events, identities, reports } from '../../db/schema/index';
import { makeQuestion } from '../../test/factories';
import { SAFETY_TEAM } from '../../shared/system-accounts';
import { SYSTEM_SENDER_REFUSALS } from '../../auth/policy';
import { render } from '../../i18n/messages';
import { checkInMessage } from './check-in';

/** The check-in a member who chose no country gets (the US lines of the landing page). */
const CHECK_IN_MESSAGE = checkInMessage('en', null);

let ctx: TestContext;
let reporter: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  reporter = await ctx.createUser({ firstName: 'Olu' });
  mod = await ctx.createUser({ role: 'moderator', firstName: 'Maya' });
  admin = await ctx.createUser({ role: 'admin', firstName: 'Ada' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** A member whose question was reported for `reason`, and a check-in sent from that report. */
async function checkedIn(reason: 'at-risk' | 'harassment' = 'at-risk') {
  const member = await ctx.createUser({ firstName: 'Robin' });
  const q = await makeQuestion(db(), member.id);
  const filed = await ctx.api(reporter, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason } });
  expect((await ctx.api(mod, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: filed.body.id } })).statusCode).toBe(
    200,
  );
  const [conversation] = (await ctx.api(member, 'GET /api/conversations')).body;
  return { member, question: q, reportId: filed.body.id, conversationId: conversation.id };
}

const reply = (member: TestUser, conversationId: number, body: string) =>
  ctx.api(member, 'POST /api/conversations/:id/messages', { params: { id: conversationId }, body: { body } });
const inbox = (user: TestUser | null) => ctx.api(user, 'GET /api/moderation/safety-conversations');
const pendingCardsOn = async (type: 'question' | 'message', id: number) => {
  const queue = (await ctx.api(mod, 'GET /api/moderation/reports')).body.items;
  return queue.filter((r) => r.status === 'pending' && r.targetType === type && r.targetId === id);
};
const teamId = async () =>
  (await db().select({ id: identities.userId }).from(identities).where(eq(identities.subject, SAFETY_TEAM.subject)))[0].id;

describe('the Safety Team inbox', () => {
  it('is for staff only: 401 signed out, 403 to members', async () => {
    const { member } = await checkedIn();
    expect((await inbox(null)).statusCode).toBe(401);
    const refused = await inbox(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Moderator access required' });
    expect((await inbox(mod)).statusCode).toBe(200);
    expect((await inbox(admin)).statusCode).toBe(200);
    const one = await checkedIn();
    const read = await ctx.api(member, 'GET /api/moderation/safety-conversations/:id/messages', { params: { id: one.conversationId } });
    expect(read.statusCode).toBe(403);
    const answer = await ctx.api(member, 'POST /api/moderation/safety-conversations/:id/messages', {
      params: { id: one.conversationId },
      body: { body: 'hi' },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('arrives unread in a new conversation, until the member opens it', async () => {
    const { member, conversationId } = await checkedIn();
    expect((await ctx.api(member, 'GET /api/conversations')).body[0]).toMatchObject({ id: conversationId, unreadCount: 1 });
    await ctx.api(member, 'GET /api/conversations/:id/messages', { params: { id: conversationId } });
    expect((await ctx.api(member, 'GET /api/conversations')).body[0]).toMatchObject({ id: conversationId, unreadCount: 0 });
  });

  it('tells the member that a person reads replies, and how soon', async () => {
    const { member, conversationId } = await checkedIn();
    const page = await ctx.api(member, 'GET /api/conversations/:id/messages', { params: { id: conversationId } });
    expect(page.body.items[0].body).toBe(CHECK_IN_MESSAGE);
    expect(CHECK_IN_MESSAGE).toContain('A person from our team reads every reply and usually answers within 24 hours');
    expect(CHECK_IN_MESSAGE).not.toContain('not read');
  });

  it('lists the conversations with their unread replies, newest activity first, and reading one clears its count', async () => {
    const first = await checkedIn();
    const second = await checkedIn();
    await reply(second.member, second.conversationId, 'can someone here talk to me?');
    await reply(first.member, first.conversationId, 'thank you');
    await reply(first.member, first.conversationId, 'I am still here');

    const list = (await inbox(mod)).body;
    const ids = list.items.map((c) => c.id);
    expect(ids.indexOf(first.conversationId)).toBeLessThan(ids.indexOf(second.conversationId));
    const firstItem = list.items.find((c) => c.id === first.conversationId)!;
    expect(firstItem).toMatchObject({
      unreadCount: 2,
      member: { id: first.member.id, firstName: 'Robin', closed: false },
      lastMessage: { body: 'I am still here', fromTeam: false },
    });
    expect(list.items.find((c) => c.id === second.conversationId)!.unreadCount).toBe(1);
    expect(list.unreadTotal).toBeGreaterThanOrEqual(3);

    const read = await ctx.api(admin, 'GET /api/moderation/safety-conversations/:id/messages', { params: { id: first.conversationId } });
    expect(read.statusCode).toBe(200);
    expect(read.body.member.id).toBe(first.member.id);
    expect(read.body.items.map((m) => [m.fromTeam, m.body])).toEqual([
      [true, CHECK_IN_MESSAGE],
      [false, 'thank you'],
      [false, 'I am still here'],
    ]);
    // Read by one moderator is read for the team.
    const after = (await inbox(mod)).body;
    expect(after.items.find((c) => c.id === first.conversationId)!.unreadCount).toBe(0);
    expect(after.unreadTotal).toBe(list.unreadTotal - 2);
  });

  it('answers 404 for a conversation that is not the Safety Team’s', async () => {
    const a = await ctx.createUser();
    const b = await ctx.createUser();
    const started = await ctx.api(a, 'POST /api/conversations/direct/:userId', { params: { userId: b.id } });
    const answer = await ctx.api(mod, 'POST /api/moderation/safety-conversations/:id/messages', {
      params: { id: started.body.id },
      body: { body: 'hello' },
    });
    expect(answer.statusCode).toBe(404);
    expect(
      (await ctx.api(mod, 'GET /api/moderation/safety-conversations/:id/messages', { params: { id: started.body.id } })).statusCode,
    ).toBe(404);
  });
});

describe('a moderator answers as MindSpace Safety Team', () => {
  it('reaches the member from the team, never with the moderator’s name; the log and staff know who', async () => {
    const { member, conversationId } = await checkedIn();
    await reply(member, conversationId, 'can someone here talk to me?');
    const answered = await ctx.api(mod, 'POST /api/moderation/safety-conversations/:id/messages', {
      params: { id: conversationId },
      body: { body: 'Hi, I am here and reading. How are you feeling right now?' },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.body).toMatchObject({ fromTeam: true, answeredBy: { id: mod.id, firstName: 'Maya' } });

    const seen = await ctx.api(member, 'GET /api/conversations/:id/messages', { params: { id: conversationId } });
    const last = seen.body.items[seen.body.items.length - 1];
    expect(last).toMatchObject({ body: 'Hi, I am here and reading. How are you feeling right now?' });
    expect(last.sender).toMatchObject({ firstName: 'MindSpace Safety Team', role: 'system' });
    expect(JSON.stringify(seen.body)).not.toContain('Maya');
    expect(JSON.stringify((await ctx.api(member, 'GET /api/conversations')).body)).not.toContain('Maya');
    // The member's screen is told live; the event names no one.
    const told = await db()
      .select()
      .from(events)
      .where(and(eq(events.userId, member.id), eq(events.type, 'message.created')));
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(told.map((e) => e.payload))).not.toContain('Maya');

    const log = await ctx.api(admin, 'GET /api/moderation/log');
    expect(log.body.items.find((e) => e.action === 'safety-answer')).toMatchObject({
      actor: { id: mod.id },
      targetType: 'conversation',
      targetId: conversationId,
    });
    const staffView = await ctx.api(admin, 'GET /api/moderation/safety-conversations/:id/messages', { params: { id: conversationId } });
    expect(staffView.body.items.at(-1)).toMatchObject({ fromTeam: true, answeredBy: { id: mod.id } });
    expect(staffView.body.items[0]).toMatchObject({ fromTeam: true, answeredBy: null });
  });

  it('tells every staff member’s screens, and no member’s, when a reply arrives', async () => {
    const { member, conversationId } = await checkedIn();
    const before = await db().select().from(events).where(eq(events.type, 'safety.changed'));
    await reply(member, conversationId, 'hello?');
    const after = await db().select().from(events).where(eq(events.type, 'safety.changed'));
    const fresh = after.filter((e) => !before.some((b) => b.id === e.id));
    const told = fresh.map((e) => e.userId);
    expect(told).toEqual(expect.arrayContaining([mod.id, admin.id]));
    expect(told).not.toContain(member.id);
    expect(told).not.toContain(reporter.id);
  });

  it('refuses a blank answer (400) and writes nothing', async () => {
    const { conversationId } = await checkedIn();
    const blank = await ctx.api(mod, 'POST /api/moderation/safety-conversations/:id/messages', {
      params: { id: conversationId },
      body: { body: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const read = await ctx.api(mod, 'GET /api/moderation/safety-conversations/:id/messages', { params: { id: conversationId } });
    expect(read.body.items.length).toBe(1);
  });
});

describe('a reply brings the member back to the moderators', () => {
  it('makes their open card urgent', async () => {
    const { member, question, conversationId } = await checkedIn('harassment');
    expect((await pendingCardsOn('question', question.id))[0].priority).toBe('high');
    await reply(member, conversationId, 'ok');
    const [card] = await pendingCardsOn('question', question.id);
    expect(card.priority).toBe('urgent');
  });

  it('opens a new urgent card on the reply when their card was closed, and only one for several replies', async () => {
    const { member, reportId, conversationId } = await checkedIn();
    await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId, action: 'resolve' } });
    const first = await reply(member, conversationId, 'can someone here talk to me?');
    const [card] = await pendingCardsOn('message', first.body.id);
    expect(card).toMatchObject({ priority: 'urgent', crisisFlag: true });
    const second = await reply(member, conversationId, 'please');
    expect(await pendingCardsOn('message', second.body.id)).toEqual([]);
    const systemReports = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, second.body.id)));
    expect(systemReports).toEqual([]);
  });

  it('still offers the member support when their reply holds words of crisis', async () => {
    const { member, conversationId } = await checkedIn();
    const sent = await reply(member, conversationId, "I don't want to be here anymore");
    expect(sent.statusCode).toBe(201);
    expect(sent.body.crisisSupport).toBe(true);
  });
});

describe('MindSpace Safety Team is a system sender', () => {
  it('has the role system on the wire', async () => {
    const { member } = await checkedIn();
    const [conversation] = (await ctx.api(member, 'GET /api/conversations')).body;
    expect(conversation.participants[0]).toMatchObject({ firstName: 'MindSpace Safety Team', role: 'system' });
    const profile = await ctx.api(member, 'GET /api/users/:id', { params: { id: await teamId() } });
    expect(profile.body.role).toBe('system');
    expect(profile.body.abilities).toMatchObject({ message: false, report: false, block: false });
  });

  it('cannot be messaged first; a conversation it opened can be reopened', async () => {
    await checkedIn();
    const id = await teamId();
    const stranger = await ctx.createUser({ createdAt: new Date('2020-01-01') });
    const refused = await ctx.api(stranger, 'POST /api/conversations/direct/:userId', { params: { userId: id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ message: render('en', SYSTEM_SENDER_REFUSALS.message) });
    const staffRefused = await ctx.api(admin, 'POST /api/conversations/direct/:userId', { params: { userId: id } });
    expect(staffRefused.statusCode).toBe(403);
    const { member, conversationId } = await checkedIn();
    const reopened = await ctx.api(member, 'POST /api/conversations/direct/:userId', { params: { userId: id } });
    expect(reopened.body).toEqual({ id: conversationId });
  });

  it('cannot be blocked or reported as a person; its messages can be reported', async () => {
    const { member, conversationId } = await checkedIn();
    const id = await teamId();
    const block = await ctx.api(member, 'POST /api/users/:id/block', { params: { id } });
    expect(block.statusCode).toBe(403);
    expect(block.body).toMatchObject({ message: render('en', SYSTEM_SENDER_REFUSALS.block) });
    const report = await ctx.api(member, 'POST /api/reports', { body: { targetType: 'user', targetId: id, reason: 'spam' } });
    expect(report.statusCode).toBe(403);
    expect(report.body).toMatchObject({ message: render('en', SYSTEM_SENDER_REFUSALS.report) });
    const page = await ctx.api(member, 'GET /api/conversations/:id/messages', { params: { id: conversationId } });
    const message = await ctx.api(member, 'POST /api/reports', {
      body: { targetType: 'message', targetId: page.body.items[0].id, reason: 'other' },
    });
    expect(message.statusCode).toBe(201);
  });

  it('cannot have its role changed, and nobody can be given the role system', async () => {
    await checkedIn();
    const changed = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', {
      params: { userId: await teamId() },
      body: { role: 'user' },
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.body).toMatchObject({ message: render('en', SYSTEM_SENDER_REFUSALS.role) });
    const member = await ctx.createUser();
    // ctx.request: a role the contract refuses on purpose.
    const promoted = await ctx.request(admin, 'PATCH', `/api/admin/users/${member.id}/role`, { role: 'system' });
    expect(promoted.statusCode).toBe(400);
  });
});
