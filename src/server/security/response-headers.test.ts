import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('Cache-Control on the API', () => {
  it('is no-store on signed-in JSON, errors and signed-out answers', async () => {
    const me = await ctx.createUser();
    for (const url of ['/api/auth/user', '/api/notifications', `/api/users/${me.id}`, '/api/questions', '/api/nothing-here']) {
      // ctx.request: one loop over URLs of different routes.
      const res = await ctx.request(me, 'GET', url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await ctx.api(null, 'GET /api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await ctx.api(me, 'POST /api/feedback', { body: { feedback: 'ok' } })).headers['cache-control']).toBe('no-store');
  });
});

describe('request ids', () => {
  it('are made by the server; a client-supplied X-Request-Id is ignored without a trusted proxy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-request-id': 'forged-id' } });
    const id = res.headers['x-request-id'];
    expect(id).not.toBe('forged-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('come from a trusted proxy when TRUST_PROXY is set', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'loopback' });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-request-id': 'proxy-id-1' } });
      expect(res.headers['x-request-id']).toBe('proxy-id-1');
    } finally {
      await proxied.close();
    }
  });
});

describe('the request log', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', RATE_LIMIT_READS_PER_MINUTE: '100000' }) };
    app = await buildApp({ config, database: ctx.database, logStream: stream });
    await app.ready();
  });
  afterAll(() => app.close());

  it('records the path of a search, never the search text', async () => {
    const me = await ctx.createUser();
    const res = await app.inject({
      method: 'GET',
      url: '/api/questions?search=my%20secret%20worry&sortBy=recent',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    const logged = lines.join('\n');
    expect(logged).toContain('"url":"/api/questions"');
    expect(logged).not.toMatch(/secret|worry|search=/);
  });
});
