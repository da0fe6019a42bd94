import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { events } from '../../db/schema/index';
import { makeNotifications, makeQuestion } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Inserts `n` notifications for a user, oldest first, and returns their ids. */
async function notify(user: TestUser, n: number): Promise<number[]> {
  const rows = await makeNotifications(
    ctx.database.db,
    user.id,
    Array.from({ length: n }, (_, i) => ({
      type: 'answer',
      content: `Someone answered your question ${i + 1}`,
      link: `/questions/${i + 1}`,
    })),
  );
  return rows.map((r) => r.id);
}

async function eventsFor(userId: number, type: string) {
  return ctx.database.db
    .select()
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.type, type)));
}

describe('GET /api/notifications', () => {
  it('lists only your own, newest first, 20 per page, with the unread count', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    const ids = await notify(me, 23);
    await notify(other, 2);

    const first = await ctx.api(me, 'GET /api/notifications');
    expect(first.statusCode).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.unreadCount).toBe(23);
    expect(first.body.items[0]).toEqual({
      id: ids[22],
      content: 'Someone answered your question 23',
      link: '/questions/23',
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(first.body.items.map((n: { id: number }) => n.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(typeof first.body.nextCursor).toBe('string');

    const second = await ctx.api(me, 'GET /api/notifications', { query: { cursor: first.body.nextCursor } });
    expect(second.body.items.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.unreadCount).toBe(23);
  });

  it('orders by when they happened, not by id, with unread before read ones of the same moment, across pages', async () => {
    const me = await ctx.createUser();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // Written out of order (as an import or a late transaction writes them).
    const moment = at(30);
    const [old, newest, unreadSame, readSame] = await makeNotifications(ctx.database.db, me.id, [
      { content: 'old', createdAt: at(60) },
      { content: 'newest', createdAt: at(1) },
      { content: 'unread, same moment', createdAt: moment },
      { content: 'read later, same moment', createdAt: moment, isRead: true },
    ]);
    const filler = await makeNotifications(
      ctx.database.db,
      me.id,
      Array.from({ length: 18 }, (_, i) => ({ content: `filler ${i}`, createdAt: at(10), isRead: true })),
    );
    const first = await ctx.api(me, 'GET /api/notifications');
    const ids = (res: typeof first) => res.body.items.map((n: { id: number }) => n.id);
    expect(ids(first).slice(0, 1)).toEqual([newest.id]);
    expect(ids(first).slice(1, 19)).toEqual(filler.map((f) => f.id).reverse());
    expect(ids(first)[19]).toBe(unreadSame.id);
    const second = await ctx.api(me, 'GET /api/notifications', { query: { cursor: first.body.nextCursor } });
    expect(ids(second)).toEqual([readSame.id, old.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('takes out what a member did once I mute or block them (named posts only), and brings it back when undone', async () => {
    const [me, muted, blocked, anonymous] = [
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser(),
    ];
    const q = await makeQuestion(ctx.database.db, me.id);
    for (const [who, isAnonymous] of [
      [muted, false],
      [blocked, false],
      [anonymous, true],
    ] as const) {
      expect(
        (await ctx.api(who, 'POST /api/answers', { body: { questionId: q.id, content: 'Here for you', isAnonymous } })).statusCode,
      ).toBe(201);
    }
    const theirs = await makeQuestion(ctx.database.db, anonymous.id);
    const mine = (await ctx.api(me, 'POST /api/answers', { body: { questionId: theirs.id, content: 'Same here' } })).body;
    expect((await ctx.api(muted, 'POST /api/comments', { body: { answerId: mine.id, content: 'Any time' } })).statusCode).toBe(201);
    const before = (await ctx.api(me, 'GET /api/notifications')).body;
    expect(before.items).toHaveLength(4);
    expect(before.unreadCount).toBe(4);

    await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: muted.id } });
    await ctx.api(me, 'POST /api/users/:id/block', { params: { id: blocked.id } });
    // Muting the anonymous answerer by name must not tell me which answer was theirs.
    await ctx.api(me, 'POST /api/users/:id/mute', { params: { id: anonymous.id } });
    const after = (await ctx.api(me, 'GET /api/notifications')).body;
    expect(after.items.map((n: { content: string }) => n.content)).toEqual([expect.stringMatching(/^Someone answered/)]);
    expect(after.unreadCount).toBe(1);

    await ctx.api(me, 'DELETE /api/users/:id/mute', { params: { id: muted.id } });
    expect((await ctx.api(me, 'GET /api/notifications')).body.items).toHaveLength(3);
  });

  it('is empty for someone with none', async () => {
    const me = await ctx.createUser();
    const res = await ctx.api(me, 'GET /api/notifications');
    expect(res.body).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
  });

  it('refuses a malformed cursor and signed-out visitors', async () => {
    const me = await ctx.createUser();
    expect((await ctx.api(me, 'GET /api/notifications', { query: { cursor: 'abc' } })).statusCode).toBe(400);
    expect((await ctx.api(null, 'GET /api/notifications')).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks one of yours read and tells your other tabs', async () => {
    const me = await ctx.createUser();
    const [a, b] = await notify(me, 2);
    const res = await ctx.api(me, 'PATCH /api/notifications/:id/read', { params: { id: a } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: a, isRead: true, content: 'Someone answered your question 1', link: '/questions/1' });

    const list = await ctx.api(me, 'GET /api/notifications');
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.items.find((n: { id: number }) => n.id === b)!.isRead).toBe(false);

    const sent = await eventsFor(me.id, 'notification.read');
    expect(sent.map((e) => e.payload)).toEqual([{ ids: [a] }]);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    const [theirs] = await notify(other, 1);
    const res = await ctx.api(me, 'PATCH /api/notifications/:id/read', { params: { id: theirs } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ message: 'Notification was not found' });
    expect((await ctx.api(me, 'PATCH /api/notifications/:id/read', { params: { id: 999999 } })).statusCode).toBe(404);
    expect((await ctx.api(other, 'GET /api/notifications')).body.unreadCount).toBe(1);
    expect(await eventsFor(me.id, 'notification.read')).toHaveLength(0);
  });

  it('refuses signed-out visitors', async () => {
    expect((await ctx.api(null, 'PATCH /api/notifications/:id/read', { params: { id: 1 } })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/mark-all-read', () => {
  it('marks all of yours read and nobody else’s', async () => {
    const me = await ctx.createUser();
    const other = await ctx.createUser();
    await notify(me, 3);
    await notify(other, 2);
    const res = await ctx.api(me, 'POST /api/notifications/mark-all-read');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const mine = await ctx.api(me, 'GET /api/notifications');
    expect(mine.body.unreadCount).toBe(0);
    expect(mine.body.items.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect((await ctx.api(other, 'GET /api/notifications')).body.unreadCount).toBe(2);
    expect((await eventsFor(me.id, 'notification.read')).map((e) => e.payload)).toEqual([{ all: true }]);
  });

  it('refuses signed-out visitors', async () => {
    expect((await ctx.api(null, 'POST /api/notifications/mark-all-read')).statusCode).toBe(401);
  });
});
