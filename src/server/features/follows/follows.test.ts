/**
 * Following, through the real app: the Following feed (GET /api/questions?
 * following=true), following a question (POST/DELETE /api/questions/:id/follow) and what its
 * followers are told of new answers, and the new-question alerts of followed topics ('each' and
 * the daily digest).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeTopic } from '../../test/factories';
import { notifications, questions } from '../../db/schema/index';
import { runDigestJob } from './job';
import type { NewQuestionAlerts } from '../../../common/constants';

let ctx: TestContext;
let asker: TestUser;
let follower: TestUser;
let helper: TestUser;
let other: TestUser;
let mod: TestUser;
let topicId: number;
let quietTopicId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  asker = await ctx.createUser();
  follower = await ctx.createUser();
  helper = await ctx.createUser();
  other = await ctx.createUser();
  mod = await ctx.createUser({ role: 'moderator' });
  ({ id: topicId } = await makeTopic(ctx.database.db, 'Sleep'));
  ({ id: quietTopicId } = await makeTopic(ctx.database.db, 'Quiet corner'));
  const followed = await ctx.api(follower, 'POST /api/topics/follow', { body: { topicId } });
  expect(followed.body.following).toBe(true);
});
afterAll(() => ctx.close());

async function ask(user: TestUser, title: string, extra: { topicIds?: number[]; isAnonymous?: boolean; content?: string } = {}) {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title,
      content: extra.content ?? 'Some details.',
      topicIds: extra.topicIds ?? [topicId],
      isAnonymous: extra.isAnonymous ?? false,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

async function answer(user: TestUser, questionId: number, isAnonymous = false) {
  const res = await ctx.api(user, 'POST /api/answers', { body: { questionId, content: 'You are not alone in this.', isAnonymous } });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

/** The member's notifications of one type, newest first, as the list shows them. */
async function noticesOf(user: TestUser, type: string) {
  const res = await ctx.api(user, 'GET /api/notifications');
  expect(res.statusCode).toBe(200);
  const ids = new Set(
    (
      await ctx.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)))
    ).map((n) => n.id),
  );
  return res.body.items.filter((n) => ids.has(n.id));
}

async function setAlerts(user: TestUser, newQuestionAlerts: NewQuestionAlerts) {
  const res = await ctx.api(user, 'PATCH /api/users/me/settings', { body: { newQuestionAlerts } });
  expect(res.statusCode).toBe(200);
  expect(res.body.newQuestionAlerts).toBe(newQuestionAlerts);
}

async function followingFeed(
  user: TestUser,
  query: { sortBy?: 'trending' | 'recent' | 'mostAnswers' | 'unanswered'; topicId?: number } = {},
) {
  const res = await ctx.api(user, 'GET /api/questions', { query: { following: 'true', sortBy: 'recent', ...query } });
  expect(res.statusCode).toBe(200);
  return res.body.items.map((q) => q.id);
}

