/**
 * Anonymity is real (DESIGN §4): the author of an anonymous post never leaves the server for
 * anyone else. A member with a name found nowhere else posts only anonymously, through the API
 * (so notifications and events are made by the real code); then every read route is walked as
 * other members, a moderator and an admin, and no response may carry the author's name, email
 * or id as an author. Moderators see the author of reported content in the moderation queue
 * (the legal text promises this), so only those routes are left out for staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type ApiInput, type TestContext, type TestUser } from '../test/harness';
import { routeKeys } from '../route-table';
import { makeTopic } from '../test/factories';
import { send } from '../test/security-fixtures';

let ctx: TestContext;
let author: TestUser;
let asker: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;
let topicId: number;
let anonymousQuestionId: number;
let askerQuestionId: number;
let anonymousAnswerIds: number[];
let otherAnswerId: number;
let askerCommentId: number;

const SECRET_FIRST = 'Quillonette';
const SECRET_LAST = 'Zephyrwood';

beforeAll(async () => {
  // The shared read cache on (every post here is written through the API, so its events drop
  // what they change): the walk reads each page from the cache and again from the database.
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  author = await ctx.createUser({ firstName: SECRET_FIRST, lastName: SECRET_LAST, email: 'quillonette.zephyrwood@example.org' });
  asker = await ctx.createUser({ firstName: 'Asker' });
  other = await ctx.createUser({ firstName: 'Other' });
  moderator = await ctx.createUser({ firstName: 'Mod', role: 'moderator' });
  admin = await ctx.createUser({ firstName: 'Admin', role: 'admin' });
  topicId = (await makeTopic(ctx.database.db, 'Loneliness at night')).id;

  const post = async <K extends 'POST /api/questions' | 'POST /api/answers' | 'POST /api/comments' | 'POST /api/reports'>(
    user: TestUser,
    route: K,
    body: ApiInput<K>['body'],
  ) => {
    const res = await ctx.api(user, route, { body } as ApiInput<K>);
    expect(res.statusCode, `${route}: ${res.text}`).toBe(201);
    return res.body;
  };
  anonymousQuestionId = (
    await post(author, 'POST /api/questions', {
      title: 'Nightly worries keep me awake',
      content: 'Details only I know',
      topicIds: [topicId],
      isAnonymous: true,
    })
  ).id;
  askerQuestionId = (
    await post(asker, 'POST /api/questions', { title: 'How do I sleep better', content: 'Any ideas', topicIds: [topicId] })
  ).id;
  anonymousAnswerIds = [
    (await post(author, 'POST /api/answers', { questionId: askerQuestionId, content: 'Anonymous advice', isAnonymous: true })).id,
    (await post(author, 'POST /api/answers', { questionId: anonymousQuestionId, content: 'Following up myself', isAnonymous: true })).id,
  ];
  // Others take part, so the author gets notifications and the asker's lists are not empty.
  otherAnswerId = (await post(other, 'POST /api/answers', { questionId: anonymousQuestionId, content: 'You are not alone' })).id;
  // The author comments as the asker of their anonymous question ('Anonymous (asker)'), and edits it.
  askerCommentId = (await post(author, 'POST /api/comments', { answerId: otherAnswerId, content: 'Thank you, that helps' })).id;
  const commentEdit = await ctx.api(author, 'PATCH /api/comments/:id', {
    params: { id: askerCommentId },
    body: { content: 'Thank you, that helps a lot' },
  });
  expect(commentEdit.statusCode).toBe(200);
  await post(asker, 'POST /api/comments', { answerId: anonymousAnswerIds[0], content: 'Thank you, stranger' });
  for (const voter of [asker, other]) {
    for (const target of [
      { targetType: 'answer', targetId: anonymousAnswerIds[0] },
      { targetType: 'question', targetId: anonymousQuestionId },
    ] as const) {
      expect((await ctx.api(voter, 'POST /api/votes', { body: { ...target, voteType: 'upvote' } })).statusCode).toBe(200);
    }
  }
  // The author edits the anonymous question and answer, so revisions exist (staff read them).
  const edited = [
    await ctx.api(author, 'PATCH /api/questions/:id', {
      params: { id: anonymousQuestionId },
      body: { content: 'Details only I know, edited' },
    }),
    await ctx.api(author, 'PATCH /api/answers/:id', {
      params: { id: anonymousAnswerIds[0] },
      body: { content: 'Anonymous advice, edited' },
    }),
  ];
  expect(edited.map((r) => r.statusCode)).toEqual([200, 200]);
  // A report against the anonymous question, so the moderation routes have something to show.
  await post(other, 'POST /api/reports', { targetType: 'question', targetId: anonymousQuestionId, reason: 'spam' });
  // Everyone mutes and blocks the author from the anonymous posts, so their
  // lists and the collapsed posts are walked too.
  for (const viewer of [asker, other, moderator, admin]) {
    expect((await ctx.api(viewer, 'POST /api/questions/:id/mute-author', { params: { id: anonymousQuestionId } })).statusCode).toBe(204);
    expect((await ctx.api(viewer, 'POST /api/answers/:id/block-author', { params: { id: anonymousAnswerIds[0] } })).statusCode).toBe(204);
  }
});
afterAll(() => ctx?.close());

/** Every place in a JSON value that gives the author away: their name, email, or their id as a person. */
function leaks(value: unknown, path = '$'): string[] {
  const found: string[] = [];
  if (typeof value === 'string') {
    if (value.includes(SECRET_FIRST) || value.includes(SECRET_LAST) || value.includes(author.email!)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => found.push(...leaks(v, `${path}[${i}]`)));
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.id === author.id && ('firstName' in o || 'role' in o)) found.push(`${path}.id`);
    for (const [k, v] of Object.entries(o)) {
      if (/^(authorId|userId|senderId|reporterId|targetUserId)$/.test(k) && v === author.id) found.push(`${path}.${k}`);
      found.push(...leaks(v, `${path}.${k}`));
    }
  }
  return found;
}

