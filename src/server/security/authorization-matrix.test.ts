/**
 * The authorization matrix: every route the app serves × who is asking, with the status each
 * one must get, through the real app on a real database. Each cell runs on a world of fixtures
 * (src/server/test/security-fixtures.ts) that no other cell changed, so no cell depends on
 * another: a fresh one, or the one the previous cell ran on when nothing has been written since
 * it was made (the WAL position has not moved).
 *
 * A route the app serves without a row here fails the suite, and so does a row for a route
 * that no longer exists. To add a route: add a row (see docs/ARCHITECTURE.md, Testing).
 *
 * Columns: signed out · member (owns nothing asked about) · author (a member who owns the
 * question/answer/conversation/notification asked about) · moderator · admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { routeKeys, type RouteKey } from '../route-table';
import { ACTORS, makeWorld, send, walPosition, type ActorName, type World } from '../test/security-fixtures';

type Row = {
  route: RouteKey;
  /** What the row checks, when a route has several rows. */
  note?: string;
  /** The concrete URL and body for this world (default: the route's path, no body). */
  request?: (w: World) => { url?: string; body?: unknown };
  /**
   * Expected statuses, in ACTORS order: signed out, member, author, moderator, admin. A status
   * ending in `!` is a known bug (see `bug`): the cell states the rule and is expected to fail
   * until the bug is fixed; then remove the `!`.
   */
  expect: string;
  /** The route exists only in some builds (the web client's fallback needs dist/web). */
  optional?: boolean;
  /** The known bug behind the row's `!` cells. */
  bug?: string;
};

const q = (w: World) => w.question.id;
/** A device's push subscription on a public address (decision 0088). */
const DEVICE = {
  endpoint: 'https://8.8.8.8/push/matrix',
  keys: {
    p256dh: 'BPt2uo3ozDbLi5pGmDtKJoyo4Q2sXUqFPAUBYnZrY1JDD2qaqWNYvJwvo9Qu0aLSb1Xv6N8jZrZ8TGAAQxj1xyo',
    auth: 'lMkFzwEzHaR6BvMTphqE7w',
  },
};

