/**
 * The Following feed on the read cache (decision 0095), through the real app on a real database,
 * with a second instance of the app on the same database (its own read cache, fed only by the
 * events it receives): a member's Following page is served from memory, and every change to what
 * it shows — a new question in a followed topic, a follow or unfollow of a topic or a question,
 * an answer that makes its writer follow, an edit, the member's mutes, blocks and filters — shows
 * on the member's next read on the writing instance and within one event's delivery on the other.
 * An anonymous question never names its author, cached or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, startSecondInstance, type TestContext, type TestUser } from '../../test/harness';
import { eventually, settle } from '../../test/eventually';
import { makeTopic } from '../../test/factories';
import { questions } from '../../db/schema/index';
import type { App } from '../../app-types';
import type { TQuestion, TQuestionPage } from '../../../common/schemas/index';
import type { SortMode } from '../../../common/constants';

let ctx: TestContext;
/** A second instance on the same database: what it shows comes from its own cache and the events it receives. */
let other: App;
let asker: TestUser;
let helper: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  other = await startSecondInstance(ctx);
  asker = await ctx.createUser({ firstName: 'Odalys', lastName: 'Fernhaven' });
  helper = await ctx.createUser();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

type Where = 'here' | 'there';
type Query = { sortBy?: SortMode; topicId?: number; cursor?: string };

