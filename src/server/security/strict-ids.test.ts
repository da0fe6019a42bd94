/**
 * Strict ids: every id in a path or query is decimal digits (`^[1-9][0-9]*$`) or a 400. An id
 * written another way ('1e0', '0x1', '01', ' 1') would otherwise be read as a number, so a check
 * made on the spelling could act on another id than it saw (`/moderation/users/1e0/sanctions`
 * would act on user 1). Walks every route of the route table, as an admin (whom no policy refuses first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { routeTable } from '../route-table';
import { send } from '../test/security-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Spellings of the id 1 that are not its one decimal spelling. */
const LOOSE_SPELLINGS = ['1e0', '0x1', '01', '%201', '1.0', '+1'];
const REFUSAL = /must be a whole number written in digits/;

describe('ids in paths and queries', () => {
  it('refuses every other spelling of an id in every route, with a readable 400', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const routes = routeTable(ctx.app).filter((r) => /:\w*[iI]d\b/.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const spelling of LOOSE_SPELLINGS) {
        // Every id param gets the loose spelling; other params (targetType, action) a valid value.
        const url = route.url
          .replace(/:(\w*[iI]d)\b/g, spelling)
          .replace(':targetType', 'question')
          .replace(':action', 'dismiss');
        const res = await send(ctx, admin, route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        expect(res.statusCode, `${route.method} ${url}`).toBe(400);
        expect((res.body as { message: string }).message, `${route.method} ${url}`).toMatch(REFUSAL);
      }
    }
  });

  it('acts on no one for /moderation/users/1e0/sanctions, and reads ?topicId=0x1 as a mistake', async () => {
    const moderator = await ctx.createUser({ role: 'moderator' });
    const member = await ctx.createUser();
    const loose = await send(ctx, moderator, 'POST', `/api/moderation/users/${member.id}e0/sanctions`, { type: 'warn', reason: 'Test' });
    expect(loose.statusCode).toBe(400);
    expect((await ctx.api(moderator, 'GET /api/moderation/users/:userId', { params: { userId: member.id } })).body.sanctions).toEqual([]);

    const feed = await send(ctx, member, 'GET', '/api/questions?topicId=0x1');
    expect(feed.statusCode).toBe(400);
    expect((feed.body as { message: string }).message).toMatch(/topicId must be a whole number written in digits/);
    expect((await send(ctx, member, 'GET', '/api/questions?topicId=1')).statusCode).toBe(200);
    expect((await send(ctx, member, 'GET', `/api/users/${member.id}`)).statusCode).toBe(200);
  });
});