// prettier-ignore
const MATRIX: Row[] = [
  //                                                                                                            out member author mod admin
  { route: 'GET /healthz',                                                                              expect: '200 200 200 200 200' },
  { route: 'GET /readyz',                                                                               expect: '200 200 200 200 200' },
  // Served only with METRICS_TOKEN (Bearer) or on METRICS_PORT; never to members (metrics.test.ts).
  { route: 'GET /metrics',                                                                              expect: '404 404 404 404 404' },
  // Without a built web client '/' is a placeholder page; with one, '/*' serves the client and its files.
  { route: 'GET /', optional: true,                                                                     expect: '200 200 200 200 200' },
  { route: 'GET /<static file>', optional: true, request: () => ({ url: '/favicon.svg' }),              expect: '200 200 200 200 200' },
  { route: 'GET /*', optional: true, request: () => ({ url: '/questions/1' }),                          expect: '200 200 200 200 200' },
  { route: 'GET /oidc/interaction/:uid', request: () => ({ url: '/oidc/interaction/unknown' }),         expect: '400 400 400 400 400' },
  { route: 'POST /oidc/interaction/:uid', request: () => ({ url: '/oidc/interaction/unknown', body: {} }), expect: '400 400 400 400 400' },
  { route: 'GET /api/login',                                                                            expect: '302 302 302 302 302' },
  { route: 'GET /api/callback',                                                                         expect: '302 302 302 302 302' },
  { route: 'GET /api/logout',                                                                           expect: '302 302 302 302 302' },
  { route: 'GET /api/auth/user',                                                                        expect: '401 200 200 200 200' },
  { route: 'GET /api/events',                                                                           expect: '401 200 200 200 200' },

  { route: 'GET /api/crisis-resources', note: 'public: help before signing in', request: () => ({ url: '/api/crisis-resources?country=GB' }), expect: '200 200 200 200 200' },
  { route: 'GET /api/crisis-resources/countries',                                                       expect: '200 200 200 200 200' },

  { route: 'GET /api/topics',                                                                           expect: '401 200 200 200 200' },
  { route: 'GET /api/topics/followed',                                                                  expect: '401 200 200 200 200' },
  { route: 'POST /api/topics/follow', request: (w) => ({ body: { topicId: w.topic.id } }),             expect: '401 200 200 200 200' },
  { route: 'PATCH /api/topics/:id', note: 'admins only', request: (w) => ({ url: `/api/topics/${w.topic.id}`, body: { description: 'New words' } }), expect: '401 403 403 403 200' },
  { route: 'DELETE /api/topics/:id', note: 'admins only; questions kept', request: (w) => ({ url: `/api/topics/${w.topic.id}` }), expect: '401 403 403 403 200' },
  { route: 'POST /api/topics', note: 'admins only', request: () => ({ body: { name: `New ${Math.random()}` } }), expect: '401 403 403 403 201' },

  { route: 'GET /api/questions',                                                                        expect: '401 200 200 200 200' },
  { route: 'POST /api/questions', request: (w) => ({ body: { title: 'A title', content: 'Details', topicIds: [w.topic.id] } }), expect: '401 201 201 201 201' },
  { route: 'GET /api/questions/:id', request: (w) => ({ url: `/api/questions/${q(w)}` }),              expect: '401 200 200 200 200' },
  { route: 'PATCH /api/questions/:id', note: 'the author; staff too (logged)',
    request: (w) => ({ url: `/api/questions/${q(w)}`, body: { title: 'An edited title' } }),          expect: '401 403 200 200 200' },
  { route: 'DELETE /api/questions/:id', note: 'the author only; staff use the moderation route',
    request: (w) => ({ url: `/api/questions/${q(w)}` }),                                               expect: '401 403 204 403 403' },
  // Web Push: any member, for their own device; the endpoint names a public address.
  { route: 'GET /api/push/public-key',                                                                  expect: '401 200 200 200 200' },
  { route: 'POST /api/push/subscriptions', request: () => ({ body: DEVICE }),                          expect: '401 201 201 201 201' },
  { route: 'DELETE /api/push/subscriptions', request: () => ({ body: { endpoint: DEVICE.endpoint } }), expect: '401 204 204 204 204' },
  { route: 'GET /api/questions/:id/follow', request: (w) => ({ url: `/api/questions/${q(w)}/follow` }),  expect: '401 200 200 200 200' },
  { route: 'POST /api/questions/:id/follow', request: (w) => ({ url: `/api/questions/${q(w)}/follow` }), expect: '401 200 200 200 200' },
  { route: 'DELETE /api/questions/:id/follow', request: (w) => ({ url: `/api/questions/${q(w)}/follow` }), expect: '401 200 200 200 200' },
  { route: 'GET /api/questions/:id/revisions', request: (w) => ({ url: `/api/questions/${q(w)}/revisions` }), expect: '401 403 403 200 200' },
  { route: 'GET /api/answers/:id/revisions', request: (w) => ({ url: `/api/answers/${w.answer.id}/revisions` }), expect: '401 403 403 200 200' },
  { route: 'GET /api/comments/:id/revisions', request: (w) => ({ url: `/api/comments/${w.comment.id}/revisions` }), expect: '401 403 403 200 200' },
  { route: 'GET /api/questions/:id/answers', request: (w) => ({ url: `/api/questions/${q(w)}/answers` }), expect: '401 200 200 200 200' },
  { route: 'GET /api/answers/:id/comments', request: (w) => ({ url: `/api/answers/${w.answer.id}/comments` }), expect: '401 200 200 200 200' },
  { route: 'POST /api/answers', request: (w) => ({ body: { questionId: q(w), content: 'An answer' } }), expect: '401 201 201 201 201' },
  { route: 'POST /api/comments', request: (w) => ({ body: { answerId: w.answer.id, content: 'A comment' } }), expect: '401 201 201 201 201' },
  { route: 'PATCH /api/answers/:id', request: (w) => ({ url: `/api/answers/${w.answer.id}`, body: { content: 'Edited' } }), expect: '401 403 200 200 200' },
  { route: 'PATCH /api/comments/:id', request: (w) => ({ url: `/api/comments/${w.comment.id}`, body: { content: 'Edited' } }), expect: '401 403 200 200 200' },
  { route: 'DELETE /api/answers/:id', request: (w) => ({ url: `/api/answers/${w.answer.id}` }),         expect: '401 403 204 403 403' },
  { route: 'DELETE /api/comments/:id', request: (w) => ({ url: `/api/comments/${w.comment.id}` }),      expect: '401 403 204 403 403' },
  { route: 'POST /api/votes', note: 'no vote on your own post',
    request: (w) => ({ body: { targetType: 'question', targetId: q(w), voteType: 'upvote' } }),       expect: '401 200 400 200 200' },
  { route: 'POST /api/votes', note: 'on an answer',
    request: (w) => ({ body: { targetType: 'answer', targetId: w.answer.id, voteType: 'downvote' } }), expect: '401 200 400 200 200' },

  { route: 'GET /api/users/:id', request: (w) => ({ url: `/api/users/${w.author.id}` }),               expect: '401 200 200 200 200' },
  { route: 'GET /api/users/:id/questions', request: (w) => ({ url: `/api/users/${w.author.id}/questions` }), expect: '401 200 200 200 200' },
  { route: 'GET /api/users/:id/answers', request: (w) => ({ url: `/api/users/${w.author.id}/answers` }), expect: '401 200 200 200 200' },
  { route: 'GET /api/users/:id/stats', request: (w) => ({ url: `/api/users/${w.author.id}/stats` }),   expect: '401 200 200 200 200' },
  { route: 'PATCH /api/users/status', request: () => ({ body: { status: 'searching' } }),               expect: '401 200 200 200 200' },
  { route: 'PATCH /api/users/name', request: () => ({ body: { firstName: 'Robin', lastName: 'Lee' } }), expect: '401 200 200 200 200' },
  { route: 'GET /api/users/me/settings',                                                                expect: '401 200 200 200 200' },
  { route: 'GET /api/users/me/export', note: "each gets their own data only (export.test.ts)",            expect: '401 200 200 200 200' },
  { route: 'PATCH /api/users/me/settings', request: () => ({ body: { showStatusSituation: true } }),    expect: '401 200 200 200 200' },
  { route: 'DELETE /api/users/me', note: 'an admin hands the role on first',                          expect: '401 200 200 200 403' },
  // Everyone in the matrix has joined already; a newcomer's gate is route-table.test.ts's.
  { route: 'POST /api/users/me/onboarding', request: () => ({ body: { birthYear: 1990, birthMonth: 4, acceptTerms: true, firstName: 'Robin' } }), expect: '401 409 409 409 409' },
  // The one-time age question: each has not given it yet, so each answers once.
  { route: 'POST /api/users/me/age', request: () => ({ body: { birthYear: 1990, birthMonth: 4 } }),      expect: '401 200 200 200 200' },
  { route: 'PATCH /api/users/me/settings', note: 'reader filters and who may message me',
    request: (w) => ({ body: { allowDirectMessages: 'nobody', hiddenTopicIds: [w.topic.id], hiddenWords: ['panic'] } }), expect: '401 200 200 200 200' },

  // Mute and block: anyone but yourself; staff are muted, never blocked.
  { route: 'POST /api/users/:id/mute', note: 'not yourself', request: (w) => ({ url: `/api/users/${w.author.id}/mute` }), expect: '401 204 400 204 204' },
  { route: 'DELETE /api/users/:id/mute', request: (w) => ({ url: `/api/users/${w.author.id}/mute` }), expect: '401 204 204 204 204' },
  { route: 'POST /api/users/:id/block', note: 'not yourself', request: (w) => ({ url: `/api/users/${w.author.id}/block` }), expect: '401 204 400 204 204' },
  { route: 'POST /api/users/:id/block', note: 'never staff', request: (w) => ({ url: `/api/users/${w.moderator.id}/block` }), expect: '401 403 403 400 403' },
  { route: 'DELETE /api/users/:id/block', request: (w) => ({ url: `/api/users/${w.author.id}/block` }), expect: '401 204 204 204 204' },
  { route: 'POST /api/questions/:id/mute-author', request: (w) => ({ url: `/api/questions/${q(w)}/mute-author` }), expect: '401 204 400 204 204' },
  { route: 'DELETE /api/questions/:id/mute-author', request: (w) => ({ url: `/api/questions/${q(w)}/mute-author` }), expect: '401 204 204 204 204' },
  { route: 'POST /api/questions/:id/block-author', request: (w) => ({ url: `/api/questions/${q(w)}/block-author` }), expect: '401 204 400 204 204' },
  { route: 'DELETE /api/questions/:id/block-author', request: (w) => ({ url: `/api/questions/${q(w)}/block-author` }), expect: '401 204 204 204 204' },
  { route: 'POST /api/answers/:id/mute-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/mute-author` }), expect: '401 204 400 204 204' },
  { route: 'DELETE /api/answers/:id/mute-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/mute-author` }), expect: '401 204 204 204 204' },
  { route: 'POST /api/answers/:id/block-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/block-author` }), expect: '401 204 400 204 204' },
  { route: 'DELETE /api/answers/:id/block-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/block-author` }), expect: '401 204 204 204 204' },
  { route: 'GET /api/users/me/mutes',                                                                   expect: '401 200 200 200 200' },
  { route: 'GET /api/users/me/blocks',                                                                  expect: '401 200 200 200 200' },

  { route: 'GET /api/email/unsubscribe', note: 'public: the token decides, never the session',
    request: () => ({ url: '/api/email/unsubscribe?token=not-a-token' }),                              expect: '400 400 400 400 400' },
  { route: 'POST /api/email/unsubscribe', note: 'public: the token decides, never the session',
    request: () => ({ url: '/api/email/unsubscribe?token=not-a-token', body: {} }),                    expect: '400 400 400 400 400' },

  { route: 'GET /api/notifications',                                                                    expect: '401 200 200 200 200' },
  { route: 'PATCH /api/notifications/:id/read', note: "someone else's notification is not found",
    request: (w) => ({ url: `/api/notifications/${w.notification.id}/read` }),                         expect: '401 404 200 404 404' },
  { route: 'POST /api/notifications/mark-all-read',                                                     expect: '401 200 200 200 200' },
  { route: 'POST /api/feedback', request: () => ({ body: { feedback: 'Thank you' } }),                 expect: '401 201 201 201 201' },
  { route: 'POST /api/reports', request: (w) => ({ body: { targetType: 'question', targetId: w.otherQuestion.id, reason: 'spam' } }), expect: '401 201 201 201 201' },

  { route: 'GET /api/conversations',                                                                    expect: '401 200 200 200 200' },
  { route: 'POST /api/conversations/direct/:userId', request: (w) => ({ url: `/api/conversations/direct/${w.partner.id}` }), expect: '401 200 200 200 200' },
  { route: 'POST /api/conversations/direct/:userId', note: 'not with yourself',
    request: (w) => ({ url: `/api/conversations/direct/${w.author.id}` }),                             expect: '401 200 400 200 200' },
  { route: 'GET /api/conversations/:id/messages', note: 'participants only; staff too',
    request: (w) => ({ url: `/api/conversations/${w.conversation.id}/messages` }),                     expect: '401 404 200 404 404' },
  { route: 'POST /api/conversations/:id/messages', note: 'participants only; staff too',
    request: (w) => ({ url: `/api/conversations/${w.conversation.id}/messages`, body: { body: 'Hello' } }), expect: '401 404 201 404 404' },

  { route: 'DELETE /api/messages/:id', note: "the sender only; the partner's message to the author",
    request: (w) => ({ url: `/api/messages/${w.message.id}` }),                                        expect: '401 404 403 404 404' },

  { route: 'GET /api/moderation/reports',                                                               expect: '401 403 403 200 200' },
  { route: 'GET /api/moderation/flagged',                                                               expect: '401 403 403 200 200' },
  { route: 'POST /api/moderation/reports/:reportId/:action', request: (w) => ({ url: `/api/moderation/reports/${w.report.id}/resolve` }), expect: '401 403 403 200 200' },
  { route: 'DELETE /api/moderation/:targetType/:targetId', note: 'a question',
    request: (w) => ({ url: `/api/moderation/question/${q(w)}` }),                                     expect: '401 403 403 200 200' },
  { route: 'DELETE /api/moderation/:targetType/:targetId', note: 'a comment',
    request: (w) => ({ url: `/api/moderation/comment/${w.comment.id}` }),                              expect: '401 403 403 200 200' },
  { route: 'DELETE /api/moderation/:targetType/:targetId', note: 'an unreported private message stays private',
    request: (w) => ({ url: `/api/moderation/message/${w.message.id}` }),                              expect: '401 403 403 404 404' },

  { route: 'POST /api/moderation/reports/:reportId/check-in', request: (w) => ({ url: `/api/moderation/reports/${w.report.id}/check-in` }), expect: '401 403 403 200 200' },
  { route: 'GET /api/moderation/reports/:reportId/check-in', note: 'the preview: sends nothing', request: (w) => ({ url: `/api/moderation/reports/${w.report.id}/check-in` }), expect: '401 403 403 200 200' },
  { route: 'POST /api/moderation/:targetType/:targetId/restore', note: 'only what staff removed',
    request: (w) => ({ url: `/api/moderation/question/${q(w)}/restore` }),                             expect: '401 403 403 404 404' },
  { route: 'GET /api/moderation/users/:userId', request: (w) => ({ url: `/api/moderation/users/${w.author.id}` }), expect: '401 403 403 200 200' },
  { route: 'POST /api/moderation/users/:userId/sanctions', note: 'warn a member',
    request: (w) => ({ url: `/api/moderation/users/${w.partner.id}/sanctions`, body: { type: 'warn', reason: 'Be kind' } }), expect: '401 403 403 201 201' },
  { route: 'POST /api/moderation/users/:userId/sanctions', note: 'ban: admins only',
    request: (w) => ({ url: `/api/moderation/users/${w.partner.id}/sanctions`, body: { type: 'ban', reason: 'Spam account' } }), expect: '401 403 403 403 201' },
  { route: 'POST /api/moderation/users/:userId/sanctions', note: 'never staff',
    request: (w) => ({ url: `/api/moderation/users/${w.moderator.id}/sanctions`, body: { type: 'warn', reason: 'x' } }), expect: '401 403 403 403 403' },
  { route: 'DELETE /api/moderation/users/:userId/sanctions/:id', note: 'unknown sanction',
    request: (w) => ({ url: `/api/moderation/users/${w.partner.id}/sanctions/999999` }),               expect: '401 403 403 404 404' },
  { route: 'POST /api/moderation/reports/:reportId/claim', request: (w) => ({ url: `/api/moderation/reports/${w.report.id}/claim` }), expect: '401 403 403 200 200' },
  { route: 'DELETE /api/moderation/reports/:reportId/claim', note: 'nobody holds it', request: (w) => ({ url: `/api/moderation/reports/${w.report.id}/claim` }), expect: '401 403 403 200 200' },
  { route: 'GET /api/users/me/decisions',                                                               expect: '401 200 200 200 200' },
  { route: 'POST /api/decisions/:id/appeal', note: "the author's decision: only they appeal it",
    request: (w) => ({ url: `/api/decisions/${w.decision.id}/appeal`, body: { text: 'Please look again' } }), expect: '401 404 201 404 404' },
  { route: 'GET /api/moderation/appeals',                                                               expect: '401 403 403 200 200' },
  { route: 'POST /api/moderation/appeals/:id/decision', note: 'the moderator made the decision: someone else decides',
    request: (w) => ({ url: `/api/moderation/appeals/${w.appeal.id}/decision`, body: { outcome: 'upheld', note: 'It stands' } }), expect: '401 403 403 403 200' },
  { route: 'POST /api/moderation/users/:userId/notes',
    request: (w) => ({ url: `/api/moderation/users/${w.partner.id}/notes`, body: { text: 'Prefers short replies' } }), expect: '401 403 403 201 201' },
  { route: 'DELETE /api/moderation/users/:userId/notes/:noteId', note: 'unknown note',
    request: (w) => ({ url: `/api/moderation/users/${w.partner.id}/notes/999999` }),                   expect: '401 403 403 404 404' },
  { route: 'GET /api/moderation/log',                                                                   expect: '401 403 403 200 200' },
  { route: 'GET /api/moderation/safety-conversations',                                                  expect: '401 403 403 200 200' },
  { route: 'GET /api/moderation/safety-conversations/:id/messages', note: "a members' conversation is not the Safety Team's",
    request: (w) => ({ url: `/api/moderation/safety-conversations/${w.conversation.id}/messages` }),    expect: '401 403 403 404 404' },
  { route: 'POST /api/moderation/safety-conversations/:id/messages', note: "a members' conversation is not the Safety Team's",
    request: (w) => ({ url: `/api/moderation/safety-conversations/${w.conversation.id}/messages`, body: { body: 'Hello' } }), expect: '401 403 403 404 404' },

  { route: 'GET /api/admin/feedback',                                                                   expect: '401 403 403 403 200' },
  { route: 'PATCH /api/admin/feedback/:id', note: 'unknown idea',
    request: () => ({ url: '/api/admin/feedback/999999', body: { isRead: true } }),                    expect: '401 403 403 403 404' },
  { route: 'GET /api/admin/stats',                                                                      expect: '401 403 403 403 200' },
  { route: 'GET /api/admin/users',                                                                      expect: '401 403 403 403 200' },
  { route: 'PATCH /api/admin/users/:userId/role', request: (w) => ({ url: `/api/admin/users/${w.member.id}/role`, body: { role: 'moderator' } }), expect: '401 403 403 403 200' },
  { route: 'PATCH /api/admin/users/:userId/role', note: 'never your own role',
    request: (w) => ({ url: `/api/admin/users/${w.admin.id}/role`, body: { role: 'user' } }),         expect: '401 403 403 403 403' },
];

let ctx: TestContext;
let routes: RouteKey[];

beforeAll(async () => {
  ctx = await createTestContext();
  routes = routeKeys(ctx.app);
});
afterAll(() => ctx?.close());

/** The last world made, and the WAL position read once it was written. */
let lastWorld: { world: World; lsn: string } | null = null;

/** A world no cell has changed: the last one while nothing has been written since it was made, else a new one. */
async function unchangedWorld(): Promise<World> {
  if (lastWorld?.lsn !== (await walPosition(ctx.database))) {
    const world = await makeWorld(ctx);
    lastWorld = { world, lsn: await walPosition(ctx.database) };
  }
  return lastWorld.world;
}

/** Sends one matrix cell's request as `actor` in world `w`. Streams (SSE) are read for their status only. */
async function runCell(row: Row, actor: ActorName, w: World) {
  const [method, path] = row.route.split(' ');
  const { url = path, body } = row.request?.(w) ?? {};
  const user = actor === 'signedOut' ? null : w[actor];
  if (row.route === 'GET /api/events') {
    const res = await ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {}, payloadAsStream: true });
    res.stream().destroy();
    return res.statusCode;
  }
  return (await send(ctx, user, method, url, body)).statusCode;
}

describe('authorization matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not serve', () => {
    const covered = new Set(MATRIX.map((r) => r.route));
    const missing = routes.filter((r) => !covered.has(r));
    const stale = [...covered].filter((r) => !routes.includes(r) && !MATRIX.find((m) => m.route === r)?.optional);
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  const cells = MATRIX.flatMap((row) =>
    row.expect
      .split(/\s+/)
      .map((cell, i) => ({ row, actor: ACTORS[i], status: Number(cell.replace('!', '')), knownBug: cell.endsWith('!') })),
  );
  it('has five columns in every row', () => {
    expect(MATRIX.filter((r) => r.expect.split(/\s+/).length !== ACTORS.length)).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });
  for (const { row, actor, status, knownBug } of cells) {
    const name = `${row.route}${row.note ? ` (${row.note})` : ''} as ${actor} → ${status}`;
    const test = knownBug ? it.fails : it;
    test(knownBug ? `${name} [known bug: ${row.bug}]` : name, async (t) => {
      if (row.optional && !routes.includes(row.route)) return t.skip();
      expect(await runCell(row, actor, await unchangedWorld())).toBe(status);
    });
  }
});

describe('private fields of a profile', () => {
  it('shows email and change dates to the person and admins only', async () => {
    const w = await makeWorld(ctx);
    const seen = async (viewer: 'author' | 'admin' | 'member' | 'moderator' | 'partner') =>
      (await ctx.api(w[viewer], 'GET /api/users/:id', { params: { id: w.author.id } })).body;
    expect(await seen('author')).toMatchObject({ email: w.author.email, statusLastChanged: null });
    expect(await seen('admin')).toHaveProperty('email', w.author.email);
    for (const viewer of ['member', 'moderator', 'partner'] as const) {
      const body = await seen(viewer);
      expect(body.id).toBe(w.author.id);
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('nameLastChanged');
      expect(JSON.stringify(body)).not.toContain(w.author.email!);
    }
  });

  it('keeps the healing situation to the person and staff unless the person shares it', async () => {
    const w = await makeWorld(ctx);
    const situation = 'Processing trauma or past experiences';
    const patch = await send(ctx, w.author, 'PATCH', '/api/users/status', { status: 'healing', statusSituation: situation });
    expect(patch.statusCode).toBe(200);
    const situationSeenBy = async (viewer: TestUser) => {
      const res = await send(ctx, viewer, 'GET', `/api/users/${w.author.id}`);
      expect(res.statusCode).toBe(200);
      return res.text.includes(situation);
    };
    expect(await situationSeenBy(w.author)).toBe(true);
    expect(await situationSeenBy(w.moderator)).toBe(true);
    expect(await situationSeenBy(w.admin)).toBe(true);
    expect(await situationSeenBy(w.member)).toBe(false);
    expect(await situationSeenBy(w.partner)).toBe(false);
    expect((await send(ctx, w.author, 'PATCH', '/api/users/me/settings', { showStatusSituation: true })).statusCode).toBe(200);
    expect(await situationSeenBy(w.member)).toBe(true);
  });
});

/**
 * The restricted session of a suspended member (decisions 0083, 0097), as one more column: the
 * author of a fresh world is suspended and asks. These rows answer as they would for any member;
 * every other signed-in route answers 403 `suspended` (the test after them), public ones stay open.
 */
type SuspendedRow = { route: RouteKey; note?: string; request?: (w: World) => { url?: string; body?: unknown }; expect: number };
const QUIET_HOURS = { from: '22:00', to: '07:00' };

// prettier-ignore
const OPEN_TO_SUSPENDED: SuspendedRow[] = [
  { route: 'GET /api/auth/user',                                                                        expect: 200 },
  { route: 'GET /api/users/me/decisions',                                                               expect: 200 },
  { route: 'POST /api/decisions/:id/appeal', request: (w) => ({ url: `/api/decisions/${w.decision.id}/appeal`, body: { text: 'Please look again' } }), expect: 201 },
  { route: 'GET /api/notifications',                                                                    expect: 200 },
  { route: 'PATCH /api/notifications/:id/read', request: (w) => ({ url: `/api/notifications/${w.notification.id}/read` }), expect: 200 },
  { route: 'POST /api/notifications/mark-all-read',                                                     expect: 200 },
  { route: 'GET /api/users/me/export',                                                                  expect: 200 },
  { route: 'DELETE /api/users/me',                                                                      expect: 200 },
  // Protecting oneself (decision 0028).
  { route: 'POST /api/reports', request: (w) => ({ body: { targetType: 'question', targetId: w.otherQuestion.id, reason: 'harassment' } }), expect: 201 },
  { route: 'POST /api/users/:id/mute', request: (w) => ({ url: `/api/users/${w.partner.id}/mute` }),   expect: 204 },
  { route: 'DELETE /api/users/:id/mute', request: (w) => ({ url: `/api/users/${w.partner.id}/mute` }), expect: 204 },
  { route: 'POST /api/users/:id/block', request: (w) => ({ url: `/api/users/${w.partner.id}/block` }), expect: 204 },
  { route: 'DELETE /api/users/:id/block', request: (w) => ({ url: `/api/users/${w.partner.id}/block` }), expect: 204 },
  { route: 'POST /api/questions/:id/mute-author', request: (w) => ({ url: `/api/questions/${w.otherQuestion.id}/mute-author` }), expect: 204 },
  { route: 'DELETE /api/questions/:id/mute-author', request: (w) => ({ url: `/api/questions/${w.otherQuestion.id}/mute-author` }), expect: 204 },
  { route: 'POST /api/questions/:id/block-author', request: (w) => ({ url: `/api/questions/${w.otherQuestion.id}/block-author` }), expect: 204 },
  { route: 'DELETE /api/questions/:id/block-author', request: (w) => ({ url: `/api/questions/${w.otherQuestion.id}/block-author` }), expect: 204 },
  // The world's only answer is the suspended author's own: past the session, refused as 'not yourself'.
  { route: 'POST /api/answers/:id/mute-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/mute-author` }), expect: 400 },
  { route: 'DELETE /api/answers/:id/mute-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/mute-author` }), expect: 204 },
  { route: 'POST /api/answers/:id/block-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/block-author` }), expect: 400 },
  { route: 'DELETE /api/answers/:id/block-author', request: (w) => ({ url: `/api/answers/${w.answer.id}/block-author` }), expect: 204 },
  // Their own choices (decision 0097).
  { route: 'GET /api/users/me/settings',                                                                expect: 200 },
  { route: 'PATCH /api/users/me/settings', note: 'language, country, emails, pushes, quiet hours',
    request: () => ({ body: { locale: 'es', country: 'GB', emailMessages: false, emailReplies: false, emailModeration: false, pushMessages: false, pushCheckIns: false, pushQuietHours: QUIET_HOURS, newQuestionAlerts: 'off', hiddenWords: ['panic'] } }), expect: 200 },
  { route: 'PATCH /api/users/me/settings', note: 'turning private what reaches others',
    request: () => ({ body: { showStatusSituation: false, allowDirectMessages: 'nobody' } }),          expect: 200 },
  { route: 'PATCH /api/users/me/settings', note: 'never showing others their situation',
    request: () => ({ body: { showStatusSituation: true } }),                                          expect: 403 },
  { route: 'PATCH /api/users/me/settings', note: 'never opening to conversations',
    request: () => ({ body: { allowDirectMessages: 'everyone' } }),                                    expect: 403 },
  { route: 'GET /api/push/public-key',                                                                  expect: 200 },
  { route: 'POST /api/push/subscriptions', request: () => ({ body: DEVICE }),                          expect: 201 },
  { route: 'DELETE /api/push/subscriptions', request: () => ({ body: { endpoint: DEVICE.endpoint } }), expect: 204 },
];

/** A fresh world whose author is suspended for three days by its moderator. */
async function suspendedWorld(): Promise<World> {
  const w = await makeWorld(ctx);
  const res = await send(ctx, w.moderator, 'POST', `/api/moderation/users/${w.author.id}/sanctions`, {
    type: 'suspend',
    reason: 'A pause after a heated thread',
    days: 3,
  });
  expect(res.statusCode).toBe(201);
  return w;
}

describe('authorization matrix: a suspended member (the restricted session)', () => {
  for (const row of OPEN_TO_SUSPENDED) {
    it(`${row.route}${row.note ? ` (${row.note})` : ''} → ${row.expect}`, async () => {
      const w = await suspendedWorld();
      const [method, path] = row.route.split(' ');
      const { url = path, body } = row.request?.(w) ?? {};
      const res = await send(ctx, w.author, method, url, body);
      expect(res.statusCode).toBe(row.expect);
      if (row.expect === 403) expect(res.body).toMatchObject({ code: 'suspended' });
    });
  }

  it('refuses every other signed-in route with 403 suspended, and keeps public ones open', async () => {
    const w = await suspendedWorld();
    const open = new Set(OPEN_TO_SUSPENDED.map((r) => r.route));
    const policies = new Map(ctx.app.routeEntries.map((e) => [`${e.method} ${e.url}`, e.policy]));
    const answered: Record<string, number | string> = {};
    // Signing out (public) would end the session the other requests use.
    for (const route of routes.filter((r) => r.split(' ')[1].startsWith('/api/') && !open.has(r) && r !== 'GET /api/logout')) {
      const row = MATRIX.find((m) => m.route === route);
      const [method, path] = route.split(' ');
      const { url = path, body } = row?.request?.(w) ?? {};
      const res =
        route === 'GET /api/events'
          ? await ctx.app.inject({ method: 'GET', url, headers: { cookie: w.author.cookie }, payloadAsStream: true })
          : await ctx.app.inject({
              method: method as 'GET',
              url,
              headers: {
                origin: new URL(ctx.config.publicUrl).origin,
                cookie: w.author.cookie,
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
      // The stream is read for its status only; every other refusal names why.
      if (route === 'GET /api/events') res.stream().destroy();
      const code = route === 'GET /api/events' ? 'suspended' : /"code":"([a-z_]+)"/.exec(res.body)?.[1];
      const refused = res.statusCode === 403 && code === 'suspended';
      if (policies.get(route) === 'public' ? refused : !refused) answered[route] = res.statusCode;
    }
    expect(answered).toEqual({});
  });
});
