/**
 * /metrics through the real app on a real database: the token or the separate port guards it,
 * the Prometheus text carries route patterns (never raw URLs or query strings), pool use, query
 * errors, open event streams and their delivery lag, 429 refusals and sign-ins.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { notice, openSse } from '../test/sse';
import { signInWithEmbeddedProvider } from '../test/sign-in';
import { emitEvent } from '../events/outbox';
import { makeQuestion } from '../test/factories';
import { freePort } from '../../../scripts/lib/postgres.mjs';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample, e.g. sample(text, 'mindspace_sign_ins_total', { outcome: 'success' }). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics with METRICS_TOKEN on the main port', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = await createTestContext({ PUBLIC_URL: base, METRICS_TOKEN: TOKEN });
    await ctx.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: expect.stringContaining('METRICS_TOKEN') });
  });

  it('times requests by route pattern and status, never by URL or query string', async () => {
    const member = await ctx.createUser();
    const question = await makeQuestion(ctx.database.db, member.id, { title: 'How do I sleep' });
    expect((await ctx.api(member, 'GET /api/questions/:id', { params: { id: question.id } })).statusCode).toBe(200);
    expect((await ctx.api(member, 'GET /api/questions', { query: { search: 'my private worry' } })).statusCode).toBe(200);
    expect((await ctx.api(member, 'GET /api/questions/:id', { params: { id: 99999999 } })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'mindspace_http_request_duration_seconds_count', { method: 'GET', route: '/api/questions/:id', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'mindspace_http_request_duration_seconds_count', { method: 'GET', route: '/api/questions/:id', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'mindspace_http_request_duration_seconds_count', { method: 'GET', route: '/api/questions', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('private');
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route).toMatch(/^(\/[a-z:A-Z_-]*)+$|^\(unmatched\)$/);
  });

  it('reports the database pool and counts failed queries', async () => {
    const before = (await scrape()).split('\n');
    const errorsBefore = sample(before.join('\n'), 'mindspace_db_query_errors_total', { code: '42P01' }) ?? 0;
    await expect(ctx.database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    const text = await scrape();
    expect(sample(text, 'mindspace_db_query_errors_total', { code: '42P01' })).toBe(errorsBefore + 1);
    expect(sample(text, 'mindspace_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mindspace_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'mindspace_db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('counts open event streams and measures how long events take to reach them', async () => {
    const member = await ctx.createUser();
    const stream = await openSse(`${base}/api/events`, member.cookie);
    let text = await scrape();
    expect(sample(text, 'mindspace_event_streams_open')).toBe(1);
    const lagBefore = sample(text, 'mindspace_event_delivery_lag_seconds_count') ?? 0;
    await ctx.database.db.transaction((tx) =>
      emitEvent(tx, { type: 'notification.created', userId: member.id, payload: notice('counted') }),
    );
    await stream.waitFor((f) => f.event === 'notification.created');
    text = await scrape();
    expect(sample(text, 'mindspace_event_delivery_lag_seconds_count')).toBe(lagBefore + 1);
    expect(sample(text, 'mindspace_event_delivery_lag_seconds_sum')).toBeGreaterThanOrEqual(0);
    stream.close();
    await expect.poll(async () => sample(await scrape(), 'mindspace_event_streams_open')).toBe(0);
  });

  it('counts sign-ins', async () => {
    expect(sample(await scrape(), 'mindspace_sign_ins_total', { outcome: 'success' })).toBe(0);
    await signInWithEmbeddedProvider(base, 'alice');
    const text = await scrape();
    expect(sample(text, 'mindspace_sign_ins_total', { outcome: 'success' })).toBe(1);
    // A callback without a sign-in in progress is a failure.
    await fetch(`${base}/api/callback?code=x&state=y`, { redirect: 'manual' });
    expect(sample(await scrape(), 'mindspace_sign_ins_total', { outcome: 'failure' })).toBe(1);
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  let ctx: TestContext;
  let base: string;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    ctx = await createTestContext({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => ctx.close());

  it('serves the metrics on their own port only', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('# TYPE mindspace_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/topics`)).status).toBe(404);
  });

  it('stops serving when the app closes', async () => {
    await ctx.app.close();
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  it('serves no metrics', async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('mindspace_');
    } finally {
      await ctx.close();
    }
  });
});

describe('a rate-limit refusal in /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A member made in the test is a new account: its (stricter) limit is the one that applies.
    ctx = await createTestContext({ METRICS_TOKEN: TOKEN, NEW_ACCOUNT_HOURS: '24', RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '2' });
  });
  afterAll(() => ctx.close());

  it('counts each 429 by route pattern', async () => {
    const member = await ctx.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await ctx.api(member, 'POST /api/notifications/mark-all-read')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'mindspace_rate_limited_total', { route: '/api/notifications/mark-all-read' })).toBe(1);
  });
});
