import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { conversationParticipants, events, messages } from '../../db/schema/index';
import { makeMessagesIn } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function startDirect(from: TestUser, to: TestUser): Promise<number> {
  const res = await ctx.api(from, 'POST /api/conversations/direct/:userId', { params: { userId: to.id } });
  expect(res.statusCode).toBe(200);
  return res.body.id;
}

async function send(from: TestUser, conversationId: number, body: string) {
  return ctx.api(from, 'POST /api/conversations/:id/messages', { params: { id: conversationId }, body: { body } });
}

describe('POST /api/conversations/direct/:userId', () => {
  it('returns the same conversation for a pair, from either side', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(a, b);
    expect(id).toEqual(expect.any(Number));
    expect(await startDirect(a, b)).toBe(id);
    expect(await startDirect(b, a)).toBe(id);
    const participants = await ctx.database.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, id));
    expect(participants.map((p) => p.userId).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('agrees on one conversation when both start at once', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const [r1, r2] = await Promise.all([
      ctx.api(a, 'POST /api/conversations/direct/:userId', { params: { userId: b.id } }),
      ctx.api(b, 'POST /api/conversations/direct/:userId', { params: { userId: a.id } }),
    ]);
    expect(r1.statusCode).toBe(200);
    expect(r1.body.id).toBe(r2.body.id);
  });

  it('refuses yourself, unknown and closed accounts, and signed-out visitors', async () => {
    const me = await ctx.createUser();
    const closed = await ctx.createUser({ deletedAt: new Date() });
    const self = await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } });
    expect(self.statusCode).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot start a conversation with yourself' });
    for (const id of [999_999, closed.id]) {
      const res = await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: id } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ message: 'User was not found' });
    }
    expect((await ctx.api(null, 'POST /api/conversations/direct/:userId', { params: { userId: me.id } })).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('sends and reads messages in order, and tells every participant', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(a, b);
    const sent = await send(a, id, '  Hi, how are you doing?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(Number),
      conversationId: id,
      senderId: a.id,
      sender: { id: a.id, firstName: a.firstName, lastName: a.lastName, profileImageUrl: null, status: null, role: 'user' },
      body: 'Hi, how are you doing?',
      createdAt: expect.any(String),
      isDeleted: false,
      abilities: { delete: true },
      crisisSupport: false,
    });
    expect(sent.body.sender).not.toHaveProperty('email');
    await send(b, id, 'Better today, thanks.');
    await send(a, id, 'Glad to hear it.');

    const page = await ctx.api(b, 'GET /api/conversations/:id/messages', { params: { id } });
    expect(page.statusCode).toBe(200);
    expect(page.body.items.map((m: { body: string }) => m.body)).toEqual([
      'Hi, how are you doing?',
      'Better today, thanks.',
      'Glad to hear it.',
    ]);
    expect(page.body.nextCursor).toBeNull();

    for (const user of [a, b]) {
      const created = await ctx.database.db
        .select()
        .from(events)
        .where(and(eq(events.userId, user.id), eq(events.type, 'message.created')));
      expect(created.map((e) => e.payload)).toEqual([
        { conversationId: id, messageId: sent.body.id },
        expect.objectContaining({ conversationId: id }),
        expect.objectContaining({ conversationId: id }),
      ]);
    }
  });

  it('pages back through older messages, 50 at a time, deleted ones in place without their text', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(a, b);
    const rows = await makeMessagesIn(
      ctx.database.db,
      id,
      Array.from({ length: 60 }, (_, i) => ({ senderId: i % 2 ? a.id : b.id, body: `m${i + 1}` })),
    );
    await ctx.database.db.update(messages).set({ deletedAt: new Date() }).where(eq(messages.id, rows[59].id));

    const newest = await ctx.api(a, 'GET /api/conversations/:id/messages', { params: { id } });
    const bodies = newest.body.items.map((m: { body: string }) => m.body);
    expect(bodies).toHaveLength(50);
    expect(bodies[0]).toBe('m11');
    expect(bodies[48]).toBe('m59');
    // The deleted one keeps its place: 'This message was deleted', its text never sent.
    expect(newest.body.items[49]).toMatchObject({ body: '', isDeleted: true });
    expect(newest.body.nextCursor).toEqual(expect.any(String));

    const older = await ctx.api(a, 'GET /api/conversations/:id/messages', { params: { id }, query: { cursor: newest.body.nextCursor } });
    expect(older.body.items.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10']);
    expect(older.body.nextCursor).toBeNull();
  });

  it('refuses blank and over-long messages', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(a, b);
    const blank = await send(a, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Message cannot be empty');
    const long = await send(a, id, 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('Message must be at most 5,000 characters');
    expect((await send(a, id, 'x'.repeat(5000))).statusCode).toBe(201);
  });

  it('hides the conversation from anyone outside it', async () => {
    const [a, b, outsider] = [await ctx.createUser(), await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(a, b);
    await send(a, id, 'Private');
    for (const res of [
      await ctx.api(outsider, 'GET /api/conversations/:id/messages', { params: { id } }),
      await send(outsider, id, 'Let me in'),
      await ctx.api(outsider, 'GET /api/conversations/:id/messages', { params: { id: 999999 } }),
      await send(outsider, 999_999, 'Anyone?'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ message: 'Conversation was not found' });
    }
    expect((await ctx.api(outsider, 'GET /api/conversations')).body).toEqual([]);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.body)).toEqual(['Private']);
  });

  it('refuses signed-out visitors', async () => {
    expect((await ctx.api(null, 'GET /api/conversations')).statusCode).toBe(401);
    expect((await ctx.api(null, 'GET /api/conversations/:id/messages', { params: { id: 1 } })).statusCode).toBe(401);
    expect((await ctx.api(null, 'POST /api/conversations/:id/messages', { params: { id: 1 }, body: { body: 'Hi' } })).statusCode).toBe(401);
  });
});

