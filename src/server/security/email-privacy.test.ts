/**
 * Emails never leave the owner and admins (privacy policy §4; issue "Private by default"). A
 * member takes part everywhere (posts, a conversation, a report, follows, votes, a data export),
 * then every GET route under /api that the app serves is walked — the routes come from the
 * router, so a new route is walked without anyone listing it — as another member, their
 * conversation partner and a moderator: no response may contain the member's email. The member
 * and admins do see it (their own profile, the admin list), which proves the walk would notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { routeKeys } from '../route-table';
import { makeWorld, send, type World } from '../test/security-fixtures';

let ctx: TestContext;
let w: World;
let email: string;

/** GET routes that carry no member data, or are not JSON reads (sign-in redirects, the event stream). */
const NOT_READS = /^GET \/api\/(login|callback|logout|events)$/;

/** The URL that reads a route with this world's objects in its parameters. */
function urlOf(route: string, world: World): string {
  const path = route.slice(4);
  const id = (() => {
    if (path.startsWith('/api/answers/')) return world.answer.id;
    if (path.startsWith('/api/comments/')) return world.comment.id;
    if (path.startsWith('/api/users/')) return world.author.id;
    if (path.startsWith('/api/conversations/')) return world.conversation.id;
    if (path.startsWith('/api/topics/')) return world.topic.id;
    return world.question.id;
  })();
  return path
    .replace(':userId', String(world.author.id))
    .replace(':reportId', String(world.report.id))
    .replace(':id', String(id))
    .replace(':targetType', 'question')
    .replace(':targetId', String(world.question.id));
}

beforeAll(async () => {
  ctx = await createTestContext();
  w = await makeWorld(ctx);
  email = w.author.email!;
  const act = async (user: TestUser, method: string, url: string, body?: unknown) => {
    const res = await send(ctx, user, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.text}`).toBeLessThan(300);
  };
  // The member shows up as an author, a voter, a reporter, a follower and a conversation partner.
  await act(w.author, 'POST', '/api/topics/follow', { topicId: w.topic.id });
  await act(w.author, 'POST', '/api/answers', { questionId: w.otherQuestion.id, content: 'A named answer' });
  await act(w.author, 'POST', '/api/votes', { targetType: 'question', targetId: w.otherQuestion.id, voteType: 'upvote' });
  await act(w.author, 'POST', '/api/reports', { targetType: 'question', targetId: w.otherQuestion.id, reason: 'spam' });
  await act(w.author, 'POST', `/api/conversations/${w.conversation.id}/messages`, { body: 'Hello partner' });
  await act(w.author, 'PATCH', '/api/users/status', { status: 'searching' });
  await act(w.partner, 'POST', '/api/comments', { answerId: w.answer.id, content: 'Thanks' });
});
afterAll(() => ctx?.close());

/** Every GET route's URL, and what each viewer got from it. */
async function walk(viewer: TestUser): Promise<{ url: string; status: number; text: string }[]> {
  const out = [];
  for (const route of routeKeys(ctx.app).filter((r) => r.startsWith('GET /api/') && !NOT_READS.test(r))) {
    const url = urlOf(route, w);
    const res = await send(ctx, viewer, 'GET', url);
    out.push({ url, status: res.statusCode, text: res.text });
  }
  return out;
}

describe("a member's email", () => {
  for (const [name, viewer] of [
    ['another member', () => w.member],
    ['their conversation partner', () => w.partner],
    ['a moderator', () => w.moderator],
  ] as const) {
    it(`never reaches ${name}, on any GET route`, async () => {
      const seen = await walk(viewer());
      expect(seen.length).toBeGreaterThan(25);
      expect(seen.filter((r) => r.status === 500)).toEqual([]);
      expect(seen.filter((r) => r.text.includes(email)).map((r) => r.url)).toEqual([]);
    });
  }

  it('reaches the member and admins (so the walk would notice a leak)', async () => {
    const own = await walk(w.author);
    expect(own.filter((r) => r.text.includes(email)).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/auth/user', `/api/users/${w.author.id}`, '/api/users/me/export']),
    );
    const admin = await walk(w.admin);
    expect(admin.filter((r) => r.text.includes(email)).map((r) => r.url)).toEqual(
      expect.arrayContaining([`/api/users/${w.author.id}`, '/api/admin/users']),
    );
  });
});
