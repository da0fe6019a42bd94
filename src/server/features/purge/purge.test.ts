import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millisecondsInDay } from 'date-fns/constants';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type ApiInput, type TestContext, type TestUser } from '../../test/harness';
import type { ContractRoute } from '../../../common/contract-types';
import { makeTopic } from '../../test/factories';
import { fingerprint, listTables } from '../../test/security-fixtures';
import {
  ageRefusals,
  answers,
  events,
  feedback,
  messages,
  notifications,
  questions,
  questionViews,
  reports,
  sessions,
  userRestrictions,
  users,
  votes,
} from '../../db/schema/index';
import { runPurgeJob } from './job';
import { purgeAccount } from './queries';

const DAY_MS = millisecondsInDay;
const silent = { info: () => {}, warn: () => {} };

let ctx: TestContext;
let leaver: TestUser;
let poster: TestUser;
let stayer: TestUser;
let moderator: TestUser;
const ids: Record<string, number> = {};
let reputationBefore: number;

/** A request that must succeed; its body. */
async function ok<K extends ContractRoute>(user: TestUser, route: K, input?: ApiInput<K>) {
  const res = await ctx.api(user, route, input);
  expect(res.statusCode, `${route}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

const vote = (user: TestUser, targetType: 'question' | 'answer', targetId: number, voteType: 'upvote' | 'downvote') =>
  ok(user, 'POST /api/votes', { body: { targetType, targetId, voteType } });

async function row<T>(promise: Promise<T[]>): Promise<T> {
  const [r] = await promise;
  return r;
}
const db = () => ctx.database.db;
const questionRow = (id: number) => row(db().select().from(questions).where(eq(questions.id, id)));
const answerRow = (id: number) => row(db().select().from(answers).where(eq(answers.id, id)));
const reputationOf = async (id: number) => (await row(db().select().from(users).where(eq(users.id, id)))).reputation;

beforeAll(async () => {
  ctx = await createTestContext();
  leaver = await ctx.createUser({ firstName: 'Leaving' });
  poster = await ctx.createUser({ firstName: 'Poster' });
  stayer = await ctx.createUser({ firstName: 'Stayer' });
  moderator = await ctx.createUser({ firstName: 'Mod', role: 'moderator' });
  const topic = await makeTopic(db(), 'Purge topic');
  const ask = async (user: TestUser, title: string, isAnonymous = false) =>
    (await ok(user, 'POST /api/questions', { body: { title, content: 'Words', topicIds: [topic.id], isAnonymous } })).id as number;
  const answer = async (user: TestUser, questionId: number, isAnonymous = false) =>
    (await ok(user, 'POST /api/answers', { body: { questionId, content: 'An answer', isAnonymous } })).id as number;

  ids.named = await ask(poster, 'Named question');
  ids.anonymous = await ask(poster, 'Anonymous question', true);
  ids.authorDeleted = await ask(poster, 'Question its author deletes');
  ids.answer = await answer(poster, ids.named);
  ids.staffRemoved = await answer(poster, ids.named);
  ids.leaverQuestion = await ask(leaver, 'The leaver asks');
  ids.leaverAnonymousAnswer = await answer(leaver, ids.named, true);

  // The leaver's votes: each kind of post whose author's reputation must come out right.
  await vote(leaver, 'question', ids.named, 'upvote'); // +5 → taken back
  await vote(leaver, 'answer', ids.answer, 'downvote'); // −2 → given back
  await vote(leaver, 'question', ids.anonymous, 'upvote'); // anonymous: never moved reputation
  await vote(leaver, 'question', ids.authorDeleted, 'upvote'); // taken back already when the author deleted it
  await vote(leaver, 'answer', ids.staffRemoved, 'upvote'); // staff removal keeps it: +10 → taken back
  // Someone who stays votes too; their votes stay.
  await vote(stayer, 'question', ids.named, 'upvote');
  await vote(stayer, 'answer', ids.answer, 'upvote');
  await ok(poster, 'DELETE /api/questions/:id', { params: { id: ids.authorDeleted } });
  await ok(moderator, 'DELETE /api/moderation/:targetType/:targetId', {
    params: { targetType: 'answer', targetId: ids.staffRemoved },
    body: { reason: 'Off topic' },
  });

  // Views, feedback, reports, messages, notifications and mutes of the leaver; the stayer's alike.
  for (const user of [leaver, stayer]) {
    await ok(user, 'GET /api/questions/:id', { params: { id: ids.named } });
    await ok(user, 'POST /api/feedback', { body: { feedback: `Feedback from ${user.firstName}` } });
    await ok(user, 'POST /api/reports', { body: { targetType: 'answer', targetId: ids.answer, reason: 'spam' } });
  }
  ids.conversation = (await ok(leaver, 'POST /api/conversations/direct/:userId', { params: { userId: poster.id } })).id;
  ids.leaverMessage = (
    await ok(leaver, 'POST /api/conversations/:id/messages', { params: { id: ids.conversation }, body: { body: 'Words of the leaver' } })
  ).id;
  ids.posterMessage = (
    await ok(poster, 'POST /api/conversations/:id/messages', { params: { id: ids.conversation }, body: { body: 'Words of the poster' } })
  ).id;
  await ok(poster, 'POST /api/answers', { body: { questionId: ids.leaverQuestion, content: 'An answer for the leaver' } });
  await ok(leaver, 'POST /api/users/:id/mute', { params: { id: stayer.id } });

  reputationBefore = await reputationOf(poster.id);
  await ok(leaver, 'DELETE /api/users/me');
});
afterAll(() => ctx?.close());

describe('the purge of a closed account', () => {
  it('waits until it is due: nothing moves before PURGE_AFTER_DAYS (less one run of the hourly job)', async () => {
    const early = await runPurgeJob({ db: db(), afterDays: 30, log: silent }, new Date(Date.now() + 28 * DAY_MS));
    expect(early.purged).toEqual([]);
    expect(await db().select().from(votes).where(eq(votes.userId, leaver.id))).toHaveLength(5);
    const [closed] = await db().select().from(users).where(eq(users.id, leaver.id));
    expect(closed.purgedAt).toBeNull();
  });

  it('removes votes, views, feedback, reports, message words, sessions, notifications and events, and sets purged_at', async () => {
    const named = await questionRow(ids.named);
    const viewsBefore = named.viewCount;
    const run = await runPurgeJob({ db: db(), afterDays: 30, log: silent }, new Date(Date.now() + 30 * DAY_MS - 30 * 60_000));
    expect(run.purged).toEqual([leaver.id]);
    expect(run.removed).toMatchObject({ votes: 5, views: 1, feedback: 1, reports: 1, messages: 1 });

    const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, leaver.id);
    expect(await db().select().from(votes).where(mine(votes))).toEqual([]);
    expect(await db().select().from(questionViews).where(mine(questionViews))).toEqual([]);
    expect(await db().select().from(feedback).where(mine(feedback))).toEqual([]);
    expect(await db().select().from(reports).where(eq(reports.reporterId, leaver.id))).toEqual([]);
    expect(await db().select().from(sessions).where(mine(sessions))).toEqual([]);
    expect(await db().select().from(notifications).where(mine(notifications))).toEqual([]);
    expect(await db().select().from(events).where(eq(events.userId, leaver.id))).toEqual([]);
    expect(await db().select().from(userRestrictions).where(mine(userRestrictions))).toEqual([]);
    const [purged] = await db().select().from(users).where(eq(users.id, leaver.id));
    expect(purged.purgedAt).toBeInstanceOf(Date);
    expect(purged).toMatchObject({ firstName: null, email: null, providerPictureUrl: null });
    const [message] = await db().select().from(messages).where(eq(messages.id, ids.leaverMessage));
    expect(message.body).toBe('');
    expect(message.deletedAt).toBeInstanceOf(Date);
    expect((await questionRow(ids.named)).viewCount).toBe(viewsBefore - 1);
  });

  it('corrects counters and reputation: only what the votes of the closed account gave is taken back', async () => {
    expect(await questionRow(ids.named)).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect(await answerRow(ids.answer)).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect(await questionRow(ids.anonymous)).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect(await questionRow(ids.authorDeleted)).toMatchObject({ upvotes: 0 });
    expect(await answerRow(ids.staffRemoved)).toMatchObject({ upvotes: 0 });
    // −5 (named question) +2 (answer's downvote) −10 (answer staff removed); nothing for the anonymous or author-deleted one.
    expect(await reputationOf(poster.id)).toBe(reputationBefore - 5 + 2 - 10);
    // The trending rank follows the new score.
    const res = await ctx.api(poster, 'GET /api/questions/:id', { params: { id: ids.named } });
    expect(res.body).toMatchObject({ upvotes: 1, downvotes: 0 });
  });

  it('shows the other side "This message was deleted" in place of the closed account\'s words; theirs stay', async () => {
    const res = await ctx.api(poster, 'GET /api/conversations/:id/messages', { params: { id: ids.conversation } });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.body.items.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(ids.leaverMessage)).toMatchObject({ body: '', isDeleted: true });
    expect(byId.get(ids.posterMessage)).toMatchObject({ body: 'Words of the poster', isDeleted: false });
  });

  it("keeps posts (anonymous ones linked for moderation) and leaves other members' data untouched", async () => {
    expect(await questionRow(ids.leaverQuestion)).toMatchObject({ authorId: leaver.id, deletedAt: null });
    expect(await answerRow(ids.leaverAnonymousAnswer)).toMatchObject({ authorId: leaver.id, isAnonymous: true, deletedAt: null });
    const named = await ctx.api(stayer, 'GET /api/questions/:id', { params: { id: ids.leaverQuestion } });
    expect(named.statusCode).toBe(200);
    expect(named.body.author).toMatchObject({ id: leaver.id, firstName: null, lastName: null });
    expect(await db().select().from(votes).where(eq(votes.userId, stayer.id))).toHaveLength(2);
    expect(await db().select().from(feedback).where(eq(feedback.userId, stayer.id))).toHaveLength(1);
    expect(await db().select().from(reports).where(eq(reports.reporterId, stayer.id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(questionViews)
        .where(and(eq(questionViews.userId, stayer.id), eq(questionViews.questionId, ids.named))),
    ).toHaveLength(1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, stayer.id))).toHaveLength(1);
    expect(await db().select().from(notifications).where(eq(notifications.userId, poster.id))).not.toHaveLength(0);
  });

  it('is idempotent: a second run, or a second purge of the account, changes nothing', async () => {
    const tables = await listTables(ctx.database);
    const before = await fingerprint(ctx.database, tables);
    const again = await runPurgeJob({ db: db(), afterDays: 30, log: silent }, new Date(Date.now() + 60 * DAY_MS));
    expect(again.purged).toEqual([]);
    expect(await purgeAccount(db(), leaver.id)).toBeNull();
    expect(await fingerprint(ctx.database, tables)).toEqual(before);
  });

  it('never purges an open account, and purges an account once when two runs race', async () => {
    expect(await purgeAccount(db(), stayer.id)).toBeNull();
    const second = await ctx.createUser({ firstName: 'Second leaver' });
    await ok(second, 'POST /api/feedback', { body: { feedback: 'Bye' } });
    await ok(second, 'DELETE /api/users/me');
    const results = await Promise.all([purgeAccount(db(), second.id), purgeAccount(db(), second.id)]);
    expect(results.filter((r) => r !== null)).toEqual([expect.objectContaining({ feedback: 1 })]);
    expect(await db().select().from(feedback).where(eq(feedback.userId, second.id))).toEqual([]);
  });

  it('with PURGE_AFTER_DAYS=0 purges a closed account at the next run', async () => {
    const third = await ctx.createUser({ firstName: 'Third leaver' });
    await ok(third, 'DELETE /api/users/me');
    const run = await runPurgeJob({ db: db(), afterDays: 0, log: silent });
    expect(run.purged).toEqual([third.id]);
  });
});

describe('under-13 refusals', () => {
  it('are forgotten once the month the person turns 13 comes, and kept before', async () => {
    const [due, later] = [new Date(Date.now() - 60_000), new Date(Date.now() + 40 * DAY_MS)];
    await db()
      .insert(ageRefusals)
      .values([
        { identityHash: 'a'.repeat(64), refusedUntil: due },
        { identityHash: 'b'.repeat(64), refusedUntil: later },
      ]);
    await runPurgeJob({ db: db(), afterDays: 30, log: silent });
    expect((await db().select().from(ageRefusals)).map((r) => r.identityHash)).toEqual(['b'.repeat(64)]);
  });
});