/** The read URLs a member can reach, with the author's and everyone's content on them. */
function readUrls(viewer: TestUser): string[] {
  return [
    '/api/auth/user',
    '/api/topics',
    '/api/topics/followed',
    ...['trending', 'recent', 'mostAnswers'].map((s) => `/api/questions?sortBy=${s}`),
    `/api/questions?topicId=${topicId}`,
    '/api/questions?search=Nightly',
    '/api/questions?search=worries%20awake',
    '/api/questions?search=advice',
    `/api/questions/${anonymousQuestionId}`,
    `/api/questions/${anonymousQuestionId}/answers`,
    // Whether I follow it: a yes or no, naming nobody.
    `/api/questions/${anonymousQuestionId}/follow`,
    `/api/questions/${askerQuestionId}`,
    `/api/questions/${askerQuestionId}/answers`,
    ...[...anonymousAnswerIds, otherAnswerId].map((id) => `/api/answers/${id}/comments`),
    `/api/users/${author.id}/questions`,
    `/api/users/${author.id}/answers`,
    `/api/users/${author.id}/stats`,
    `/api/users/${viewer.id}`,
    `/api/users/${viewer.id}/questions`,
    `/api/users/${viewer.id}/answers`,
    '/api/notifications',
    '/api/conversations',
    '/api/users/me/settings',
    '/api/users/me/mutes',
    '/api/users/me/blocks',
    // The viewer's own data export: it names nobody's anonymous posts but the viewer's.
    '/api/users/me/export',
    // The viewer's own decisions: never who reported, never who decided.
    '/api/users/me/decisions',
    // The server's push key: the same for everyone, naming nobody.
    '/api/push/public-key',
    // Crisis lines: the same public data for everyone.
    '/api/crisis-resources?country=GB',
    '/api/crisis-resources/countries',
  ];
}

