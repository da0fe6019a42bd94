/**
 * Page cursors are refused with 400 when malformed or impossible — never a 500 — through the
 * real app on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';

let ctx: TestContext;
let member: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser();
});
afterAll(() => ctx.close());

/** A keyed cursor as the server writes one: base64url of `{ s, k }`. */
const keyed = (s: string, k: unknown[]) => Buffer.from(JSON.stringify({ s, k })).toString('base64url');

describe('page cursors', () => {
  it('refuses a feed cursor with an impossible date (2025-02-30, year 0000, month 13) with 400', async () => {
    for (const at of ['2025-02-30T12:00:00.000000Z', '0000-01-01T00:00:00.000000Z', '2025-13-01T00:00:00.000000Z']) {
      const recent = await ctx.api(member, 'GET /api/questions', { query: { sortBy: 'recent', cursor: keyed('recent', [at, 5]) } });
      expect({ at, status: recent.statusCode, message: recent.body.message }).toEqual({
        at,
        status: 400,
        message: 'The page cursor is not valid; reload the list',
      });
      const most = await ctx.api(member, 'GET /api/questions', {
        query: { sortBy: 'mostAnswers', cursor: keyed('mostAnswers', [1, at, 5]) },
      });
      expect({ at, status: most.statusCode }).toEqual({ at, status: 400 });
    }
  });

  it('accepts a real date, a leap day included', async () => {
    const res = await ctx.api(member, 'GET /api/questions', {
      query: { sortBy: 'recent', cursor: keyed('recent', ['2024-02-29T23:59:59.999999Z', 5]) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses malformed id and queue cursors with 400', async () => {
    for (const url of [
      '/api/notifications?cursor=abc',
      '/api/notifications?cursor=0',
      '/api/notifications?cursor=99999999999',
      `/api/users/${member.id}/answers?cursor=-1`,
    ]) {
      // ctx.request: cursors the contract refuses, in one loop over URLs.
      expect({ url, status: (await ctx.request(member, 'GET', url)).statusCode }).toEqual({ url, status: 400 });
    }
  });
});