/** A member's Following page as an instance sends it: `here` the test's app (the writing one), `there` the other. */
async function following(user: TestUser, where: Where = 'here', query: Query = {}): Promise<{ text: string; page: TQuestionPage }> {
  if (where === 'here') {
    const res = await ctx.api(user, 'GET /api/questions', { query: { following: 'true', sortBy: 'recent', ...query } });
    expect(res.statusCode).toBe(200);
    return { text: res.text, page: res.body };
  }
  const search = new URLSearchParams(Object.entries({ following: 'true', sortBy: 'recent', ...query }).map(([k, v]) => [k, String(v)]));
  const res = await other.inject({ method: 'GET', url: `/api/questions?${search}`, headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return { text: res.body, page: JSON.parse(res.body) as TQuestionPage };
}
const ids = async (user: TestUser, where: Where = 'here', query: Query = {}) =>
  (await following(user, where, query)).page.items.map((q) => q.id);
const card = async (user: TestUser, id: number, where: Where = 'here'): Promise<TQuestion | undefined> =>
  (await following(user, where)).page.items.find((q) => q.id === id);

async function ask(user: TestUser, topicId: number, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title: 'Waking at four every morning',
      content: 'And I cannot get back to sleep.',
      topicIds: [topicId],
      isAnonymous: false,
      ...fields,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

async function toggleTopic(user: TestUser, topicId: number, want: boolean): Promise<void> {
  const res = await ctx.api(user, 'POST /api/topics/follow', { body: { topicId } });
  expect(res.statusCode).toBe(200);
  expect(res.body.following).toBe(want);
}

/** A member who follows a new topic of their own (so each test reads a Following feed of its own). */
async function followerOf(): Promise<{ member: TestUser; topicId: number }> {
  const member = await ctx.createUser();
  const { id: topicId } = await makeTopic(ctx.database.db);
  await toggleTopic(member, topicId, true);
  return { member, topicId };
}

/** Checks that the other instance lists exactly `expected` once the change's event reaches it (within one event's delivery). */
async function expectThere(user: TestUser, expected: number[], query: Query = {}): Promise<void> {
  const seen = await eventually(
    () => ids(user, 'there', query),
    (list) => list.join() === expected.join(),
  );
  expect(seen).toEqual(expected);
}

/** The other instance's card of a question once `done` holds for it (or as it is after one event's delivery). */
const cardThere = (user: TestUser, id: number, done: (c: TQuestion | undefined) => boolean) =>
  eventually(() => card(user, id, 'there'), done);

/** Reads a member's page on both instances, twice, so each keeps it. */
async function readOnBoth(user: TestUser, query: Query = {}): Promise<void> {
  await settle(ctx);
  for (const where of ['here', 'there', 'here', 'there'] as const) await following(user, where, query);
}

/** Changes a title behind the app's back: no outbox event, so only an uncached read sees it. */
const retitleSilently = (id: number, title: string) => ctx.database.db.update(questions).set({ title }).where(eq(questions.id, id));

describe('the Following feed from the read cache', () => {
  it('serves a member’s page from memory on each instance; an edit shows on the next read', async () => {
    const { member, topicId } = await followerOf();
    const q = await ask(asker, topicId, { title: 'Kept in memory' });
    await readOnBoth(member);
    await retitleSilently(q, 'Changed behind the app');
    expect((await card(member, q))?.title).toBe('Kept in memory');
    expect((await card(member, q, 'there'))?.title).toBe('Kept in memory');
    const edit = await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q }, body: { title: 'Edited for the feed' } });
    expect(edit.statusCode).toBe(200);
    expect((await card(member, q))?.title).toBe('Edited for the feed');
    expect((await cardThere(member, q, (c) => c?.title === 'Edited for the feed'))?.title).toBe('Edited for the feed');
  });

  it('shows a new question in a followed topic on the next read, and on the other instance within one event’s delivery', async () => {
    const { member, topicId } = await followerOf();
    const first = await ask(asker, topicId);
    await readOnBoth(member);
    expect(await ids(member, 'there')).toEqual([first]);
    const second = await ask(asker, topicId);
    expect(await ids(member)).toEqual([second, first]);
    await expectThere(member, [second, first]);
    // Every sort, and the topic filter, on both.
    await readOnBoth(member, { sortBy: 'unanswered', topicId });
    const third = await ask(asker, topicId);
    expect(await ids(member, 'here', { sortBy: 'unanswered', topicId })).toEqual([first, second, third]);
    await expectThere(member, [first, second, third], { sortBy: 'unanswered', topicId });
  });

  it('takes a topic’s questions away at once on an unfollow, and brings them back on a follow', async () => {
    const { member, topicId } = await followerOf();
    const q = await ask(asker, topicId);
    await readOnBoth(member);
    expect(await ids(member, 'there')).toEqual([q]);
    await toggleTopic(member, topicId, false);
    expect(await ids(member)).toEqual([]);
    await expectThere(member, []);
    await readOnBoth(member);
    await toggleTopic(member, topicId, true);
    expect(await ids(member)).toEqual([q]);
    await expectThere(member, [q]);
  });

  it('shows a question the member follows, and no longer once they stop', async () => {
    const { member } = await followerOf();
    const { id: elsewhere } = await makeTopic(ctx.database.db);
    const q = await ask(asker, elsewhere);
    await readOnBoth(member);
    expect(await ids(member)).toEqual([]);
    expect((await ctx.api(member, 'POST /api/questions/:id/follow', { params: { id: q } })).body.following).toBe(true);
    expect(await ids(member)).toEqual([q]);
    await expectThere(member, [q]);
    await readOnBoth(member);
    expect((await ctx.api(member, 'DELETE /api/questions/:id/follow', { params: { id: q } })).body.following).toBe(false);
    expect(await ids(member)).toEqual([]);
    await expectThere(member, []);
  });

  it('shows a question its writer just answered (they follow it now), at once and on the other instance', async () => {
    const { member } = await followerOf();
    const { id: elsewhere } = await makeTopic(ctx.database.db);
    const q = await ask(asker, elsewhere);
    await readOnBoth(member);
    expect(await ids(member)).toEqual([]);
    const answer = await ctx.api(member, 'POST /api/answers', {
      body: { questionId: q, content: 'You are not alone in this.', isAnonymous: true },
    });
    expect(answer.statusCode).toBe(201);
    expect(await ids(member)).toEqual([q]);
    await expectThere(member, [q]);
    // The asker's own question is theirs to follow from the start.
    expect(await ids(asker, 'here', { topicId: elsewhere })).toEqual([q]);
  });

  it('moves a card when an answer or a vote changes it', async () => {
    const { member, topicId } = await followerOf();
    const q = await ask(asker, topicId);
    await readOnBoth(member, { sortBy: 'unanswered' });
    await readOnBoth(member);
    expect(await ids(member, 'here', { sortBy: 'unanswered' })).toContain(q);
    expect((await ctx.api(helper, 'POST /api/answers', { body: { questionId: q, content: 'Here with you.' } })).statusCode).toBe(201);
    expect(await ids(member, 'here', { sortBy: 'unanswered' })).not.toContain(q);
    await expectThere(member, [], { sortBy: 'unanswered' });
    expect(
      (await ctx.api(helper, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(await card(member, q)).toMatchObject({ answerCount: 1, upvotes: 1 });
    expect(await cardThere(member, q, (c) => c?.upvotes === 1)).toMatchObject({ answerCount: 1, upvotes: 1 });
  });
});

describe('a member’s own part of a cached Following page', () => {
  it('never names an anonymous question’s author to anyone else, cached or not', async () => {
    const { member, topicId } = await followerOf();
    const q = await ask(asker, topicId, { isAnonymous: true });
    await toggleTopic(asker, topicId, true);
    for (const where of ['here', 'there'] as const) {
      for (let read = 0; read < 2; read += 1) {
        const { text, page } = await following(member, where);
        expect(page.items[0]).toMatchObject({ id: q, author: null, isOwn: false });
        expect(text).not.toContain(asker.firstName);
        expect(text).not.toContain(`"id":${asker.id},`);
        const own = (await following(asker, where, { topicId })).page.items[0];
        expect(own).toMatchObject({ id: q, isOwn: true, author: { id: asker.id } });
      }
    }
  });

  it('applies the member’s mutes, blocks, hidden topics and hidden words on their next read', async () => {
    const { member, topicId } = await followerOf();
    const { id: secondTopic } = await makeTopic(ctx.database.db);
    await toggleTopic(member, secondTopic, true);
    const [muted, blocked] = [await ctx.createUser(), await ctx.createUser()];
    const byMuted = await ask(muted, topicId);
    const byBlocked = await ask(blocked, topicId);
    const worded = await ask(asker, topicId, { title: 'Thinking about marmalade again' });
    const inSecond = await ask(asker, secondTopic);
    await readOnBoth(member);
    expect((await following(member)).page.items.every((c) => c.hiddenReason === null)).toBe(true);

    expect((await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: muted.id } })).statusCode).toBe(204);
    expect((await card(member, byMuted))?.hiddenReason).toBe('muted');
    expect((await ctx.api(member, 'POST /api/users/:id/block', { params: { id: blocked.id } })).statusCode).toBe(204);
    expect((await card(member, byBlocked))?.hiddenReason).toBe('blocked');
    expect((await cardThere(member, byBlocked, (c) => c?.hiddenReason === 'blocked'))?.hiddenReason).toBe('blocked');

    const filters = await ctx.api(member, 'PATCH /api/users/me/settings', {
      body: { hiddenWords: ['marmalade'], hiddenTopicIds: [secondTopic] },
    });
    expect(filters.statusCode).toBe(200);
    expect(await ids(member)).toEqual([byBlocked, byMuted]);
    await expectThere(member, [byBlocked, byMuted]);
    // Another member's page of the same topics is theirs alone: nothing left out, nothing collapsed.
    const neighbour = await ctx.createUser();
    await toggleTopic(neighbour, topicId, true);
    await toggleTopic(neighbour, secondTopic, true);
    const theirs = (await following(neighbour)).page.items;
    expect(theirs.map((c) => c.id)).toEqual([inSecond, worded, byBlocked, byMuted]);
    expect(theirs.every((c) => c.hiddenReason === null)).toBe(true);
  });

  it('sends from the cache exactly what the uncached path sends, to every kind of reader', async () => {
    const { member, topicId } = await followerOf();
    const mod = await ctx.createUser({ role: 'moderator' });
    await toggleTopic(mod, topicId, true);
    await toggleTopic(asker, topicId, true);
    await ask(asker, topicId, { title: 'Named one' });
    const anonymous = await ask(asker, topicId, { title: 'Anonymous one', isAnonymous: true });
    const warned = await ask(helper, topicId, { title: 'Warned one', hasContentWarning: true, contentWarningText: 'Talks about loss' });
    for (const [voter, target, voteType] of [
      [member, warned, 'upvote'],
      [member, anonymous, 'downvote'],
    ] as const) {
      expect((await ctx.api(voter, 'POST /api/votes', { body: { targetType: 'question', targetId: target, voteType } })).statusCode).toBe(
        200,
      );
    }
    expect((await ctx.api(member, 'POST /api/questions/:id/mute-author', { params: { id: anonymous } })).statusCode).toBe(204);
    await settle(ctx);
    const bus = ctx.app.eventBus;
    const listening = bus.isListening;
    for (const someone of [asker, member, mod]) {
      await following(someone, 'here', { topicId });
      const cached = await following(someone, 'here', { topicId });
      bus.isListening = () => false;
      try {
        const uncached = await following(someone, 'here', { topicId });
        expect(cached.text).toBe(uncached.text);
        expect(cached.page.items).toHaveLength(3);
      } finally {
        bus.isListening = listening;
      }
    }
  });
});