describe('the Following feed', () => {
  it('is for members only: signed out, 401', async () => {
    const res = await ctx.api(null, 'GET /api/questions', { query: { following: 'true' } });
    expect(res.statusCode).toBe(401);
  });

  it('lists the questions in the topics I follow and the questions I follow, with every sort and the topic filter', async () => {
    const inTopic = await ask(asker, 'Waking at 4am');
    const elsewhere = await ask(asker, 'A quiet question', { topicIds: [quietTopicId] });
    const followedOne = await ask(asker, 'A question I follow', { topicIds: [quietTopicId] });
    expect((await ctx.api(follower, 'POST /api/questions/:id/follow', { params: { id: followedOne } })).body.following).toBe(true);

    for (const sortBy of ['trending', 'recent', 'mostAnswers', 'unanswered'] as const) {
      const ids = await followingFeed(follower, { sortBy });
      expect(ids).toContain(inTopic);
      expect(ids).toContain(followedOne);
      expect(ids).not.toContain(elsewhere);
    }
    expect(await followingFeed(follower, { topicId: quietTopicId })).toEqual([followedOne]);
    // Someone who follows nothing has an empty Following feed, though the questions are everyone's.
    expect(await followingFeed(other)).toEqual([]);
  });

  it('refuses a following value that is not true or false', async () => {
    const res = await ctx.api(follower, 'GET /api/questions', { query: { following: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/following must be true or false/);
  });
});

describe('following a question', () => {
  it('the asker and everyone who answers follow automatically', async () => {
    const id = await ask(asker, 'Auto follow');
    await answer(helper, id);
    for (const user of [asker, helper]) {
      expect((await ctx.api(user, 'GET /api/questions/:id/follow', { params: { id } })).body.following).toBe(true);
    }
    expect((await ctx.api(other, 'GET /api/questions/:id/follow', { params: { id } })).body.following).toBe(false);
  });

  it('follows and unfollows, and a missing or hidden question is 404 with the same body', async () => {
    const id = await ask(asker, 'Follow me');
    expect((await ctx.api(other, 'POST /api/questions/:id/follow', { params: { id } })).body).toEqual({ following: true });
    expect((await ctx.api(other, 'POST /api/questions/:id/follow', { params: { id } })).body).toEqual({ following: true });
    expect((await ctx.api(other, 'DELETE /api/questions/:id/follow', { params: { id } })).body).toEqual({ following: false });
    expect((await ctx.api(other, 'GET /api/questions/:id/follow', { params: { id } })).body).toEqual({ following: false });

    const missing = await ctx.api(other, 'POST /api/questions/:id/follow', { params: { id: 999_999 } });
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'question', targetId: id, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    const hidden = await ctx.api(other, 'POST /api/questions/:id/follow', { params: { id } });
    expect(missing.statusCode).toBe(404);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    // Signed out: 401.
    expect((await ctx.api(null, 'POST /api/questions/:id/follow', { params: { id } })).statusCode).toBe(401);
  });

  it('tells a follower of new answers, one notification per question while unread, never of their own answer', async () => {
    const id = await ask(asker, 'Racing thoughts at night');
    await ctx.api(other, 'POST /api/questions/:id/follow', { params: { id } });
    await answer(helper, id);
    await answer(mod, id, true);
    const unread = (await noticesOf(other, 'followed-answer')).filter((n) => n.link === `/questions/${id}`);
    expect(unread).toHaveLength(1);
    expect(unread[0].content).toBe('New answers to a question you follow: "Racing thoughts at night"');

    // Once read, the next answer brings a new one.
    expect((await ctx.api(other, 'PATCH /api/notifications/:id/read', { params: { id: unread[0].id } })).statusCode).toBe(200);
    await answer(mod, id);
    expect((await noticesOf(other, 'followed-answer')).filter((n) => n.link === `/questions/${id}`)).toHaveLength(2);

    // The asker gets only the asker's own notice of each answer.
    expect((await noticesOf(asker, 'followed-answer')).filter((n) => n.link === `/questions/${id}`)).toHaveLength(0);
  });

  it('never tells anyone of their own answer', async () => {
    const id = await ask(asker, 'Answered twice by one helper');
    const writer = await ctx.createUser();
    await answer(writer, id);
    // They follow now (they answered), and their second answer tells them nothing.
    await answer(writer, id);
    expect((await noticesOf(writer, 'followed-answer')).filter((n) => n.link === `/questions/${id}`)).toHaveLength(0);
  });

  it('does not tell a follower of a named answer by someone they muted', async () => {
    const id = await ask(asker, 'Muted answer');
    const muter = await ctx.createUser();
    await ctx.api(muter, 'POST /api/questions/:id/follow', { params: { id } });
    expect((await ctx.api(muter, 'POST /api/users/:id/mute', { params: { id: helper.id } })).statusCode).toBe(204);
    await answer(helper, id);
    expect(await noticesOf(muter, 'followed-answer')).toHaveLength(0);
  });
});

describe('new-question alerts for followed topics', () => {
  let alerted: TestUser;
  beforeAll(async () => {
    alerted = await ctx.createUser();
    await ctx.api(alerted, 'POST /api/topics/follow', { body: { topicId } });
  });

  it("are 'off' by default, and a setting that is not off, each or daily is refused", async () => {
    const fresh = await ctx.createUser();
    expect((await ctx.api(fresh, 'GET /api/users/me/settings')).body.newQuestionAlerts).toBe('off');
    // ctx.request: a setting the contract refuses on purpose.
    const bad = await ctx.request(fresh, 'PATCH', '/api/users/me/settings', { newQuestionAlerts: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe("newQuestionAlerts must be 'off', 'each' or 'daily'");
    await ctx.api(fresh, 'POST /api/topics/follow', { body: { topicId } });
    await ask(asker, 'Nobody asked for an alert');
    expect(await noticesOf(fresh, 'new-question')).toHaveLength(0);
  });

  it("'each': one notification per question, never naming an anonymous author, never for your own question", async () => {
    await setAlerts(alerted, 'each');
    const named = await ask(asker, 'Named question');
    const anonymous = await ask(asker, 'Anonymous question', { isAnonymous: true });
    await ask(alerted, 'My own question');
    const notices = await noticesOf(alerted, 'new-question');
    expect(notices.map((n) => n.link)).toEqual([`/questions/${anonymous}`, `/questions/${named}`]);
    expect(notices[0].content).toBe('New question in a topic you follow: "Anonymous question"');
    // The anonymous author is on no row the member can reach: not the notification, not its actor.
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, notices[0].id));
    expect(row.actorId).toBeNull();
    expect(JSON.stringify(notices)).not.toContain(asker.firstName!);
    await setAlerts(alerted, 'off');
  });

  it('mutes, blocks, hidden topics and hidden words apply', async () => {
    const member = await ctx.createUser();
    await ctx.api(member, 'POST /api/topics/follow', { body: { topicId } });
    await setAlerts(member, 'each');
    const muted = await ctx.createUser();
    const blocked = await ctx.createUser();
    const blocker = await ctx.createUser();
    await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: muted.id } });
    await ctx.api(member, 'POST /api/users/:id/block', { params: { id: blocked.id } });
    // Someone who blocked the member keeps their named questions from them.
    await ctx.api(blocker, 'POST /api/users/:id/block', { params: { id: member.id } });
    await ask(muted, 'From a muted member');
    await ask(blocked, 'From a blocked member');
    await ask(blocker, 'From someone who blocked them');
    // The member's hidden word, and a hidden topic.
    await ctx.api(member, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['insomnia'], hiddenTopicIds: [quietTopicId] } });
    await ask(asker, 'Night shifts', { content: 'My INSOMNIA is back.' });
    await ask(asker, 'In two topics', { topicIds: [topicId, quietTopicId] });
    const kept = await ask(asker, 'Nothing filtered');
    expect((await noticesOf(member, 'new-question')).map((n) => n.link)).toEqual([`/questions/${kept}`]);
  });

  it('a question hidden for review never alerts', async () => {
    const member = await ctx.createUser();
    await ctx.api(member, 'POST /api/topics/follow', { body: { topicId } });
    await setAlerts(member, 'each');
    const id = await ask(asker, 'Reported at once');
    expect(await noticesOf(member, 'new-question')).toHaveLength(1);
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'question', targetId: id, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect(await noticesOf(member, 'new-question')).toHaveLength(0);
  });

  it("'daily': one digest a day of what the member would see, hidden and own questions left out, written once", async () => {
    const member = await ctx.createUser();
    await ctx.api(member, 'POST /api/topics/follow', { body: { topicId } });
    await setAlerts(member, 'daily');
    await ask(asker, 'Digest one');
    await ask(asker, 'Digest two', { isAnonymous: true });
    await ask(member, 'Digest own');
    const hiddenId = await ask(asker, 'Digest hidden');
    await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'question', targetId: hiddenId, reason: 'spam' } });
    // Nothing comes before the day is over.
    expect(await runDigestJob(ctx.database.db, new Date(Date.now() + 60 * 60_000))).toBe(0);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000 + 60_000);
    // Two instances run the job at the same moment: exactly one digest.
    const [a, b] = await Promise.all([runDigestJob(ctx.database.db, tomorrow), runDigestJob(ctx.database.db, tomorrow)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const digests = await noticesOf(member, 'new-questions-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0].content).toBe('2 new questions in the topics you follow');
    expect(digests[0].link).toBe('/?feed=following&sort=recent');
    // The next run of the same day writes nothing more.
    await runDigestJob(ctx.database.db, tomorrow);
    expect(await noticesOf(member, 'new-questions-digest')).toHaveLength(1);
    // And 'each' alerts were never sent to a 'daily' member.
    expect(await noticesOf(member, 'new-question')).toHaveLength(0);
    expect(await ctx.database.db.select({ id: questions.id }).from(questions).where(eq(questions.id, hiddenId))).toHaveLength(1);
  });
});

