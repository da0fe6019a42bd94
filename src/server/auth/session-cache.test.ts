/**
 * The session cache through the real app on a real database: reads and
 * writes reuse a resolved session, and the outbox events drop it (signed out, suspended, silenced,
 * role changed) within one event's delivery. The PostgreSQL pass's multi-instance test (events/)
 * signs out on one instance and is refused, reading and writing, on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { eventually } from '../test/eventually';
import { makeQuestion } from '../test/factories';
import { sessions, users } from '../db/schema/index';
import { deleteSession, findSession } from './session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(() => ctx.close());

const tokenOf = (user: TestUser) => user.cookie.split('=')[1];

describe('session cache', () => {
  it('lets reads and writes reuse a resolved session; a write that changes the member drops it', async () => {
    const [member, asker] = [await ctx.createUser(), await ctx.createUser()];
    const question = await makeQuestion(ctx.database.db, asker.id);
    expect((await ctx.api(member, 'GET /api/auth/user')).statusCode).toBe(200);
    // Removed behind the app's back (no event): the cached session still serves reads and writes…
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await ctx.api(member, 'GET /api/auth/user')).statusCode).toBe(200);
    const answer = { questionId: question.id, content: 'You are not alone in this.' };
    expect((await ctx.api(member, 'POST /api/answers', { body: answer })).statusCode).toBe(201);
    // …and an answer changes nothing about its writer, so it keeps the session cached.
    expect((await ctx.api(member, 'POST /api/answers', { body: answer })).statusCode).toBe(201);
    // A change to the member (reader.changed, addressed to them) drops it: the next request looks it up.
    expect((await ctx.api(member, 'PATCH /api/users/me/settings', { body: { allowDirectMessages: 'nobody' } })).statusCode).toBe(200);
    expect((await ctx.api(member, 'POST /api/answers', { body: answer })).statusCode).toBe(401);
  });

  it.each([
    { sanction: 'suspend', event: 'account.suspended', days: 7, status: 403, code: 'suspended' },
    { sanction: 'silence', event: 'the silence’s notification', days: 1, status: 403, code: 'silenced' },
  ] as const)('refuses a cached session’s writes once its member gets a $sanction ($event)', async ({ sanction, days, status, code }) => {
    const [mod, member, asker] = [await ctx.createUser({ role: 'moderator' }), await ctx.createUser(), await ctx.createUser()];
    const question = await makeQuestion(ctx.database.db, asker.id);
    const answer = { questionId: question.id, content: 'Here if you want to talk.' };
    expect((await ctx.api(member, 'POST /api/answers', { body: answer })).statusCode).toBe(201);
    const given = await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
      params: { userId: member.id },
      body: {
        type: sanction,
        reason: 'Cooling off',
        days,
      },
    });
    expect(given.statusCode).toBe(201);
    const after = await eventually(
      () => ctx.api(member, 'POST /api/answers', { body: answer }),
      (r) => r.statusCode === status,
    );
    expect(after.statusCode).toBe(status);
    expect(after.body.code).toBe(code);
  });

  it('does not keep a lookup that was on its way when an event for its member arrived (a silence meanwhile)', async () => {
    const [mod, member, asker] = [await ctx.createUser({ role: 'moderator' }), await ctx.createUser(), await ctx.createUser()];
    const question = await makeQuestion(ctx.database.db, asker.id);
    const cache = ctx.app.sessionCache;
    // A lookup starts and reads the member before the silence…
    const epoch = cache.epoch();
    const found = await findSession(ctx.database.db, tokenOf(member));
    expect(found?.silence).toBeNull();
    const silenceArrived = new Promise<void>((resolve) => {
      const stop = ctx.app.eventBus.subscribe((event) => {
        if (event.userId === member.id) resolve(stop());
      });
    });
    const silenced = await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
      params: { userId: member.id },
      body: {
        type: 'silence',
        reason: 'Cooling off',
        days: 1,
      },
    });
    expect(silenced.statusCode).toBe(201);
    await silenceArrived;
    // …and finishes after the silence's event: what it read is not kept.
    cache.set({ sessionId: found!.session.id, user: { ...found!.user, silence: null }, sessionExpiresAt: found!.session.expiresAt }, epoch);
    const write = await ctx.api(member, 'POST /api/answers', { body: { questionId: question.id, content: 'Thinking of you.' } });
    expect(write.statusCode).toBe(403);
    expect(write.body.code).toBe('silenced');
  });

  it('drops a session signed out anywhere (the session.ended event), within one event’s delivery', async () => {
    const member = await ctx.createUser();
    expect((await ctx.api(member, 'GET /api/auth/user')).statusCode).toBe(200);
    // What another instance's /api/logout does: the row deleted and session.ended written to the outbox.
    await deleteSession(ctx.database.db, tokenOf(member));
    const after = await eventually(
      () => ctx.api(member, 'GET /api/auth/user'),
      (r) => r.statusCode === 401,
    );
    expect(after.statusCode).toBe(401);
  });

  it('signs out on this instance at once', async () => {
    const member = await ctx.createUser();
    expect((await ctx.api(member, 'GET /api/questions', { query: { sortBy: 'recent' } })).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: member.cookie } });
    expect(logout.statusCode).toBe(302);
    expect((await ctx.api(member, 'GET /api/questions', { query: { sortBy: 'recent' } })).statusCode).toBe(401);
  });

  it('shows a member their own change on the next read', async () => {
    const member = await ctx.createUser({ firstName: 'Wren', lastName: 'Fairweather' });
    expect((await ctx.api(member, 'GET /api/auth/user')).body.firstName).toBe('Wren');
    const renamed = await ctx.api(member, 'PATCH /api/users/name', { body: { firstName: 'Robin', lastName: 'Fairweather' } });
    expect(renamed.statusCode).toBe(200);
    expect((await ctx.api(member, 'GET /api/auth/user')).body.firstName).toBe('Robin');
  });

  it('drops a member’s session when an admin changes their role (the role.changed event)', async () => {
    const [admin, member] = [await ctx.createUser({ role: 'admin' }), await ctx.createUser()];
    expect((await ctx.api(member, 'GET /api/auth/user')).body.role).toBe('user');
    const changed = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', {
      params: { userId: member.id },
      body: { role: 'moderator' },
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row.role).toBe('moderator');
    const after = await eventually(
      () => ctx.api(member, 'GET /api/auth/user'),
      (r) => r.body.role === 'moderator',
    );
    expect(after.body.role).toBe('moderator');
  });
});
