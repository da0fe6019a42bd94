import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type ApiInput, type TestContext, type TestUser } from '../../test/harness';
import type { ContractRoute } from '../../../common/contract-types';
import { makeTopic } from '../../test/factories';
import { ZDataExport } from '../../../common/schemas/index';

let ctx: TestContext;
let me: TestUser;
let partner: TestUser;
let muted: TestUser;
let blocked: TestUser;
let hidden: TestUser;
let topic: { id: number; name: string };
const ids: Record<string, number> = {};

/** A member who posts only anonymously: nothing in anyone else's export may point at them. */
const HIDDEN_FIRST = 'Wrenfallow';
const HIDDEN_EMAIL = 'wrenfallow.quist@example.org';

/** A request that must succeed; its body. */
async function ok<K extends ContractRoute>(user: TestUser, route: K, input?: ApiInput<K>) {
  const res = await ctx.api(user, route, input);
  expect(res.statusCode, `${route}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  me = await ctx.createUser({ firstName: 'Exporta', lastName: 'Member', email: 'exporta@example.org', bio: 'Likes long walks' });
  partner = await ctx.createUser({ firstName: 'Pallas', lastName: 'Partner', email: 'pallas@example.org' });
  muted = await ctx.createUser({ firstName: 'Mutey' });
  blocked = await ctx.createUser({ firstName: 'Blocky' });
  hidden = await ctx.createUser({ firstName: HIDDEN_FIRST, lastName: 'Quist', email: HIDDEN_EMAIL });
  topic = await makeTopic(ctx.database.db, 'Sleep and rest');

  await ok(me, 'POST /api/topics/follow', { body: { topicId: topic.id } });
  ids.named = (
    await ok(me, 'POST /api/questions', { body: { title: 'My named question', content: 'Named words', topicIds: [topic.id] } })
  ).id;
  ids.anonymous = (
    await ok(me, 'POST /api/questions', {
      body: {
        title: 'My anonymous question',
        content: 'Quiet words',
        topicIds: [topic.id],
        isAnonymous: true,
      },
    })
  ).id;
  ids.partnerQuestion = (
    await ok(partner, 'POST /api/questions', { body: { title: 'Partner asks', content: 'Partner words', topicIds: [topic.id] } })
  ).id;
  ids.hiddenQuestion = (
    await ok(hidden, 'POST /api/questions', {
      body: { title: 'Hidden asks', content: 'Secret words', topicIds: [topic.id], isAnonymous: true },
    })
  ).id;
  ids.answer = (await ok(me, 'POST /api/answers', { body: { questionId: ids.partnerQuestion, content: 'My named answer' } })).id;
  ids.anonymousAnswer = (
    await ok(me, 'POST /api/answers', { body: { questionId: ids.hiddenQuestion, content: 'My anonymous answer', isAnonymous: true } })
  ).id;
  ids.comment = (await ok(me, 'POST /api/comments', { body: { answerId: ids.answer, content: 'My own comment' } })).id;
  await ok(me, 'POST /api/votes', { body: { targetType: 'question', targetId: ids.partnerQuestion, voteType: 'upvote' } });
  await ok(me, 'POST /api/votes', { body: { targetType: 'question', targetId: ids.hiddenQuestion, voteType: 'downvote' } });
  await ok(me, 'POST /api/reports', {
    body: { targetType: 'question', targetId: ids.partnerQuestion, reason: 'spam', description: 'Looks off' },
  });
  await ok(me, 'POST /api/feedback', { body: { feedback: 'My idea for MindSpace' } });
  ids.conversation = (await ok(me, 'POST /api/conversations/direct/:userId', { params: { userId: partner.id } })).id;
  await ok(me, 'POST /api/conversations/:id/messages', { params: { id: ids.conversation }, body: { body: 'My message to Pallas' } });
  await ok(partner, 'POST /api/conversations/:id/messages', { params: { id: ids.conversation }, body: { body: 'Pallas writes back' } });
  await ok(me, 'POST /api/users/:id/mute', { params: { id: muted.id } });
  await ok(me, 'POST /api/users/:id/block', { params: { id: blocked.id } });
  await ok(me, 'POST /api/questions/:id/mute-author', { params: { id: ids.hiddenQuestion } });
  await ok(me, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['insomnia'], emailReplies: false } });
  // The partner does things of their own, which must stay out of my file.
  await ok(partner, 'POST /api/feedback', { body: { feedback: 'Partner feedback only' } });
  await ok(partner, 'POST /api/answers', { body: { questionId: ids.named, content: 'Partner answers me' } });
});
afterAll(() => ctx?.close());

async function exportOf(user: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me/export', headers: { cookie: user.cookie } });
  return { res, body: res.statusCode === 200 ? ZDataExport.parse(JSON.parse(res.body)) : null };
}

describe('GET /api/users/me/export', () => {
  it('is a JSON download, named by the date, never cached', async () => {
    const { res } = await exportOf(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mindspace-export-${today}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('holds the profile, settings, lists and everything the member wrote and did', async () => {
    const { body } = await exportOf(me);
    const file = body!;
    expect(file.format).toBe('mindspace-export/1');
    expect(file.profile).toMatchObject({ id: me.id, firstName: 'Exporta', email: 'exporta@example.org', bio: 'Likes long walks' });
    expect(file.settings).toMatchObject({ hiddenWords: ['insomnia'], emailReplies: false, emailMessages: true });
    expect(file.follows).toEqual([{ topicId: topic.id, topicName: 'Sleep and rest', createdAt: expect.any(String) }]);
    expect(file.questions.map((q) => [q.id, q.title, q.isAnonymous])).toEqual([
      [ids.named, 'My named question', false],
      [ids.anonymous, 'My anonymous question', true],
    ]);
    expect(file.questions[0].topics).toEqual([{ id: topic.id, name: 'Sleep and rest' }]);
    expect(file.answers.map((a) => [a.id, a.questionId, a.content, a.isAnonymous])).toEqual([
      [ids.answer, ids.partnerQuestion, 'My named answer', false],
      [ids.anonymousAnswer, ids.hiddenQuestion, 'My anonymous answer', true],
    ]);
    expect(file.comments).toMatchObject([
      { id: ids.comment, answerId: ids.answer, questionId: ids.partnerQuestion, content: 'My own comment' },
    ]);
    expect(file.messages).toMatchObject([
      {
        conversationId: ids.conversation,
        body: 'My message to Pallas',
        to: [{ id: partner.id, displayName: 'Pallas Partner' }],
        deletedAt: null,
      },
    ]);
    expect(file.votes.map((v) => [v.targetType, v.targetId, v.voteType])).toEqual([
      ['question', ids.partnerQuestion, 'upvote'],
      ['question', ids.hiddenQuestion, 'downvote'],
    ]);
    expect(file.reports).toMatchObject([
      { targetType: 'question', targetId: ids.partnerQuestion, reason: 'spam', description: 'Looks off', status: 'pending' },
    ]);
    expect(file.feedback).toMatchObject([{ feedback: 'My idea for MindSpace' }]);
    expect(file.mutes.map((m) => m.user?.id ?? `post:${m.post?.id}`).sort()).toEqual([muted.id, `post:${ids.hiddenQuestion}`].sort());
    expect(file.blocks.map((b) => b.user?.id)).toEqual([blocked.id]);
    // The partner's answer to my question notified me.
    expect(file.notifications.some((n) => n.link?.includes(`/questions/${ids.named}`))).toBe(true);
  });

  it("never names the author of another member's anonymous post", async () => {
    const { res } = await exportOf(me);
    expect(res.body).not.toContain(HIDDEN_FIRST);
    expect(res.body).not.toContain(HIDDEN_EMAIL);
    const file = JSON.parse(res.body);
    const people = JSON.stringify([file.mutes, file.blocks, file.messages.map((m: { to: unknown }) => m.to)]);
    expect(people).not.toContain(`"id":${hidden.id},`);
    expect(file.questions.map((q: { id: number }) => q.id)).not.toContain(ids.hiddenQuestion);
  });

  it("gives a second member only their own data, none of the first's", async () => {
    const { res, body } = await exportOf(partner);
    expect(res.statusCode).toBe(200);
    expect(body!.profile).toMatchObject({ id: partner.id, email: 'pallas@example.org' });
    expect(body!.questions.map((q) => q.id)).toEqual([ids.partnerQuestion]);
    expect(body!.messages.map((m) => m.body)).toEqual(['Pallas writes back']);
    expect(body!.feedback.map((f) => f.feedback)).toEqual(['Partner feedback only']);
    for (const mine of [
      'exporta@example.org',
      'My anonymous question',
      'My message to Pallas',
      'My idea for MindSpace',
      'Likes long walks',
    ]) {
      expect(res.body).not.toContain(mine);
    }
    expect(body!.votes).toEqual([]);
    expect(body!.reports).toEqual([]);
  });

  it('refuses a signed-out visitor', async () => {
    const res = await ctx.api(null, 'GET /api/users/me/export');
    expect(res.statusCode).toBe(401);
  });
});

describe('export rate limit (RATE_LIMIT_EXPORTS_PER_HOUR)', () => {
  it('allows a few downloads an hour per member, then 429 with Retry-After', async () => {
    const limited = await createTestContext({ RATE_LIMIT_EXPORTS_PER_HOUR: '2' });
    try {
      const [a, b] = [await limited.createUser(), await limited.createUser()];
      for (let i = 0; i < 2; i += 1) expect((await limited.api(a, 'GET /api/users/me/export')).statusCode).toBe(200);
      const refused = await limited.api(a, 'GET /api/users/me/export');
      expect(refused.statusCode).toBe(429);
      expect(refused.body.message).toMatch(
        /^You have downloaded your data several times this hour\. Please wait about \d+ minutes? and try again\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      // Other reads and other members are not affected.
      expect((await limited.api(a, 'GET /api/users/me/settings')).statusCode).toBe(200);
      expect((await limited.api(b, 'GET /api/users/me/export')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