describe('the author of an anonymous post', () => {
  it('is covered: every GET /api route except sign-in, streams, moderation, admin, profiles and the email unsubscribe page is walked', () => {
    const walked = new Set(readUrls(asker).map((u) => u.split('?')[0].replace(/\/\d+/g, '/:id')));
    const reads = routeKeys(ctx.app).filter(
      (r) =>
        r.startsWith('GET /api/') &&
        // The unsubscribe page shows no content at all, only a button (features/email/routes.ts).
        !/^GET \/api\/(login|callback|logout|events|moderation|admin|conversations\/:id|email\/unsubscribe)/.test(r) &&
        // Revisions are for staff: walked below.
        !r.endsWith('/revisions') &&
        r !== 'GET /api/users/:id',
    );
    expect(reads.map((r) => r.slice(4)).filter((p) => !walked.has(p))).toEqual([]);
  });

  for (const [name, viewer] of [
    ['the member whose question was answered', () => asker],
    ['another member', () => other],
    ['a moderator', () => moderator],
    ['an admin', () => admin],
  ] as const) {
    it(`never reaches ${name}`, async () => {
      const me = viewer();
      const bus = ctx.app.eventBus;
      const listening = bus.isListening;
      for (const url of readUrls(me)) {
        // A first read (which fills the cache), a cached one, and one with the cache off (LISTEN reported down).
        for (const cacheOn of [true, true, false]) {
          bus.isListening = cacheOn ? listening : () => false;
          try {
            const res = await send(ctx, me, 'GET', url);
            expect(res.statusCode, url).toBe(200);
            expect(leaks(res.body), `${url} (cache ${cacheOn ? 'on' : 'off'})`).toEqual([]);
          } finally {
            bus.isListening = listening;
          }
        }
      }
    });

    it(`is not linked to their profile for ${name}`, async () => {
      const me = viewer();
      const params = { id: author.id };
      const questions = await ctx.api(me, 'GET /api/users/:id/questions', { params });
      const answers = await ctx.api(me, 'GET /api/users/:id/answers', { params });
      const stats = await ctx.api(me, 'GET /api/users/:id/stats', { params });
      expect(questions.body.items).toEqual([]);
      expect(answers.body.items).toEqual([]);
      expect(Object.values(stats.body).every((n) => n === 0)).toBe(true);
    });
  }

  it('still reaches the author', async () => {
    const res = await ctx.api(author, 'GET /api/questions/:id', { params: { id: anonymousQuestionId } });
    expect(res.body.author).toMatchObject({ id: author.id, firstName: SECRET_FIRST });
    const mine = await ctx.api(author, 'GET /api/users/:id/answers', { params: { id: author.id } });
    expect(mine.body.items.map((a) => a.id).sort()).toEqual([...anonymousAnswerIds].sort());
  });

  it('is not named in the revisions staff read, while staff edits are', async () => {
    for (const viewer of [moderator, admin]) {
      for (const res of [
        await ctx.api(viewer, 'GET /api/questions/:id/revisions', { params: { id: anonymousQuestionId } }),
        await ctx.api(viewer, 'GET /api/answers/:id/revisions', { params: { id: anonymousAnswerIds[0] } }),
        await ctx.api(viewer, 'GET /api/comments/:id/revisions', { params: { id: askerCommentId } }),
      ]) {
        expect(res.statusCode, res.text).toBe(200);
        expect(res.body.items, res.text).toMatchObject([{ byAuthor: true, editor: null }]);
        expect(leaks(res.body), res.text).toEqual([]);
      }
    }
    expect((await ctx.api(other, 'GET /api/questions/:id/revisions', { params: { id: anonymousQuestionId } })).statusCode).toBe(403);
  });

  it("comments as 'Anonymous (asker)' on their own anonymous question: named to nobody else, told to the answerer without a name", async () => {
    for (const viewer of [other, asker, moderator, admin]) {
      const res = await ctx.api(viewer, 'GET /api/answers/:id/comments', { params: { id: otherAnswerId } });
      expect(res.body.items).toMatchObject([{ id: askerCommentId, isAnonymous: true, author: null, abilities: { seeAuthor: false } }]);
    }
    const mine = await ctx.api(author, 'GET /api/answers/:id/comments', { params: { id: otherAnswerId } });
    expect(mine.body.items).toMatchObject([{ id: askerCommentId, isAnonymous: true, author: { id: author.id, firstName: SECRET_FIRST } }]);
    const notifications = await ctx.api(other, 'GET /api/notifications');
    expect(notifications.body.items.map((n) => n.content)).toContain(
      'The asker commented on your answer to "Nightly worries keep me awake"',
    );
    // The asker of a named question comments under their name.
    const named = await ctx.api(other, 'GET /api/answers/:id/comments', { params: { id: anonymousAnswerIds[0] } });
    expect(named.body.items).toMatchObject([{ isAnonymous: false, author: { id: asker.id, firstName: 'Asker' } }]);
  });

  it('stays hidden after the author edits: the edited post still names nobody', async () => {
    const res = await ctx.api(other, 'GET /api/questions/:id', { params: { id: anonymousQuestionId } });
    expect(res.body).toMatchObject({ content: 'Details only I know, edited', author: null, editedAt: expect.any(String) });
    expect(leaks(res.body)).toEqual([]);
  });

  it('reaches moderators only through the moderation queue (promised in the legal text)', async () => {
    const res = await ctx.api(moderator, 'GET /api/moderation/reports');
    expect(res.statusCode).toBe(200);
    // A member never gets there.
    expect((await ctx.api(other, 'GET /api/moderation/reports')).statusCode).toBe(403);
    expect(leaks((await ctx.api(other, 'GET /api/moderation/flagged')).body)).toEqual([]);
  });
});
