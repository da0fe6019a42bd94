import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';
import { feedback } from '../../db/schema/index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/feedback', () => {
  it('stores the feedback with its sender', async () => {
    const me = await ctx.createUser();
    const res = await ctx.api(me, 'POST /api/feedback', { body: { feedback: '  A dark mode for the editor, please.  ' } });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const rows = await ctx.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].feedback).toBe('A dark mode for the editor, please.');
  });

  it('refuses blank, missing and over-long feedback', async () => {
    const me = await ctx.createUser();
    const cases: [unknown, RegExp][] = [
      [{ feedback: '   ' }, /Feedback cannot be empty/],
      [{}, /Feedback is required/],
      [{ feedback: 'x'.repeat(5001) }, /Feedback must be at most 5,000 characters/],
    ];
    for (const [body, message] of cases) {
      // ctx.request: bodies the contract refuses on purpose.
      const res = await ctx.request(me, 'POST', '/api/feedback', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await ctx.api(me, 'POST /api/feedback', { body: { feedback: 'x'.repeat(5000) } })).statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses signed-out visitors', async () => {
    const res = await ctx.api(null, 'POST /api/feedback', { body: { feedback: 'Hello' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/feedback/:id', () => {
  it('marks an idea read for every admin, or new again, and counts the new ones', async () => {
    const [me, admin, otherAdmin] = [
      await ctx.createUser(),
      await ctx.createUser({ role: 'admin' }),
      await ctx.createUser({ role: 'admin' }),
    ];
    await ctx.api(me, 'POST /api/feedback', { body: { feedback: 'Bigger text option' } });
    const before = (await ctx.api(admin, 'GET /api/admin/feedback')).body;
    const idea = before.items.find((i: { feedback: string }) => i.feedback === 'Bigger text option')!;
    expect(idea.isRead).toBe(false);

    const marked = await ctx.api(admin, 'PATCH /api/admin/feedback/:id', { params: { id: idea.id }, body: { isRead: true } });
    expect(marked.statusCode).toBe(200);
    expect(marked.body).toMatchObject({ id: idea.id, isRead: true, feedback: 'Bigger text option', author: { id: me.id } });
    const seen = (await ctx.api(otherAdmin, 'GET /api/admin/feedback')).body;
    expect(seen.items.find((i: { id: number }) => i.id === idea.id)!.isRead).toBe(true);
    expect(seen.unreadCount).toBe(before.unreadCount - 1);

    expect((await ctx.api(admin, 'PATCH /api/admin/feedback/:id', { params: { id: idea.id }, body: { isRead: false } })).body.isRead).toBe(
      false,
    );
    expect((await ctx.api(admin, 'GET /api/admin/feedback')).body.unreadCount).toBe(before.unreadCount);
  });

  it('is for admins only, and answers 404 and 400 plainly', async () => {
    const [me, moderator, admin] = [
      await ctx.createUser(),
      await ctx.createUser({ role: 'moderator' }),
      await ctx.createUser({ role: 'admin' }),
    ];
    await ctx.api(me, 'POST /api/feedback', { body: { feedback: 'Quiet mode' } });
    const [row] = await ctx.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
    for (const who of [me, moderator]) {
      expect((await ctx.api(who, 'PATCH /api/admin/feedback/:id', { params: { id: row.id }, body: { isRead: true } })).statusCode).toBe(
        403,
      );
    }
    const [after] = await ctx.database.db.select().from(feedback).where(eq(feedback.id, row.id));
    expect(after.readAt).toBeNull();
    expect((await ctx.api(admin, 'PATCH /api/admin/feedback/:id', { params: { id: 999999 }, body: { isRead: true } })).body).toEqual({
      message: 'Feedback was not found',
    });
    // ctx.request: a body the contract refuses on purpose.
    const bad = await ctx.request(admin, 'PATCH', `/api/admin/feedback/${row.id}`, { isRead: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/isRead must be true or false/);
  });
});