describe('the Following feed on the shared read cache', () => {
  let cached: TestContext;
  afterAll(() => cached.close());

  it("is each member's own: never another member's page, and a follow shows at once", async () => {
    cached = await createTestContext({ READ_CACHE_MB: '64' });
    const [a, b, writer] = [await cached.createUser(), await cached.createUser(), await cached.createUser()];
    const topic = await makeTopic(cached.database.db, 'Cached topic');
    await cached.api(a, 'POST /api/topics/follow', { body: { topicId: topic.id } });
    const asked = await cached.api(writer, 'POST /api/questions', {
      body: { title: 'Cached question', content: 'Details.', topicIds: [topic.id] },
    });
    const id = asked.body.id;
    const feed = async (user: TestUser) =>
      (await cached.api(user, 'GET /api/questions', { query: { following: 'true', sortBy: 'recent' } })).body.items.map((q) => q.id);
    // Both read the shared feed first, so its page is in the cache.
    for (const user of [a, b])
      expect((await cached.api(user, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items[0].id).toBe(id);
    expect(await feed(a)).toEqual([id]);
    expect(await feed(b)).toEqual([]);
    await cached.api(b, 'POST /api/questions/:id/follow', { params: { id } });
    expect(await feed(b)).toEqual([id]);
    await cached.api(b, 'DELETE /api/questions/:id/follow', { params: { id } });
    expect(await feed(b)).toEqual([]);
    await cached.api(a, 'POST /api/topics/follow', { body: { topicId: topic.id } });
    expect(await feed(a)).toEqual([]);
  });
});
