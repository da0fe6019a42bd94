import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import type { RouteBody } from '../../../common/contract-types';
import { answers, checkIns, events, messages, moderationLog, notifications, questions, reports, topics } from '../../db/schema/index';
import { makeAnswer, makeQuestion, makeTopic } from '../../test/factories';
import { checkInMessage } from './check-in';

/** The check-in a member who chose no country gets (the US lines of the landing page). */
const CHECK_IN_MESSAGE = checkInMessage('en', null);

let ctx: TestContext;
let member: TestUser;
let other: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser({ firstName: 'Sam' });
  other = await ctx.createUser({ firstName: 'Olu' });
  mod = await ctx.createUser({ role: 'moderator', firstName: 'Mo' });
  admin = await ctx.createUser({ role: 'admin', firstName: 'Ada' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const sanction = (actor: TestUser | null, userId: number, body: RouteBody<'POST /api/moderation/users/:userId/sanctions'>) =>
  ctx.api(actor, 'POST /api/moderation/users/:userId/sanctions', { params: { userId }, body });
const notificationsOf = async (userId: number) => db().select().from(notifications).where(eq(notifications.userId, userId));

describe('sanctions: who may give them', () => {
  it('answers 401 signed out and 403 to members, before validating', async () => {
    // ctx.request: bodies the contract refuses, to show the 401 and 403 come first.
    expect((await ctx.request(null, 'POST', `/api/moderation/users/${member.id}/sanctions`, {})).statusCode).toBe(401);
    // ctx.request: bodies the contract refuses, to show the 401 and 403 come first.
    const res = await ctx.request(other, 'POST', `/api/moderation/users/${member.id}/sanctions`, { nonsense: true });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Moderator access required');
  });

  it('refuses a ban from a moderator, and any sanction on staff or oneself', async () => {
    const ban = await sanction(mod, member.id, { type: 'ban', reason: 'Spam' });
    expect(ban.statusCode).toBe(403);
    expect(ban.body.message).toBe('Only an admin can ban a member or lift a ban');
    expect((await sanction(mod, admin.id, { type: 'warn', reason: 'x' })).statusCode).toBe(403);
    expect((await sanction(admin, admin.id, { type: 'warn', reason: 'x' })).statusCode).toBe(403);
    expect((await sanction(admin, mod.id, { type: 'warn', reason: 'x' })).statusCode).toBe(403);
  });

  it('answers 400 with a readable message for bad input, and changes nothing', async () => {
    for (const body of [
      { type: 'silence', reason: 'Rude' },
      { type: 'warn', reason: 'Rude', days: 3 },
      { type: 'suspend', reason: 'Rude', days: 0 },
      { type: 'suspend', reason: '   ', days: 2 },
      { type: 'mute', reason: 'Rude' },
    ]) {
      // ctx.request: bodies the contract refuses on purpose.
      const res = await ctx.request(mod, 'POST', `/api/moderation/users/${member.id}/sanctions`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await ctx.api(mod, 'GET /api/moderation/users/:userId', { params: { userId: member.id } })).body.sanctions).toEqual([]);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await sanction(mod, 999_999, { type: 'warn', reason: 'x' })).statusCode).toBe(404);
  });
});

describe('warn', () => {
  it('notifies the member with the reason and logs it; other members learn nothing', async () => {
    const res = await sanction(mod, member.id, { type: 'warn', reason: 'Please keep replies kind' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ type: 'warn', reason: 'Please keep replies kind', endsAt: null, inForce: false });
    const notes = await notificationsOf(member.id);
    expect(notes.some((n) => n.type === 'sanction' && n.content.includes('Please keep replies kind'))).toBe(true);
    const log = await ctx.api(mod, 'GET /api/moderation/log');
    expect(log.body.items[0]).toMatchObject({
      action: 'sanction-added',
      targetType: 'user',
      targetId: member.id,
      reason: 'Please keep replies kind',
    });
    expect(log.body.items[0].actor).toEqual({ id: mod.id, firstName: 'Mo' });
    // Nothing of it reaches another member: not the profile, not the member record.
    const profile = await ctx.api(other, 'GET /api/users/:id', { params: { id: member.id } });
    expect(JSON.stringify(profile.body)).not.toContain('keep replies kind');
    expect((await ctx.api(other, 'GET /api/moderation/users/:userId', { params: { userId: member.id } })).statusCode).toBe(403);
    expect((await ctx.api(other, 'GET /api/moderation/log')).statusCode).toBe(403);
  });
});

