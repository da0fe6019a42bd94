/**
 * Two server processes on one PostgreSQL: sessions, live events and the read cache's drops cross
 * instances, and each Web Push is sent by exactly one of them (issue 31).
 * Needs a real PostgreSQL server, so it runs in the PostgreSQL pass of `npm test` only; it
 * starts its own throwaway cluster (scripts/lib/postgres.mjs) and two `src/server/main.ts`
 * children on it, and stops all of them afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/lib/postgres.mjs';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { signInWithEmbeddedProvider } from '../test/sign-in';
import { openSse, type SseStream } from '../test/sse';
import { startPushService, subscriptionOf, type PushService } from '../test/push-service';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('several instances on one PostgreSQL', () => {
  let cluster: Cluster | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let push: PushService | undefined;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
    // Both instances run the push job (every PUSH_JOB_INTERVAL_MS) and send to this local service.
    push = await startPushService();
    const env = { DATABASE_URL: cluster.url, RATE_LIMIT_WRITES_PER_MINUTE: '10000', PUSH_ENDPOINT_ALLOW: push.base };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 240_000);

  afterAll(async () => {
    streams.forEach((s) => s.close());
    await Promise.all([a?.stop(), b?.stop()]);
    await cluster?.stop();
    await push?.close();
  });

  const json = async (base: string, cookie: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  it('shares sessions: signed in through one instance, signed in on the other; signed out on both', async () => {
    const alice = await signInWithEmbeddedProvider(a!.base, 'alice');
    const onA = await json(a!.base, alice.cookie, 'GET', '/api/auth/user');
    const onB = await json(b!.base, alice.cookie, 'GET', '/api/auth/user');
    expect(onA.status).toBe(200);
    expect(onB).toEqual(onA);
    expect(onB.body.firstName).toBe('Alice');

    const bob = await signInWithEmbeddedProvider(b!.base, 'bob');
    expect((await json(a!.base, bob.cookie, 'GET', '/api/auth/user')).body.firstName).toBe('Bob');

    // Signing out through B ends the session on A too, which had it cached for reads:
    // within one live event's delivery, at most a second.
    const logout = await fetch(`${b!.base}/api/logout`, { headers: { cookie: bob.cookie }, redirect: 'manual' });
    await logout.arrayBuffer();
    const until = Date.now() + 1_000;
    let status = (await json(a!.base, bob.cookie, 'GET', '/api/auth/user')).status;
    while (status !== 401 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await json(a!.base, bob.cookie, 'GET', '/api/auth/user')).status;
    }
    expect(status).toBe(401);
    // And so are its writes, which reuse the cache too.
    expect((await json(a!.base, bob.cookie, 'PATCH', '/api/users/me/settings', { allowDirectMessages: 'nobody' })).status).toBe(401);
  });

  it('a message sent through instance A reaches the recipient’s stream on instance B within a second', async () => {
    const alice = await signInWithEmbeddedProvider(a!.base, 'alice');
    const bob = await signInWithEmbeddedProvider(b!.base, 'bob');
    const bobId: number = (await json(b!.base, bob.cookie, 'GET', '/api/auth/user')).body.id;
    const bobOnB = await openSse(`${b!.base}/api/events`, bob.cookie);
    const aliceOnA = await openSse(`${a!.base}/api/events`, alice.cookie);
    streams.push(bobOnB, aliceOnA);

    const conversation = await json(a!.base, alice.cookie, 'POST', `/api/conversations/direct/${bobId}`);
    expect(conversation.status).toBe(200);
    const latencies: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sentAt = performance.now();
      const sent = await json(a!.base, alice.cookie, 'POST', `/api/conversations/${conversation.body.id}/messages`, {
        body: `Hello across instances ${i}`,
      });
      expect(sent.status).toBe(201);
      const frame = await bobOnB.waitFor((f) => f.event === 'message.created' && f.data.messageId === sent.body.id, 1_000);
      latencies.push(performance.now() - sentAt);
      expect(frame.data).toEqual({ conversationId: conversation.body.id, messageId: sent.body.id });
      // Every participant: the sender's own stream on A too.
      await aliceOnA.waitFor((f) => f.event === 'message.created' && f.data.messageId === sent.body.id, 1_000);
    }
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    // Bob only ever received events meant for him or for everyone.
    expect(bobOnB.frames.every((f) => f.event === 'message.created')).toBe(true);
  });

  it('a question asked on A is on B’s next feed read once the event has arrived (B’s cached page is dropped)', async () => {
    const alice = await signInWithEmbeddedProvider(a!.base, 'alice');
    const carol = await signInWithEmbeddedProvider(b!.base, 'carol');
    // B caches its first recent page.
    const before = await json(b!.base, carol.cookie, 'GET', '/api/questions?sortBy=recent');
    expect(before.status).toBe(200);
    const again = await json(b!.base, carol.cookie, 'GET', '/api/questions?sortBy=recent');
    expect(again.body.items.map((q: { id: number }) => q.id)).toEqual(before.body.items.map((q: { id: number }) => q.id));
    const onB = await openSse(`${b!.base}/api/events`, carol.cookie);
    streams.push(onB);
    const topics = await json(a!.base, alice.cookie, 'GET', '/api/topics');
    const asked = await json(a!.base, alice.cookie, 'POST', '/api/questions', {
      title: 'Asked on one instance, read on the other',
      content: 'Does the other server see this at once?',
      topicIds: [topics.body[0].id],
      isAnonymous: true,
      hasContentWarning: false,
      contentWarningText: null,
    });
    expect(asked.status).toBe(201);
    const frame = await onB.waitFor((f) => f.event === 'question.created' && f.data.questionId === asked.body.id, 1_000);
    // Ids only: never who asked.
    expect(Object.keys(frame.data).sort()).toEqual(['questionId', 'topicIds']);
    const after = await json(b!.base, carol.cookie, 'GET', '/api/questions?sortBy=recent');
    expect(after.body.items[0]).toMatchObject({ id: asked.body.id, author: null, isOwn: false });
  });

  it('a question’s new answer posted on B reaches a viewer’s stream on A', async () => {
    const carol = await signInWithEmbeddedProvider(b!.base, 'carol');
    const maya = await signInWithEmbeddedProvider(a!.base, 'maya');
    const feed = await json(b!.base, carol.cookie, 'GET', '/api/questions?sortBy=recent');
    const question = feed.body.items.find((q: { isOwn: boolean }) => !q.isOwn);
    expect(question).toBeTruthy();
    const viewer = await openSse(`${a!.base}/api/events`, maya.cookie);
    streams.push(viewer);
    const answer = await json(b!.base, carol.cookie, 'POST', '/api/answers', {
      questionId: question.id,
      content: 'You are not alone in this.',
      isAnonymous: true,
    });
    expect(answer.status).toBe(201);
    const frame = await viewer.waitFor((f) => f.event === 'answer.created' && f.data.answerId === answer.body.id, 1_000);
    expect(frame.data).toEqual({ questionId: question.id, answerId: answer.body.id });
  });

  it('sends exactly one push per notification when both instances run the push job', async () => {
    const service = push!;
    // A slow push service: one instance is still sending when the other's job looks again.
    service.delayMs = 4_000;
    const bob = await signInWithEmbeddedProvider(b!.base, 'bob');
    const bobId: number = (await json(b!.base, bob.cookie, 'GET', '/api/auth/user')).body.id;
    const phone = service.newDevice();
    expect((await json(b!.base, bob.cookie, 'POST', '/api/push/subscriptions', subscriptionOf(phone))).status).toBe(201);
    // Three people write to Bob at once, through either instance: three conversations, three pushes.
    const senders = await Promise.all(
      (['alice', 'maya', 'adam'] as const).map(async (name, i) => ({
        via: i % 2 ? b! : a!,
        session: await signInWithEmbeddedProvider(a!.base, name),
      })),
    );
    const conversations: number[] = [];
    for (const { via, session } of senders) {
      const conversation = await json(via.base, session.cookie, 'POST', `/api/conversations/direct/${bobId}`);
      expect(conversation.status).toBe(200);
      const sent = await json(via.base, session.cookie, 'POST', `/api/conversations/${conversation.body.id}/messages`, {
        body: 'Thinking of you today',
      });
      expect(sent.status).toBe(201);
      conversations.push(conversation.body.id);
    }
    const expected = conversations.map((id) => `/messages?conversation=${id}`).sort();
    // Every push arrives (each job runs every 3 s, the service answers after 4 s)...
    const deadline = Date.now() + 30_000;
    while (service.pushesTo(phone).length < expected.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // ...and no second copy follows while both instances keep running the job for several rounds.
    await new Promise((r) => setTimeout(r, 12_000));
    const pushes = service.pushesTo(phone);
    expect(pushes.map((p) => p.url).sort()).toEqual(expected);
    for (const p of pushes)
      expect(p).toEqual({ kind: 'message', title: 'MindSpace', body: 'You have a new message', url: expect.any(String) });
  }, 90_000);
});
