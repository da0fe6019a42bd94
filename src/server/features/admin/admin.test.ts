import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestContext, type ApiResponse, type TestContext, type TestUser } from '../../test/harness';
import { answers, events, moderationLog, notifications, questions, sanctions, users } from '../../db/schema/index';
import { safetyTeamId } from '../../shared/system-accounts';
import { makeAnswer, makeQuestion } from '../../test/factories';
import type { listUsers } from './queries';

let ctx: TestContext;
let member: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser();
  mod = await ctx.createUser({ role: 'moderator' });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

describe('access', () => {
  const calls: [string, 'GET' | 'PATCH', unknown?][] = [
    ['/api/admin/stats', 'GET'],
    ['/api/admin/users', 'GET'],
    ['/api/admin/users/1/role', 'PATCH', { role: 'admin' }],
  ];

  it('answers 401 when signed out', async () => {
    // ctx.request: one loop over routes of different shapes.
    for (const [url, method, body] of calls) expect((await ctx.request(null, method, url, body)).statusCode, url).toBe(401);
  });

  it('answers 403 "Admin access required" to members and moderators', async () => {
    for (const user of [member, mod]) {
      for (const [url, method, body] of [...calls, ['/api/admin/users/abc/role', 'PATCH', { role: 'boss' }] as const]) {
        // ctx.request: one loop over routes of different shapes, and a role the contract refuses.
        const res = await ctx.request(user, method, url, body);
        expect(res.statusCode, `${user.role} ${url}`).toBe(403);
        expect(res.body.message).toBe('Admin access required');
      }
    }
    expect(await db().select().from(moderationLog).where(eq(moderationLog.action, 'role-changed'))).toHaveLength(0);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts open accounts and visible questions and answers', async () => {
    const closed = await ctx.createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    const q1 = await makeQuestion(db(), member.id);
    const q2 = await makeQuestion(db(), member.id);
    const gone = await makeQuestion(db(), member.id);
    await makeAnswer(db(), mod.id, q1.id);
    const a2 = await makeAnswer(db(), mod.id, q2.id);
    await makeAnswer(db(), mod.id, gone.id);
    await makeAnswer(db(), mod.id, q2.id);
    await db().update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, gone.id));
    await db().update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, a2.id));

    const res = await ctx.api(admin, 'GET /api/admin/stats');
    expect(res.statusCode).toBe(200);
    const open = (await db().select().from(users)).filter((u) => !u.deletedAt).length;
    expect(res.body).toMatchObject({ totalUsers: open, totalQuestions: 2, totalAnswers: 2 });
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with email, 20 a page', async () => {
    for (let i = 0; i < 22; i++) await ctx.createUser();
    const seen: Awaited<ReturnType<typeof listUsers>>['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ApiResponse<'GET /api/admin/users'> = await ctx.api(admin, 'GET /api/admin/users', { query: { cursor } });
      expect(res.statusCode).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(20);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(2);
    const open = (await db().select().from(users)).filter((u) => !u.deletedAt);
    expect(seen.map((u) => u.id)).toEqual(
      open.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((u) => u.id),
    );
    expect(seen[0]).toMatchObject({ email: expect.any(String), role: expect.any(String), createdAt: expect.any(String) });
  });

  it('finds people by any part of their name or email, any case, taking % and _ literally', async () => {
    const ines = await ctx.createUser({ firstName: 'Inès', lastName: 'Quarrington', email: 'ines.q@example.org' });
    const other = await ctx.createUser({ firstName: 'Zed', lastName: 'Percent_100', email: 'zed@example.org' });
    const found = async (search: string) =>
      (await ctx.api(admin, 'GET /api/admin/users', { query: { search } })).body.items.map((u: { id: number }) => u.id);
    expect(await found('quarr')).toEqual([ines.id]);
    // Letters beyond ASCII fold case as the database's locale says (the test server runs without
    // one), so the accented letter is given as written.
    expect(await found('iNèS QUARRINGTON')).toEqual([ines.id]);
    expect(await found('ines.q@EXAMPLE')).toEqual([ines.id]);
    expect(await found('t_1')).toEqual([other.id]);
    expect(await found('%')).toEqual([]);
    // Blank is everyone; too long is a readable 400.
    expect((await found('  ')).length).toBeGreaterThan(2);
    const long = await ctx.api(admin, 'GET /api/admin/users', { query: { search: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toMatch(/Search text/);
  });

  it('shows the strongest sanction in force on each person, and none once it is lifted or over', async () => {
    const [plain, silenced, suspended, warned] = [
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser(),
    ];
    const sanction = async (who: TestUser, body: { type: 'warn' | 'silence' | 'suspend'; days?: number }) => {
      const res = await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
        params: { userId: who.id },
        body: { reason: 'Unkind replies', ...body },
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    await sanction(silenced, { type: 'silence', days: 3 });
    await sanction(suspended, { type: 'silence', days: 30 });
    await sanction(suspended, { type: 'suspend', days: 7 });
    await sanction(warned, { type: 'warn' });
    const rowOf = async (who: TestUser) =>
      (await ctx.api(admin, 'GET /api/admin/users')).body.items.find((u: { id: number }) => u.id === who.id)!;
    expect((await rowOf(silenced)).sanction).toEqual({ type: 'silence', endsAt: expect.any(String) });
    expect((await rowOf(suspended)).sanction).toEqual({ type: 'suspend', endsAt: expect.any(String) });
    expect((await rowOf(warned)).sanction).toBeNull();
    expect((await rowOf(plain)).sanction).toBeNull();
    await db()
      .update(sanctions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(sanctions.userId, silenced.id));
    expect((await rowOf(silenced)).sanction).toBeNull();
  });

  it('refuses a malformed cursor with 400', async () => {
    expect((await ctx.api(admin, 'GET /api/admin/users', { query: { cursor: 'abc' } })).statusCode).toBe(400);
    expect((await ctx.api(admin, 'GET /api/admin/users', { query: { cursor: '99999999999' } })).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/:userId/role', () => {
  it('changes a role, logs it, notifies the person and emits role.changed', async () => {
    const target = await ctx.createUser();
    const res = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: target.id }, body: { role: 'moderator' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, role: 'moderator', email: target.email });

    const [row] = await db().select().from(users).where(eq(users.id, target.id));
    expect(row.role).toBe('moderator');
    const log = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'role-changed'), eq(moderationLog.targetId, target.id)));
    expect(log).toEqual([expect.objectContaining({ actorId: admin.id, targetType: 'user', details: { from: 'user', to: 'moderator' } })]);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, target.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'role-changed', content: 'Your role is now moderator.', link: null })]);
    const evs = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'role.changed'), eq(events.userId, target.id)));
    expect(evs).toEqual([expect.objectContaining({ payload: { role: 'moderator' } })]);

    // The new role takes effect at once.
    expect((await ctx.api(target, 'GET /api/moderation/reports')).statusCode).toBe(200);

    // The same role again: 200, nothing new.
    const same = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', {
      params: { userId: target.id },
      body: { role: 'moderator' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.body.role).toBe('moderator');
    expect(await db().select().from(notifications).where(eq(notifications.userId, target.id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(moderationLog)
        .where(and(eq(moderationLog.action, 'role-changed'), eq(moderationLog.targetId, target.id))),
    ).toHaveLength(1);
  });

  it('refuses an admin changing their own role', async () => {
    const res = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: admin.id }, body: { role: 'user' } });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Admins cannot change their own role');
    const [row] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(row.role).toBe('admin');
  });

  it('answers 404 for unknown and closed accounts', async () => {
    expect(
      (await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: 999999 }, body: { role: 'moderator' } })).statusCode,
    ).toBe(404);
    const closed = await ctx.createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    const res = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: closed.id }, body: { role: 'moderator' } });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('User was not found');
  });

  it('two admins demoting each other at once leave one admin (the second finds they are no longer one)', async () => {
    // Runs truly concurrently on PostgreSQL (npm test runs this suite there too); PGlite has one connection.
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await ctx.createUser({ role: 'admin' }), await ctx.createUser({ role: 'admin' })];
      const results = await Promise.all([
        ctx.api(a, 'PATCH /api/admin/users/:userId/role', { params: { userId: b.id }, body: { role: 'user' } }),
        ctx.api(b, 'PATCH /api/admin/users/:userId/role', { params: { userId: a.id }, body: { role: 'user' } }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(results.find((r) => r.statusCode === 403)!.body).toEqual({ message: 'Admin access required' });
      const rows = await db()
        .select({ role: users.role })
        .from(users)
        .where(inArray(users.id, [a.id, b.id]));
      expect(rows.map((r) => r.role).sort()).toEqual(['admin', 'user']);
    }
  });

  it('validates the role and the id', async () => {
    const target = await ctx.createUser();
    // ctx.request: roles, ids and bodies the contract refuses on purpose.
    const bad = await ctx.request(admin, 'PATCH', `/api/admin/users/${target.id}/role`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('role must be user, moderator or admin');
    expect(
      (await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: 'abc' }, body: { role: 'user' } })).statusCode,
    ).toBe(400);
    // ctx.request: a body the contract refuses on purpose.
    expect((await ctx.request(admin, 'PATCH', `/api/admin/users/${target.id}/role`, {})).statusCode).toBe(400);
  });
});

describe('system accounts', () => {
  it('leaves MindSpace Safety Team out of the user list and the member count', async () => {
    const before = await ctx.api(admin, 'GET /api/admin/stats');
    // Made as check-ins make it (role 'system').
    const system = { id: await db().transaction((tx) => safetyTeamId(tx)) };
    const fellow = await ctx.createUser();

    const after = await ctx.api(admin, 'GET /api/admin/stats');
    expect(after.body.totalUsers).toBe(before.body.totalUsers + 1);
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse<'GET /api/admin/users'> = await ctx.api(admin, 'GET /api/admin/users', { query: { cursor } });
      ids.push(...res.body.items.map((u: { id: number }) => u.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(ids).toContain(fellow.id);
    expect(ids).not.toContain(system.id);
  });
});
