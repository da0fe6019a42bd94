/**
 * Surviving faults, on a real PostgreSQL (runs in the PostgreSQL pass of `npm test` only):
 *   (a) the database restarts under load: the server survives, /readyz goes not-ready then
 *       ready, requests succeed again within 5 s, the LISTEN connection comes back, and a
 *       client resuming with Last-Event-ID receives every event written meanwhile;
 *   (b) SIGTERM under load: no response is cut off, open SSE streams end cleanly, the process
 *       exits within 10 s.
 * (Idempotency-Key retries are covered by src/server/shared/idempotency.test.ts on both engines.)
 * Everything runs against a private throwaway cluster and server children, never the shared
 * test server, and is stopped afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/lib/postgres.mjs';
import { startLoad } from '../test/load';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { signInWithEmbeddedProvider } from '../test/sign-in';
import { openSse, type SseStream } from '../test/sse';

const onPostgres = process.env.TEST_DB === 'postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A reply: its status and, of its JSON body, the one field these tests read (the created or fetched row's id). */
type Json = { status: number; body: { id: number } | null };

/** One JSON request; network errors become status 0. */
async function call(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as Json['body'] };
  } catch {
    return { status: 0, body: null };
  }
}

describe.skipIf(!onPostgres)('faults on PostgreSQL', () => {
  let cluster: Cluster | undefined;
  const servers: ServerProcess[] = [];
  const streams: SseStream[] = [];
  const env = () => ({ DATABASE_URL: cluster!.url, RATE_LIMIT_WRITES_PER_MINUTE: '100000' });

  beforeAll(async () => {
    cluster = await startCluster();
  }, 120_000);

  afterAll(async () => {
    streams.forEach((s) => s.close());
    await Promise.all(servers.map((s) => s.stop()));
    await cluster?.stop();
  });

  it('survives a database restart under load and loses no event', async () => {
    const server = await startServerProcess(env());
    servers.push(server);
    const { base } = server;
    const alice = await signInWithEmbeddedProvider(base, 'alice');
    const bob = await signInWithEmbeddedProvider(base, 'bob');
    const bobId: number = (await call(base, bob.cookie, 'GET', '/api/auth/user')).body!.id;
    const conversationId: number = (await call(base, alice.cookie, 'POST', `/api/conversations/direct/${bobId}`)).body!.id;
    const sendMessage = (text: string, key: string) =>
      call(base, alice.cookie, 'POST', `/api/conversations/${conversationId}/messages`, { body: text }, { 'idempotency-key': key });

    // Bob's stream that stays open throughout, and one that leaves before the restart.
    const live = await openSse(`${base}/api/events`, bob.cookie);
    const away = await openSse(`${base}/api/events`, bob.cookie);
    streams.push(live, away);
    const first = await sendMessage('before the restart', 'm-0');
    expect(first.status).toBe(201);
    const seen = await away.waitFor((f) => f.event === 'message.created' && f.data.messageId === first.body!.id);
    away.close();

    const load = startLoad(`${base}/api/questions`, { concurrency: 8, cookie: alice.cookie, maxMs: 40_000 });
    // Readiness, sampled every 100 ms.
    const readiness: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const res = await call(base, '', 'GET', '/readyz');
        readiness.push(res.status);
        await sleep(100);
      }
    })();
    // A writer: one message every 150 ms, each with its own Idempotency-Key (no retries, so
    // only what the server confirmed counts).
    const confirmed: number[] = [first.body!.id];
    let writing = true;
    const writer = (async () => {
      for (let i = 1; writing && i < 400; i += 1) {
        const res = await sendMessage(`during the restart ${i}`, `m-${i}`);
        if (res.status === 201) confirmed.push(res.body!.id);
        await sleep(150);
      }
    })();

    await sleep(1_000);
    const restarted = cluster!.restart('fast');
    await restarted;
    const backAt = Date.now();
    // Requests succeed again within 5 s of the database being back.
    let recoveredAfter = Infinity;
    while (Date.now() - backAt < 10_000) {
      if ((await call(base, alice.cookie, 'GET', '/api/questions')).status === 200) {
        recoveredAfter = Date.now() - backAt;
        break;
      }
      await sleep(50);
    }
    expect(recoveredAfter).toBeLessThan(5_000);
    // Ready again (LISTEN reconnected: its backoff is at most 5 s).
    const readyBy = Date.now() + 15_000;
    while (readiness.at(-1) !== 200 && Date.now() < readyBy) await sleep(100);
    const postRestartWrites = confirmed.length;
    while (confirmed.length < postRestartWrites + 3 && Date.now() < readyBy) await sleep(100);

    writing = false;
    await writer;
    sampling = false;
    await sampler;
    const stats = await load.stop();

    expect(server.alive(), server.output()).toBe(true);
    const firstNotReady = readiness.findIndex((s) => s !== 200);
    expect(firstNotReady, `readiness samples: ${readiness.join(',')}`).toBeGreaterThan(-1);
    expect(readiness.slice(firstNotReady).includes(200), `readiness samples: ${readiness.join(',')}`).toBe(true);
    expect(readiness.at(-1)).toBe(200);
    expect(stats.ok).toBeGreaterThan(0);
    expect(stats.cut).toBe(0);
    expect((await call(base, '', 'GET', '/readyz')).status).toBe(200);

    // The stream open throughout got every confirmed message (the bus caught up after LISTEN came back)…
    for (const id of confirmed) {
      await live.waitFor((f) => f.event === 'message.created' && f.data.messageId === id, 5_000);
    }
    // …and so does a client resuming from before the restart with Last-Event-ID, in order.
    const resumed = await openSse(`${base}/api/events`, bob.cookie, seen.id);
    streams.push(resumed);
    for (const id of confirmed.slice(1)) {
      await resumed.waitFor((f) => f.event === 'message.created' && f.data.messageId === id, 5_000);
    }
    const resumedIds = resumed.frames.map((f) => f.id);
    expect(resumedIds).toEqual([...resumedIds].sort((x, y) => x - y));
    expect(resumed.frames.some((f) => f.event === 'stream.reset')).toBe(false);
    // A message sent now arrives live: the LISTEN connection is back.
    const after = await sendMessage('after the restart', 'm-after');
    expect(after.status).toBe(201);
    await live.waitFor((f) => f.event === 'message.created' && f.data.messageId === after.body!.id, 1_000);
  }, 180_000);

  it('on SIGTERM under load finishes every response, ends streams cleanly and exits within 10 s', async () => {
    const server = await startServerProcess(env());
    servers.push(server);
    const { base } = server;
    const alice = await signInWithEmbeddedProvider(base, 'alice');
    const bob = await signInWithEmbeddedProvider(base, 'bob');
    const open = await Promise.all([alice, bob, alice].map((u) => openSse(`${base}/api/events`, u.cookie)));
    streams.push(...open);

    const load = startLoad(`${base}/api/questions`, { concurrency: 8, cookie: alice.cookie, maxMs: 30_000 });
    await sleep(1_500);
    const before = load.stats.ok;
    expect(before).toBeGreaterThan(0);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const exitMs = Date.now() - signalledAt;
    const stats = await load.stop();

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    // Responses were complete or never started (connection refused once the server stopped listening).
    expect(stats.cut).toBe(0);
    expect(stats.ok).toBeGreaterThanOrEqual(before);
    for (const stream of open) expect(await stream.ended).toBe('end');
  }, 180_000);
});
