import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { execute } from '../db/execute';
import { notice, openSse } from '../test/sse';
import { sql } from 'drizzle-orm';
import { emitEvent, emitEvents, EVENTS_ORDER_LOCK } from './outbox';
import { makeQuestion, makeTopic } from '../test/factories';

let ctx: TestContext;
let base: string;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  alice = await ctx.createUser();
  bob = await ctx.createUser();
});
afterAll(() => ctx.close());

const emit = (input: Parameters<typeof emitEvent>[1]) => ctx.database.db.transaction((tx) => emitEvent(tx, input));

describe('live events', () => {
  it('refuses the stream when signed out', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('carries the security headers every answer carries, though the stream writes its own head', async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/api/events`, { headers: { cookie: alice.cookie, accept: 'text/event-stream' }, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    abort.abort();
  });

  it('delivers a person their own events and public channel events, and nobody else’s', async () => {
    const aliceStream = await openSse(`${base}/api/events`, alice.cookie);
    const bobStream = await openSse(`${base}/api/events`, bob.cookie);
    await emit({ type: 'notification.created', userId: bob.id, payload: notice('for bob') });
    await emit({ type: 'answer.created', channel: 'question:7', payload: { questionId: 7, answerId: 3 } });

    await bobStream.waitFor((f) => f.event === 'notification.created' && f.data.link === 'for bob');
    await bobStream.waitFor((f) => f.event === 'answer.created');
    await aliceStream.waitFor((f) => f.event === 'answer.created');
    expect(aliceStream.frames.some((f) => f.event === 'notification.created')).toBe(false);
    aliceStream.close();
    bobStream.close();
  });

  it('replays what was written while a client was away, from Last-Event-ID, in order', async () => {
    const first = await openSse(`${base}/api/events`, bob.cookie);
    await emit({ type: 'notification.created', userId: bob.id, payload: notice('before') });
    const seen = await first.waitFor((f) => f.data.link === 'before');
    first.close();

    await emit({ type: 'notification.created', userId: bob.id, payload: notice('missed-1') });
    await emit({ type: 'notification.created', userId: alice.id, payload: notice('not-for-bob') });
    await emit({ type: 'notification.created', userId: bob.id, payload: notice('missed-2') });

    const resumed = await openSse(`${base}/api/events`, bob.cookie, seen.id);
    await resumed.waitFor((f) => f.data.link === 'missed-2');
    const names = resumed.frames.map((f) => f.data.link);
    expect(names).toEqual(['missed-1', 'missed-2']);
    resumed.close();
  });
});

describe('anonymity in live events', () => {
  it('answer.created, vote.changed and comment.created for an anonymous answer carry no author id', async () => {
    const author = await ctx.createUser();
    const asker = await ctx.createUser();
    const voter = await ctx.createUser();
    const topic = await makeTopic(ctx.database.db, `Anon events ${Date.now()}`);
    const question = await makeQuestion(ctx.database.db, asker.id, { topicIds: [topic.id] });
    const watcher = await openSse(`${base}/api/events`, voter.cookie);
    const askerStream = await openSse(`${base}/api/events`, asker.cookie);

    const answer = await ctx.api(author, 'POST /api/answers', { body: { questionId: question.id, content: 'Quietly', isAnonymous: true } });
    expect(answer.statusCode).toBe(201);
    const answerId: number = answer.body.id;
    expect(
      (await ctx.api(voter, 'POST /api/votes', { body: { targetType: 'answer', targetId: answerId, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect((await ctx.api(asker, 'POST /api/comments', { body: { answerId, content: 'Thank you' } })).statusCode).toBe(201);

    const created = await watcher.waitFor((f) => f.event === 'answer.created' && f.data.answerId === answerId);
    const voted = await watcher.waitFor((f) => f.event === 'vote.changed' && f.data.targetId === answerId);
    const commented = await watcher.waitFor((f) => f.event === 'comment.created' && f.data.answerId === answerId);
    expect(created.data).toEqual({ questionId: question.id, answerId });
    expect(voted.data).toEqual({ questionId: question.id, targetType: 'answer', targetId: answerId, upvotes: 1, downvotes: 0 });
    expect(commented.data).toEqual({ questionId: question.id, answerId, commentId: expect.any(Number) });

    // The asker's notification about the anonymous answer names nobody.
    const notified = await askerStream.waitFor((f) => f.event === 'notification.created' && f.data.link === `/questions/${question.id}`);
    expect(Object.keys(notified.data).sort()).toEqual(['createdAt', 'id', 'isRead', 'link']);

    // Nothing anyone but the author receives mentions the author: no author-like field at all.
    for (const frame of [...watcher.frames, ...askerStream.frames]) {
      expect(JSON.stringify(frame.data)).not.toMatch(/author|sender|"userId"/i);
    }
    watcher.close();
    askerStream.close();
  });
});

describe('words on the wire', () => {
  it('notification.created carries no words: a Spanish member reads the notification in Spanish from the list', async () => {
    const asker = await ctx.createUser();
    const answerer = await ctx.createUser();
    expect((await ctx.api(asker, 'PATCH /api/users/me/settings', { body: { locale: 'es' } })).statusCode).toBe(200);
    const question = await makeQuestion(ctx.database.db, asker.id);
    const stream = await openSse(`${base}/api/events`, asker.cookie);

    expect(
      (await ctx.api(answerer, 'POST /api/answers', { body: { questionId: question.id, content: 'You are not alone' } })).statusCode,
    ).toBe(201);
    const notified = await stream.waitFor((f) => f.event === 'notification.created' && f.data.link === `/questions/${question.id}`);
    expect(notified.data).toEqual({
      id: expect.any(Number),
      link: `/questions/${question.id}`,
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(notified.data)).not.toMatch(/answered/);

    const list = await ctx.api(asker, 'GET /api/notifications');
    const shown = list.body.items.find((n: { id: number }) => n.id === notified.data.id);
    expect(shown?.content).toContain('respondió');
    stream.close();
  });
});

describe('ordering and resets', () => {
  it('delivers concurrent writers’ events once each, in id order', async () => {
    const stream = await openSse(`${base}/api/events`, bob.cookie);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => emit({ type: 'notification.created', userId: bob.id, payload: notice(`burst ${i}`) })),
    );
    await stream.waitFor(() => stream.frames.filter((f) => String(f.data.link).startsWith('burst')).length === 20);
    const ids = stream.frames.filter((f) => String(f.data.link).startsWith('burst')).map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(20);
    stream.close();
  });

  it('numbers a transaction’s events in the order they were emitted', async () => {
    const stream = await openSse(`${base}/api/events`, bob.cookie);
    await ctx.database.db.transaction(async (tx) => {
      await emitEvents(tx, [
        { type: 'notification.created', userId: bob.id, payload: notice('step a') },
        { type: 'notification.created', userId: bob.id, payload: notice('step b') },
      ]);
      await emitEvent(tx, { type: 'notification.created', userId: bob.id, payload: notice('step c') });
    });
    await stream.waitFor(() => stream.frames.filter((f) => String(f.data.link).startsWith('step')).length === 3);
    const frames = stream.frames.filter((f) => String(f.data.link).startsWith('step'));
    expect(frames.map((f) => f.data.link)).toEqual(['step a', 'step b', 'step c']);
    expect(frames.map((f) => f.id)).toEqual([...frames.map((f) => f.id)].sort((x, y) => x - y));
    stream.close();
  });

  it('orders events at commit with the lock the outbox names', async () => {
    const [fn] = await execute<{ prosrc: string }>(
      ctx.database.db,
      sql`select prosrc from pg_proc where proname = 'events_order_at_commit'`,
    );
    expect(fn.prosrc).toContain(`pg_advisory_xact_lock(${EVENTS_ORDER_LOCK})`);
  });

  // PGlite runs one transaction at a time, so two cannot overlap there.
  it.skipIf(process.env.TEST_DB !== 'postgres')('gives an event written first but committed last the larger id', async () => {
    const stream = await openSse(`${base}/api/events`, bob.cookie);
    let written!: () => void;
    let release!: () => void;
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = ctx.database.db.transaction(async (tx) => {
      await emitEvent(tx, { type: 'notification.created', userId: bob.id, payload: notice('written first, committed last') });
      written();
      await gate;
    });
    await firstWritten;
    // Committed while the first transaction is still open: the event's id must come first.
    await emit({ type: 'notification.created', userId: bob.id, payload: notice('written last, committed first') });
    release();
    await slow;
    await stream.waitFor(() => stream.frames.filter((f) => String(f.data.link).startsWith('written')).length === 2);
    const frames = stream.frames.filter((f) => String(f.data.link).startsWith('written'));
    expect(frames.map((f) => f.data.link)).toEqual(['written last, committed first', 'written first, committed last']);
    expect(frames[0].id).toBeLessThan(frames[1].id);
    stream.close();
  });

  it('sends stream.reset instead of a replay when Last-Event-ID is unknown here', async () => {
    const stream = await openSse(`${base}/api/events`, bob.cookie, 9_000_000_000);
    const reset = await stream.waitFor((f) => f.event === 'stream.reset');
    expect(reset.id).toBeLessThan(9_000_000_000);
    await emit({ type: 'notification.created', userId: bob.id, payload: notice('after-reset') });
    await stream.waitFor((f) => f.data.link === 'after-reset');
    stream.close();
  });
});