describe('silence', () => {
  it('refuses every write with 403 code silenced, saying until when and why; reports stay open', async () => {
    const silenced = await ctx.createUser();
    const q = await makeQuestion(db(), other.id);
    expect((await sanction(mod, silenced.id, { type: 'silence', reason: 'Cooling off after a heated thread', days: 1 })).statusCode).toBe(
      201,
    );
    const write = await ctx.api(silenced, 'POST /api/answers', { body: { questionId: q.id, content: 'Hello' } });
    expect(write.statusCode).toBe(403);
    expect(write.body.code).toBe('silenced');
    expect(write.body.message).toContain('Cooling off after a heated thread');
    expect(write.body.message).toContain('UTC');
    expect(
      (await ctx.api(silenced, 'POST /api/votes', { body: { targetType: 'question', targetId: q.id, voteType: 'upvote' } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.api(silenced, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'spam' } })).statusCode,
    ).toBe(201);
    expect((await ctx.api(silenced, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(200);
  });

  it('still lets a silenced member protect themselves: mute, block and report, by name and from a post', async () => {
    const silenced = await ctx.createUser();
    const harasser = await ctx.createUser();
    const q = await makeQuestion(db(), harasser.id, { isAnonymous: true });
    const a = await makeAnswer(db(), harasser.id, q.id);
    expect((await sanction(mod, silenced.id, { type: 'silence', reason: 'Cooling off', days: 1 })).statusCode).toBe(201);
    const writes: [string, string, unknown?][] = [
      ['POST', `/api/users/${harasser.id}/mute`],
      ['POST', `/api/users/${harasser.id}/block`],
      ['POST', `/api/questions/${q.id}/mute-author`],
      ['POST', `/api/questions/${q.id}/block-author`],
      ['POST', `/api/answers/${a.id}/mute-author`],
      ['POST', `/api/answers/${a.id}/block-author`],
      ['POST', '/api/reports', { targetType: 'user', targetId: harasser.id, reason: 'harassment' }],
      ['DELETE', `/api/questions/${q.id}/block-author`],
      ['DELETE', `/api/users/${harasser.id}/mute`],
    ];
    for (const [method, url, body] of writes) {
      // ctx.request: one loop over writes to different routes.
      expect((await ctx.request(silenced, method as 'POST', url, body)).statusCode, `${method} ${url}`).toBeLessThan(300);
    }
    expect((await ctx.api(silenced, 'GET /api/users/me/blocks')).body.items).toEqual([expect.objectContaining({ post: null })]);
    // Still silenced for everything else.
    expect((await ctx.api(silenced, 'POST /api/answers', { body: { questionId: q.id, content: 'Hello' } })).body.code).toBe('silenced');
  });

  it('still lets a silenced member take back their own words, and only their own', async () => {
    const silenced = await ctx.createUser();
    const q = await makeQuestion(db(), other.id);
    const mine = await makeAnswer(db(), silenced.id, q.id);
    const theirs = await makeAnswer(db(), other.id, q.id);
    expect((await sanction(mod, silenced.id, { type: 'silence', reason: 'Cooling off', days: 1 })).statusCode).toBe(201);
    const edit = await ctx.api(silenced, 'PATCH /api/answers/:id', {
      params: { id: mine.id },
      body: { content: 'Changed my mind about this' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.body.code).toBe('silenced');
    expect((await ctx.api(silenced, 'DELETE /api/answers/:id', { params: { id: theirs.id } })).statusCode).toBe(403);
    expect((await ctx.api(silenced, 'DELETE /api/answers/:id', { params: { id: mine.id } })).statusCode).toBe(204);
    const [row] = await db().select().from(answers).where(eq(answers.id, mine.id));
    expect(row.deletedAt).not.toBeNull();
  });

  it('is lifted by staff, with a notification', async () => {
    const silenced = await ctx.createUser();
    const res = await sanction(mod, silenced.id, { type: 'silence', reason: 'Cooling off', days: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.body.inForce).toBe(true);
    expect(new Date(res.body.endsAt!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    const lifted = await ctx.api(mod, 'DELETE /api/moderation/users/:userId/sanctions/:id', {
      params: { userId: silenced.id, id: res.body.id },
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.body.inForce).toBe(false);
    expect(lifted.body.liftedAt).not.toBeNull();
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/users/:userId/sanctions/:id', { params: { userId: silenced.id, id: res.body.id } }))
        .statusCode,
    ).toBe(404);
    expect((await notificationsOf(silenced.id)).map((n) => n.content).join(' ')).toContain('lifted the silence');
  });
});

describe('suspend and ban', () => {
  it('restricts every session of the member at once: only their decisions, an appeal and protecting themselves stay open', async () => {
    const suspended = await ctx.createUser();
    expect((await ctx.api(suspended, 'GET /api/conversations')).statusCode).toBe(200);
    const res = await sanction(mod, suspended.id, { type: 'suspend', reason: 'Repeated harassment', days: 7 });
    expect(res.statusCode).toBe(201);
    expect((await ctx.api(suspended, 'GET /api/conversations')).statusCode).toBe(403);
    expect((await ctx.api(suspended, 'GET /api/auth/user')).body.suspension).toMatchObject({ reason: 'Repeated harassment' });
    // The member's open tabs learn why and until when, from an event for them alone.
    const [event] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'account.suspended'), eq(events.userId, suspended.id)));
    expect(event.channel).toBeNull();
    expect(event.payload).toEqual({ reason: 'Repeated harassment', endsAt: res.body.endsAt });
  });

  it('a ban has no end, and only an admin lifts it', async () => {
    const banned = await ctx.createUser();
    const res = await sanction(admin, banned.id, { type: 'ban', reason: 'Spam account' });
    expect(res.statusCode).toBe(201);
    expect(res.body.endsAt).toBeNull();
    // A moderator cannot lift a ban; an admin can.
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/users/:userId/sanctions/:id', { params: { userId: banned.id, id: res.body.id } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.api(admin, 'DELETE /api/moderation/users/:userId/sanctions/:id', { params: { userId: banned.id, id: res.body.id } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('member record', () => {
  it('shows reports about the member, removed content and sanctions, to staff only', async () => {
    const topic = await makeTopic(db());
    const q = await makeQuestion(db(), member.id, { topicIds: [topic.id] });
    const reportRes = await ctx.api(other, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'spam' } });
    expect(reportRes.statusCode).toBe(201);
    expect(
      (
        await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', {
          params: { targetType: 'question', targetId: q.id },
          body: { reason: 'it was an advert' },
        })
      ).statusCode,
    ).toBe(200);
    const record = await ctx.api(mod, 'GET /api/moderation/users/:userId', { params: { userId: member.id } });
    expect(record.statusCode).toBe(200);
    expect(record.body.user.id).toBe(member.id);
    expect(record.body.reports.map((r: { targetId: number }) => r.targetId)).toContain(q.id);
    const reviewed = record.body.reports.find((r: { targetId: number }) => r.targetId === q.id)!;
    expect(reviewed.reviewedBy).toEqual({ id: mod.id, firstName: 'Mo' });
    expect(reviewed.reviewedAt).not.toBeNull();
    expect(record.body.removedContent[0]).toMatchObject({ type: 'question', id: q.id, removedByStaff: true });
    expect(record.body.sanctions.length).toBeGreaterThan(0);
  });
});

describe('caring removal and restore', () => {
  it('tells the author why, privately; at-risk removals carry the resources', async () => {
    const q = await makeQuestion(db(), member.id);
    await ctx.api(other, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'at-risk' } });
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'question', targetId: q.id } }))
        .statusCode,
    ).toBe(200);
    const notes = (await notificationsOf(member.id)).filter((n) => n.type === 'removal');
    const last = notes[notes.length - 1];
    expect(last.content).toContain('removed your question');
    expect(last.content).toContain('988');
    expect((await notificationsOf(other.id)).some((n) => n.type === 'removal')).toBe(false);
  });

  it('brings removed content back with its counters; refuses what was not removed by staff', async () => {
    const q = await makeQuestion(db(), member.id);
    const a = await makeAnswer(db(), other.id, q.id);
    const count = async () => (await db().select({ n: questions.answerCount }).from(questions).where(eq(questions.id, q.id)))[0].n;
    const before = await count();
    expect(
      (await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'answer', targetId: a.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'answer', targetId: a.id } })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before - 1);
    expect(
      (await ctx.api(other, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'answer', targetId: a.id } }))
        .statusCode,
    ).toBe(403);
    const restored = await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', {
      params: { targetType: 'answer', targetId: a.id },
    });
    expect(restored.statusCode).toBe(200);
    expect(await count()).toBe(before);
    expect(
      (await ctx.api(other, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body.items.map((x: { id: number }) => x.id),
    ).toContain(a.id);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'answer', targetId: a.id } }))
        .statusCode,
    ).toBe(404);
    const log = await db().select().from(moderationLog).where(eq(moderationLog.targetId, a.id));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['content-deleted', 'content-restored']));
  });

  it('an answer of a removed question waits for the question', async () => {
    const q = await makeQuestion(db(), member.id);
    const a = await makeAnswer(db(), other.id, q.id);
    await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'answer', targetId: a.id } });
    await ctx.api(mod, 'DELETE /api/moderation/:targetType/:targetId', { params: { targetType: 'question', targetId: q.id } });
    expect(
      (await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'answer', targetId: a.id } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'question', targetId: q.id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(mod, 'POST /api/moderation/:targetType/:targetId/restore', { params: { targetType: 'answer', targetId: a.id } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('check-in', () => {
  it('sends the author of an anonymous post a supportive message from MindSpace Safety Team, once per 24 hours', async () => {
    const writer = await ctx.createUser();
    const q = await makeQuestion(db(), writer.id, { isAnonymous: true });
    const filed = await ctx.api(other, 'POST /api/reports', { body: { targetType: 'question', targetId: q.id, reason: 'at-risk' } });
    expect(
      (await ctx.api(other, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: filed.body.id } })).statusCode,
    ).toBe(403);
    const res = await ctx.api(mod, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: filed.body.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body.sent).toBe(true);
    // The response names nobody.
    expect(JSON.stringify(res.body)).not.toContain(String(writer.firstName));
    const conversations = await ctx.api(writer, 'GET /api/conversations');
    expect(JSON.stringify(conversations.body)).toContain('MindSpace Safety Team');
    const sent = await db().select().from(messages).where(eq(messages.body, CHECK_IN_MESSAGE));
    expect(sent.length).toBe(1);
    // The Safety Team's own words are not a crisis: no system report on its message.
    expect(
      await db()
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, 'message'), eq(reports.targetId, sent[0].id))),
    ).toEqual([]);
    const again = await ctx.api(admin, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: filed.body.id } });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain('less than 24 hours ago');
    expect((await db().select().from(checkIns).where(eq(checkIns.authorId, writer.id))).length).toBe(1);
    const log = await ctx.api(mod, 'GET /api/moderation/log');
    const entry = log.body.items.find((e: { action: string }) => e.action === 'check-in');
    expect(entry).toMatchObject({ targetType: 'report', targetId: filed.body.id });
    // The check-in is never visible to other members.
    expect(JSON.stringify((await ctx.api(other, 'GET /api/conversations')).body)).not.toContain('Safety Team');
  });

  it('answers 404 for an unknown report', async () => {
    expect((await ctx.api(mod, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: 999999 } })).statusCode).toBe(404);
  });
});