describe('GET /api/conversations', () => {
  it('lists the other participants, the last message and the unread count, most recent first', async () => {
    const [a, b, c] = [await ctx.createUser(), await ctx.createUser({ status: 'supporting' }), await ctx.createUser()];
    const withB = await startDirect(a, b);
    const withC = await startDirect(a, c);
    await send(a, withB, 'Hello B');
    await send(c, withC, 'Hello A, from C');
    await send(b, withB, 'Hi A');

    const list = await ctx.api(a, 'GET /api/conversations');
    expect(list.statusCode).toBe(200);
    expect(list.body.map((conv: { id: number }) => conv.id)).toEqual([withB, withC]);
    expect(list.body[0]).toEqual({
      id: withB,
      isGroup: false,
      participants: [{ id: b.id, firstName: b.firstName, lastName: b.lastName, profileImageUrl: null, status: 'supporting', role: 'user' }],
      lastMessage: { body: 'Hi A', createdAt: expect.any(String), senderId: b.id },
      unreadCount: 1,
      closed: false,
    });
    expect(list.body[1]).toMatchObject({ id: withC, lastMessage: { body: 'Hello A, from C', senderId: c.id }, unreadCount: 1 });
  });

  it('counts unread messages for the recipient until they read them', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(a, b);
    expect((await ctx.api(b, 'GET /api/conversations')).body[0]).toMatchObject({ id, lastMessage: null, unreadCount: 0 });

    await send(a, id, 'Are you around?');
    expect((await ctx.api(b, 'GET /api/conversations')).body[0].unreadCount).toBe(1);
    // Your own messages are never unread for you.
    expect((await ctx.api(a, 'GET /api/conversations')).body[0].unreadCount).toBe(0);

    expect((await ctx.api(b, 'GET /api/conversations/:id/messages', { params: { id } })).statusCode).toBe(200);
    expect((await ctx.api(b, 'GET /api/conversations')).body[0].unreadCount).toBe(0);
    const read = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.userId, b.id), eq(events.type, 'conversation.read')));
    expect(read.map((e) => e.payload)).toEqual([{ conversationId: id }]);

    // Reading again with nothing new changes nothing and announces nothing.
    await ctx.api(b, 'GET /api/conversations/:id/messages', { params: { id } });
    const readAgain = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.userId, b.id), eq(events.type, 'conversation.read')));
    expect(readAgain).toHaveLength(1);

    // Replying marks the conversation read for the sender too.
    await send(a, id, 'One more thing');
    await send(b, id, 'Sure');
    expect((await ctx.api(b, 'GET /api/conversations')).body[0].unreadCount).toBe(0);
    expect((await ctx.api(a, 'GET /api/conversations')).body[0].unreadCount).toBe(1);
  });
});

describe('a conversation with someone who closed their account', () => {
  it('refuses a new message with 403 and a plain message, writing nothing', async () => {
    const [me, leaving] = [await ctx.createUser(), await ctx.createUser()];
    const id = await startDirect(me, leaving);
    expect((await send(me, id, 'Before you go')).statusCode).toBe(201);
    expect((await ctx.api(leaving, 'DELETE /api/users/me')).statusCode).toBe(200);

    const refused = await send(me, id, 'Are you still there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ message: "This conversation is closed: messages can't be sent here any more." });
    const rows = await ctx.database.db.select({ body: messages.body }).from(messages).where(eq(messages.conversationId, id));
    expect(rows.map((r) => r.body)).toEqual(['Before you go']);
  });
});
