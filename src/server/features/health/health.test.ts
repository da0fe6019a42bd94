import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health and errors', () => {
  it('reports ready when the database answers', async () => {
    // ctx.request: health and readiness are outside the /api contract.
    expect((await ctx.request(null, 'GET', '/healthz')).statusCode).toBe(200);
    const ready = await ctx.request(null, 'GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('answers unknown API paths with 404 and a message', async () => {
    // ctx.request: a URL no route serves, on purpose.
    const res = await ctx.request(null, 'GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('sets security headers', async () => {
    // ctx.request: health is outside the /api contract.
    const res = await ctx.request(null, 'GET', '/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('error logging', () => {
  it('never logs query parameters, which can hold a post body', async () => {
    const { loggableError } = await import('../../errors');
    const err = new Error('Failed query: insert into "answers" ("content") values ($1)\nparams: my private answer text');
    const logged = JSON.stringify(loggableError(err));
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('my private answer text');
  });
});