describe('moderation log', () => {
  it('pages with the shared cursor and refuses a bad one', async () => {
    const first = await ctx.api(mod, 'GET /api/moderation/log');
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.body.items)).toBe(true);
    expect((await ctx.api(mod, 'GET /api/moderation/log', { query: { cursor: 'abc' } })).statusCode).toBe(400);
  });
});

describe('topics and feedback (admins)', () => {
  it('renames and describes a topic, removes it with its questions kept', async () => {
    const topic = await makeTopic(db(), 'Night owls');
    expect((await ctx.api(mod, 'PATCH /api/topics/:id', { params: { id: topic.id }, body: { name: 'x' } })).statusCode).toBe(403);
    expect((await ctx.api(admin, 'PATCH /api/topics/:id', { params: { id: topic.id }, body: {} })).statusCode).toBe(400);
    const renamed = await ctx.api(admin, 'PATCH /api/topics/:id', {
      params: { id: topic.id },
      body: {
        name: 'Late nights',
        description: 'For the small hours',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Late nights', description: 'For the small hours', slug: topic.slug });
    const q = await makeQuestion(db(), member.id, { topicIds: [topic.id] });
    expect((await ctx.api(admin, 'DELETE /api/topics/:id', { params: { id: topic.id } })).statusCode).toBe(200);
    expect(await db().select().from(topics).where(eq(topics.id, topic.id))).toEqual([]);
    expect((await ctx.api(member, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(200);
    expect((await ctx.api(admin, 'DELETE /api/topics/:id', { params: { id: topic.id } })).statusCode).toBe(404);
  });

  it('keeps the fixed feed topics: they can be described, never renamed or removed (409)', async () => {
    const [existing] = await db().select().from(topics).where(eq(topics.name, 'Anxiety'));
    const anxiety = existing ?? (await makeTopic(db(), 'Anxiety'));
    const rename = await ctx.api(admin, 'PATCH /api/topics/:id', { params: { id: anxiety.id }, body: { name: 'Worry' } });
    expect(rename.statusCode).toBe(409);
    expect(rename.body.message).toMatch(/cannot|not renamed|can be described/);
    const removal = await ctx.api(admin, 'DELETE /api/topics/:id', { params: { id: anxiety.id } });
    expect(removal.statusCode).toBe(409);
    expect((await db().select().from(topics).where(eq(topics.id, anxiety.id)))[0].name).toBe('Anxiety');
    const described = await ctx.api(admin, 'PATCH /api/topics/:id', {
      params: { id: anxiety.id },
      body: { description: 'Worry, panic and nerves' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.body).toMatchObject({ name: 'Anxiety', description: 'Worry, panic and nerves' });
  });

  it('lists feedback to admins only', async () => {
    await ctx.api(member, 'POST /api/feedback', { body: { feedback: 'A dark mode for night owls' } });
    expect((await ctx.api(mod, 'GET /api/admin/feedback')).statusCode).toBe(403);
    const res = await ctx.api(admin, 'GET /api/admin/feedback');
    expect(res.statusCode).toBe(200);
    expect(res.body.items[0]).toMatchObject({ feedback: 'A dark mode for night owls', author: { id: member.id } });
  });
});
