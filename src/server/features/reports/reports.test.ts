import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { answers, reports, users } from '../../db/schema/index';
import { makeAnswer, makeComment, makeMessage, makeQuestion } from '../../test/factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await ctx.createUser();
  bob = await ctx.createUser();
  carol = await ctx.createUser();
});
afterAll(() => ctx.close());

// ctx.request: the tests send reports the contract refuses, too.
const report = (user: TestUser | null, body: unknown) => ctx.request(user, 'POST', '/api/reports', body);

describe('POST /api/reports', () => {
  it('files a pending report on a question and answers 201 { id }', async () => {
    const q = await makeQuestion(ctx.database.db, bob.id);
    const res = await report(alice, { targetType: 'question', targetId: q.id, reason: 'harassment', description: '  rude  ' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, res.body.id));
    expect(row).toMatchObject({
      reporterId: alice.id,
      targetType: 'question',
      targetId: q.id,
      reason: 'harassment',
      description: 'rude',
      status: 'pending',
    });
  });

  it('accepts answers, comments, messages and users as targets', async () => {
    const db = ctx.database.db;
    const q = await makeQuestion(db, bob.id);
    const a = await makeAnswer(db, bob.id, q.id);
    const c = await makeComment(db, bob.id, a.id);
    const m = await makeMessage(db, bob.id, alice.id);
    for (const [targetType, targetId] of [
      ['answer', a.id],
      ['comment', c.id],
      ['message', m.id],
      ['user', bob.id],
    ] as const) {
      const res = await report(alice, { targetType, targetId, reason: 'spam' });
      expect(res.statusCode, targetType).toBe(201);
    }
  });

  it('lets moderators and admins report too', async () => {
    const mod = await ctx.createUser({ role: 'moderator' });
    const q = await makeQuestion(ctx.database.db, bob.id);
    expect((await report(mod, { targetType: 'question', targetId: q.id, reason: 'other' })).statusCode).toBe(201);
  });

  it('refuses signed-out people with 401', async () => {
    const res = await report(null, { targetType: 'user', targetId: bob.id, reason: 'spam' });
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('refuses reporting yourself with 400', async () => {
    const res = await report(alice, { targetType: 'user', targetId: alice.id, reason: 'spam' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('You cannot report yourself');
  });

  it('refuses reporting your own question, answer or comment (anonymous too), and does not offer it', async () => {
    const q = await makeQuestion(ctx.database.db, alice.id, { isAnonymous: true });
    const a = await makeAnswer(ctx.database.db, alice.id, q.id);
    const c = await makeComment(ctx.database.db, alice.id, a.id);
    const filed = async () => (await ctx.database.db.select().from(reports).where(eq(reports.reporterId, alice.id))).length;
    const before = await filed();
    for (const [targetType, targetId] of [
      ['question', q.id],
      ['answer', a.id],
      ['comment', c.id],
    ] as const) {
      const res = await report(alice, { targetType, targetId, reason: 'spam' });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('You cannot report your own post');
    }
    expect(await filed()).toBe(before);
    expect((await ctx.api(alice, 'GET /api/questions/:id', { params: { id: q.id } })).body.abilities.report).toBe(false);
    expect((await ctx.api(bob, 'GET /api/questions/:id', { params: { id: q.id } })).body.abilities.report).toBe(true);
    const [mine] = (await ctx.api(alice, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body.items;
    expect(mine.abilities.report).toBe(false);
    expect(mine.comments[0].abilities.report).toBe(false);
  });

  it('refuses a second pending report on the same target with 409, but allows one after review', async () => {
    const q = await makeQuestion(ctx.database.db, bob.id);
    const body = { targetType: 'question', targetId: q.id, reason: 'spam' };
    expect((await report(carol, body)).statusCode).toBe(201);
    const again = await report(carol, { ...body, reason: 'hate' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('You have already reported this');
    // Someone else may still report it.
    expect((await report(alice, body)).statusCode).toBe(201);
    // Once reviewed, the same person may report it again.
    await ctx.database.db.update(reports).set({ status: 'reviewed' }).where(eq(reports.reporterId, carol.id));
    expect((await report(carol, body)).statusCode).toBe(201);
  });

  it('answers 404 for missing and deleted targets', async () => {
    const db = ctx.database.db;
    for (const targetType of ['question', 'answer', 'comment', 'message', 'user']) {
      const res = await report(alice, { targetType, targetId: 999_999, reason: 'spam' });
      expect(res.statusCode, targetType).toBe(404);
    }
    const q = await makeQuestion(db, bob.id);
    const a = await makeAnswer(db, bob.id, q.id);
    await db.update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, a.id));
    expect((await report(alice, { targetType: 'answer', targetId: a.id, reason: 'spam' })).statusCode).toBe(404);
    const closed = await ctx.createUser();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    expect((await report(alice, { targetType: 'user', targetId: closed.id, reason: 'spam' })).statusCode).toBe(404);
  });

  it('answers 404 for a message in a conversation the reporter is not part of', async () => {
    const m = await makeMessage(ctx.database.db, bob.id, carol.id);
    const res = await report(alice, { targetType: 'message', targetId: m.id, reason: 'harassment' });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Message was not found');
  });

  it('validates the body', async () => {
    const q = await makeQuestion(ctx.database.db, bob.id);
    const bad = [
      { targetType: 'question', targetId: q.id, reason: 'boring' },
      { targetType: 'topic', targetId: q.id, reason: 'spam' },
      { targetType: 'question', targetId: 'abc', reason: 'spam' },
      { targetType: 'question', targetId: q.id },
      { targetType: 'question', targetId: q.id, reason: 'spam', description: 'x'.repeat(2001) },
    ];
    for (const body of bad) {
      const res = await report(alice, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const res = await report(alice, { targetType: 'question', targetId: q.id, reason: 'boring' });
    expect(res.body.message).toBe('Please choose a reason');
  });
});
