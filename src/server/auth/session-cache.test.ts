/**
 * The session cache (decision 0035) through the real app on a real database: reads reuse a
 * resolved session, writes never do, and the outbox events drop it (signed out, role changed)
 * within one event's delivery. The PostgreSQL pass's multi-instance test (events/) signs out on
 * one instance and is refused on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { eventually } from '../test/eventually';
import { sessions, users } from '../db/schema/index';
import { deleteSession } from './session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(() => ctx.close());

const tokenOf = (user: TestUser) => user.cookie.split('=')[1];

describe('session cache', () => {
  it('lets reads reuse a resolved session, while writes always look it up', async () => {
    const member = await ctx.createUser();
    expect((await ctx.request(member, 'GET', '/api/auth/user')).statusCode).toBe(200);
    // Removed behind the app's back (no event): reads still find it in the cache…
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await ctx.request(member, 'GET', '/api/auth/user')).statusCode).toBe(200);
    // …a write does not.
    const write = await ctx.request(member, 'PATCH', '/api/users/me/settings', { allowDirectMessages: 'nobody' });
    expect(write.statusCode).toBe(401);
  });

  it('drops a session signed out anywhere (the session.ended event), within one event’s delivery', async () => {
    const member = await ctx.createUser();
    expect((await ctx.request(member, 'GET', '/api/auth/user')).statusCode).toBe(200);
    // What another instance's /api/logout does: the row deleted and session.ended written to the outbox.
    await deleteSession(ctx.database.db, tokenOf(member));
    const after = await eventually(
      () => ctx.request(member, 'GET', '/api/auth/user'),
      (r) => r.statusCode === 401,
    );
    expect(after.statusCode).toBe(401);
  });

  it('signs out on this instance at once', async () => {
    const member = await ctx.createUser();
    expect((await ctx.request(member, 'GET', '/api/questions?sortBy=recent')).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: member.cookie } });
    expect(logout.statusCode).toBe(302);
    expect((await ctx.request(member, 'GET', '/api/questions?sortBy=recent')).statusCode).toBe(401);
  });

  it('shows a member their own change on the next read', async () => {
    const member = await ctx.createUser({ firstName: 'Wren', lastName: 'Fairweather' });
    expect((await ctx.request(member, 'GET', '/api/auth/user')).body.firstName).toBe('Wren');
    const renamed = await ctx.request(member, 'PATCH', '/api/users/name', { firstName: 'Robin', lastName: 'Fairweather' });
    expect(renamed.statusCode).toBe(200);
    expect((await ctx.request(member, 'GET', '/api/auth/user')).body.firstName).toBe('Robin');
  });

  it('drops a member’s session when an admin changes their role (the role.changed event)', async () => {
    const [admin, member] = [await ctx.createUser({ role: 'admin' }), await ctx.createUser()];
    expect((await ctx.request(member, 'GET', '/api/auth/user')).body.role).toBe('user');
    const changed = await ctx.request(admin, 'PATCH', `/api/admin/users/${member.id}/role`, { role: 'moderator' });
    expect(changed.statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row.role).toBe('moderator');
    const after = await eventually(
      () => ctx.request(member, 'GET', '/api/auth/user'),
      (r) => r.body.role === 'moderator',
    );
    expect(after.body.role).toBe('moderator');
  });
});
