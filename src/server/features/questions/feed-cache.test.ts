/**
 * The shared read cache under the feed and the question page, through the real
 * app on a real database: pages are served from memory (a row changed behind the app's back,
 * with no event, stays unseen), every change that writes an outbox event shows on the next read,
 * the per-reader part differs between two readers of one cached page, an anonymous author never
 * leaves the server from a cached page, and with LISTEN down the cache is not used. The
 * multi-instance test (events/multi-instance.test.ts, PostgreSQL pass) reads a question created
 * on one instance from the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { eventually, settle, withListenDown } from '../../test/eventually';
import { makeTopic } from '../../test/factories';
import { questions, users, votes } from '../../db/schema/index';
import { emitEvent } from '../../events/outbox';
import { refreshHotRank } from '../../shared/ranking';
import { dropsFor } from '../../shared/cache-drops';
import type { TQuestion } from '../../../common/schemas/index';
import type { SortMode } from '../../../common/constants';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
let mod: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  [author, reader, other, mod] = [
    await ctx.createUser({ firstName: 'Tamsin', lastName: 'Oakhurst' }),
    await ctx.createUser(),
    await ctx.createUser(),
    await ctx.createUser({ role: 'moderator' }),
  ];
});
afterAll(() => ctx.close());

/** A feed card as the route sends it. */
type Card = TQuestion;

/** A new topic, so each test reads a feed of its own. */
const newTopic = async () => (await makeTopic(ctx.database.db)).id;

async function ask(user: TestUser, topicId: number, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title: 'How do I rest when my mind will not stop?',
      content: 'Every night the same loop of thoughts.',
      topicIds: [topicId],
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
      ...fields,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body.id;
}

/** The cards of a topic's first feed page as a member reads them. */
async function feed(user: TestUser, topicId: number, sortBy: SortMode = 'recent'): Promise<Card[]> {
  const res = await ctx.api(user, 'GET /api/questions', { query: { sortBy, topicId } });
  expect(res.statusCode).toBe(200);
  return res.body.items;
}
const idsOf = (cards: Card[]) => cards.map((c) => c.id);
const cardIn = (cards: Card[], id: number) => cards.find((c) => c.id === id);

/** Changes a title behind the app's back: no outbox event, so only an uncached read sees it. */
const retitleSilently = (id: number, title: string) => ctx.database.db.update(questions).set({ title }).where(eq(questions.id, id));

describe('feed pages from the shared cache', () => {
  it('serves a page from memory: a change that writes no event is not seen, one that does is', async () => {
    const t = await newTopic();
    const q = await ask(author, t, { title: 'Cached title' });
    await settle(ctx);
    expect(cardIn(await feed(reader, t), q)?.title).toBe('Cached title');
    await retitleSilently(q, 'Changed behind the app');
    expect(cardIn(await feed(reader, t), q)?.title).toBe('Cached title');
    expect(cardIn(await feed(other, t), q)?.title).toBe('Cached title');
    // The author's edit writes content.edited: the next read, by anyone, shows it.
    const edit = await ctx.api(author, 'PATCH /api/questions/:id', { params: { id: q }, body: { title: 'Edited title here' } });
    expect(edit.statusCode).toBe(200);
    expect(cardIn(await feed(reader, t), q)?.title).toBe('Edited title here');
  });

  it('shows a new question on the very next read', async () => {
    const t = await newTopic();
    const first = await ask(author, t);
    expect(idsOf(await feed(reader, t))).toEqual([first]);
    expect(idsOf((await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items)).toContain(first);
    const second = await ask(author, t);
    expect(idsOf(await feed(author, t))).toEqual([second, first]);
    expect(idsOf(await feed(reader, t))).toEqual([second, first]);
    expect(idsOf((await ctx.api(reader, 'GET /api/questions', { query: { sortBy: 'recent' } })).body.items)[0]).toBe(second);
  });

  it('reorders trending after a vote', async () => {
    const t = await newTopic();
    const older = await ask(author, t);
    const newer = await ask(author, t);
    expect(idsOf(await feed(reader, t, 'trending'))).toEqual([newer, older]);
    const vote = await ctx.api(reader, 'POST /api/votes', { body: { targetType: 'question', targetId: older, voteType: 'upvote' } });
    expect(vote.statusCode).toBe(200);
    const after = await feed(other, t, 'trending');
    expect(idsOf(after)).toEqual([older, newer]);
    expect(cardIn(after, older)?.upvotes).toBe(1);
  });

  it('drops trending pages when the rank job announces its run', async () => {
    const t = await newTopic();
    const older = await ask(author, t);
    const newer = await ask(author, t);
    expect(idsOf(await feed(reader, t, 'trending'))).toEqual([newer, older]);
    // What the periodic job does: ranks recomputed, then ranks.refreshed written.
    await ctx.database.db.update(questions).set({ upvotes: 5 }).where(eq(questions.id, older));
    await ctx.database.db.transaction(async (tx) => {
      await refreshHotRank(tx, older);
      await emitEvent(tx, { type: 'ranks.refreshed', channel: 'questions', payload: {} });
    });
    await eventually(
      async () => idsOf(await feed(reader, t, 'trending')),
      (ids) => ids[0] === older,
    );
    expect(idsOf(await feed(reader, t, 'trending'))).toEqual([older, newer]);
  });

  it('shows a delete, a hide and a restore on the next read', async () => {
    const t = await newTopic();
    const kept = await ask(author, t);
    const deleted = await ask(author, t);
    const hidden = await ask(author, t);
    expect(idsOf(await feed(reader, t))).toEqual([hidden, deleted, kept]);

    expect((await ctx.api(author, 'DELETE /api/questions/:id', { params: { id: deleted } })).statusCode).toBe(204);
    expect(idsOf(await feed(reader, t))).toEqual([hidden, kept]);

    // A moderator's report hides at once…
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'question', targetId: hidden, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect(idsOf(await feed(reader, t))).toEqual([kept]);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: hidden } })).statusCode).toBe(404);
    // …and dismissing the report brings it back.
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: report.body.id, action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    expect(idsOf(await feed(reader, t))).toEqual([hidden, kept]);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: hidden } })).statusCode).toBe(200);
  });

  it('shows an author’s new name on the next read', async () => {
    const t = await newTopic();
    const renamer = await ctx.createUser({ firstName: 'Ansel', lastName: 'Brookmere' });
    const q = await ask(renamer, t);
    expect(cardIn(await feed(reader, t), q)?.author?.firstName).toBe('Ansel');
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).body.author!.firstName).toBe('Ansel');
    const renamed = await ctx.api(renamer, 'PATCH /api/users/name', { body: { firstName: 'Bellamy', lastName: 'Brookmere' } });
    expect(renamed.statusCode).toBe(200);
    expect(cardIn(await feed(reader, t), q)?.author?.firstName).toBe('Bellamy');
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).body.author!.firstName).toBe('Bellamy');
  });

  it('applies each reader’s own part to one cached page: vote, own, mute, filter', async () => {
    const t = await newTopic();
    const [muter, filterer] = [await ctx.createUser(), await ctx.createUser()];
    const plain = await ask(author, t, { title: 'A plain question' });
    const worded = await ask(other, t, { title: 'Thinking about marmalade again' });
    expect(idsOf(await feed(reader, t))).toEqual([worded, plain]); // the page is now cached
    // Each reader's own state is cached too: read once before their change.
    for (const someone of [muter, filterer]) expect(idsOf(await feed(someone, t))).toEqual([worded, plain]);

    expect(
      (await ctx.api(reader, 'POST /api/votes', { body: { targetType: 'question', targetId: plain, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect((await ctx.api(muter, 'POST /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    const settings = await ctx.api(filterer, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['marmalade'] } });
    expect(settings.statusCode).toBe(200);

    const [byReader, byAuthor, byMuter, byFilterer] = [
      await feed(reader, t),
      await feed(author, t),
      await feed(muter, t),
      await feed(filterer, t),
    ];
    expect(cardIn(byReader, plain)).toMatchObject({ myVote: 'upvote', isOwn: false, hiddenReason: null });
    expect(cardIn(byAuthor, plain)).toMatchObject({ myVote: null, isOwn: true, hiddenReason: null });
    expect(cardIn(byMuter, plain)).toMatchObject({ myVote: null, isOwn: false, hiddenReason: 'muted' });
    expect(cardIn(byReader, worded)?.hiddenReason).toBeNull();
    // A hidden word leaves the question out of this reader's feed only.
    expect(idsOf(byFilterer)).toEqual([plain]);
    expect(idsOf(byMuter)).toEqual([worded, plain]);
    expect(idsOf(byReader)).toEqual([worded, plain]);
  });

  it('sends from a cached page exactly what the uncached path sends, to every kind of reader', async () => {
    const t = await newTopic();
    const muter = await ctx.createUser();
    await ask(author, t, { title: 'Named one' });
    const anonymous = await ask(author, t, { title: 'Anonymous one', isAnonymous: true });
    const warned = await ask(other, t, { title: 'Warned one', hasContentWarning: true, contentWarningText: 'Talks about loss' });
    expect(
      (await ctx.api(reader, 'POST /api/votes', { body: { targetType: 'question', targetId: warned, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(reader, 'POST /api/votes', { body: { targetType: 'question', targetId: anonymous, voteType: 'downvote' } }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.api(muter, 'POST /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    expect((await ctx.api(muter, 'POST /api/questions/:id/mute-author', { params: { id: anonymous } })).statusCode).toBe(204);
    await settle(ctx);
    const bus = ctx.app.eventBus;
    const listening = bus.isListening;
    for (const someone of [author, reader, other, muter, mod]) {
      const read = () => ctx.api(someone, 'GET /api/questions', { query: { sortBy: 'recent', topicId: t } });
      await read();
      const cached = await read();
      bus.isListening = () => false;
      try {
        const uncached = await read();
        expect(cached.headers['content-type']).toBe(uncached.headers['content-type']);
        expect(cached.text).toBe(uncached.text);
        expect(cached.body.items).toHaveLength(3);
      } finally {
        bus.isListening = listening;
      }
    }
  });

  it('never sends an anonymous question’s author to others from a cached page', async () => {
    const t = await newTopic();
    const q = await ask(author, t, { isAnonymous: true });
    const forAuthor = cardIn(await feed(author, t), q);
    expect(forAuthor).toMatchObject({ isOwn: true, author: { id: author.id } });
    for (const someone of [reader, other]) {
      const res = await ctx.api(someone, 'GET /api/questions', { query: { sortBy: 'recent', topicId: t } });
      expect(res.body.items[0]).toMatchObject({ id: q, author: null, isOwn: false });
      expect(res.text).not.toContain(`"id":${author.id},`);
      expect(res.text).not.toContain(author.firstName);
      const page = await ctx.api(someone, 'GET /api/questions/:id', { params: { id: q } });
      expect(page.body).toMatchObject({ author: null, isOwn: false });
      expect(page.text).not.toContain(author.firstName);
    }
  });

  it('counts a member’s view of a question once, and shows the new count', async () => {
    const t = await newTopic();
    const q = await ask(author, t);
    const first = await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } });
    expect(first.body.viewCount).toBe(1);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).body.viewCount).toBe(1);
    expect((await ctx.api(other, 'GET /api/questions/:id', { params: { id: q } })).body.viewCount).toBe(2);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).body.viewCount).toBe(2);
    const [row] = await ctx.database.db.select({ viewCount: questions.viewCount }).from(questions).where(eq(questions.id, q));
    expect(row.viewCount).toBe(2);
  });

  it('has dropped what a write changed by the time the write answers', async () => {
    const t = await newTopic();
    const q = await ask(author, t);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).statusCode).toBe(200);
    expect(ctx.app.readCache.get(`question:${q}`)).toBeDefined();
    const vote = await ctx.api(reader, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'upvote' } });
    expect(vote.statusCode).toBe(200);
    // In the same tick as the response (the writing instance drops before answering; the event may still be on its way).
    expect(ctx.app.readCache.get(`question:${q}`)).toBeUndefined();
  });

  it('is not used while the LISTEN connection is down', async () => {
    const t = await newTopic();
    const q = await ask(author, t, { title: 'Before the outage' });
    await settle(ctx);
    expect(cardIn(await feed(reader, t), q)?.title).toBe('Before the outage');
    await retitleSilently(q, 'During the outage');
    await withListenDown(ctx, async () => {
      expect(ctx.app.readCache.isOn()).toBe(false);
      expect(cardIn(await feed(reader, t), q)?.title).toBe('During the outage');
      expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).body.title).toBe('During the outage');
      await retitleSilently(q, 'Still during the outage');
      expect(cardIn(await feed(reader, t), q)?.title).toBe('Still during the outage');
    });
  });
});

describe('a reader’s cached mutes, filters and votes', () => {
  it('are served from memory until an event addressed to the reader drops them', async () => {
    const t = await newTopic();
    const q = await ask(author, t);
    const voter = await ctx.createUser();
    await settle(ctx);
    expect(cardIn(await feed(voter, t), q)?.myVote).toBeNull();
    // A vote written behind the app's back (no event): the cached reader state still says none…
    await ctx.database.db.insert(votes).values({ userId: voter.id, targetType: 'question', targetId: q, voteType: 'upvote' });
    expect(cardIn(await feed(voter, t), q)?.myVote).toBeNull();
    expect((await ctx.api(voter, 'GET /api/questions/:id', { params: { id: q } })).body.myVote).toBeNull();
    // …until the reader.changed event another instance writes with a vote arrives.
    await ctx.database.db.transaction((tx) => emitEvent(tx, { type: 'reader.changed', userId: voter.id, payload: {} }));
    const seen = await eventually(
      async () => cardIn(await feed(voter, t), q)?.myVote,
      (v) => v === 'upvote',
    );
    expect(seen).toBe('upvote');
    expect((await ctx.api(voter, 'GET /api/questions/:id', { params: { id: q } })).body.myVote).toBe('upvote');
  });

  it('show the reader’s own vote, mute and filter on their next read', async () => {
    const t = await newTopic();
    const q = await ask(author, t, { title: 'Gardening when tired' });
    const member = await ctx.createUser();
    expect(cardIn(await feed(member, t), q)).toMatchObject({ myVote: null, hiddenReason: null });
    expect(
      (await ctx.api(member, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'downvote' } })).statusCode,
    ).toBe(200);
    expect(cardIn(await feed(member, t), q)?.myVote).toBe('downvote');
    expect((await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    expect(cardIn(await feed(member, t), q)?.hiddenReason).toBe('muted');
    expect((await ctx.api(member, 'DELETE /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    expect(cardIn(await feed(member, t), q)?.hiddenReason).toBeNull();
    expect((await ctx.api(member, 'PATCH /api/users/me/settings', { body: { hiddenWords: ['gardening'] } })).statusCode).toBe(200);
    expect(idsOf(await feed(member, t))).toEqual([]);
  });
});

describe('a reader’s finished page', () => {
  it('is made again when the member’s role changes', async () => {
    const t = await newTopic();
    const q = await ask(author, t);
    const member = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    await settle(ctx);
    expect(cardIn(await feed(member, t), q)?.abilities.edit).toBe(false);
    expect(cardIn(await feed(member, t), q)?.abilities.edit).toBe(false);
    const promoted = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', {
      params: { userId: member.id },
      body: { role: 'moderator' },
    });
    expect(promoted.statusCode).toBe(200);
    // Staff may edit anyone's post: the next read, with the member's new role, says so.
    const edit = await eventually(
      async () => cardIn(await feed(member, t), q)?.abilities.edit,
      (v) => v === true,
    );
    expect(edit).toBe(true);
  });

  it('is made again when a vote changes the page, and when the member votes', async () => {
    const t = await newTopic();
    const q = await ask(author, t);
    const member = await ctx.createUser();
    await settle(ctx);
    expect(cardIn(await feed(member, t), q)).toMatchObject({ upvotes: 0, myVote: null });
    expect(cardIn(await feed(member, t), q)).toMatchObject({ upvotes: 0, myVote: null });
    expect(
      (await ctx.api(other, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(cardIn(await feed(member, t), q)).toMatchObject({ upvotes: 1, myVote: null });
    expect(
      (await ctx.api(member, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(cardIn(await feed(member, t), q)).toMatchObject({ upvotes: 2, myVote: 'upvote' });
  });
});

describe('the read cache', () => {
  it('does not keep a read that raced a drop of one of its tags', () => {
    const cache = ctx.app.readCache;
    const epoch = cache.epoch();
    cache.drop(['question:424242']);
    cache.set('race:a', { n: 1 }, ['question:424242'], 10, epoch);
    cache.set('race:b', { n: 2 }, ['question:434343'], 10, epoch);
    expect(cache.get('race:a')).toBeUndefined();
    expect(cache.get('race:b')).toEqual({ n: 2 });
    cache.drop(dropsFor({ type: 'profile.changed', userId: 77, payload: {} }).tags);
    cache.set('race:c', { n: 3 }, ['user:77'], 10, cache.epoch());
    cache.drop(dropsFor({ type: 'profile.changed', userId: 77, payload: {} }).tags);
    expect(cache.get('race:c')).toBeUndefined();
  });

  it('drops a member’s cards on any event addressed to them', async () => {
    const t = await newTopic();
    const q = await ask(author, t);
    await settle(ctx);
    expect(cardIn(await feed(reader, t), q)?.author?.firstName).toBe(author.firstName);
    await ctx.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, author.id));
    expect(cardIn(await feed(reader, t), q)?.author?.firstName).toBe(author.firstName);
    await ctx.database.db.transaction((tx) => emitEvent(tx, { type: 'profile.changed', userId: author.id, payload: {} }).then(() => {}));
    const names = await eventually(
      async () => cardIn(await feed(reader, t), q)?.author?.firstName,
      (name) => name === 'Renamed',
    );
    expect(names).toBe('Renamed');
    await ctx.database.db.update(users).set({ firstName: author.firstName }).where(eq(users.id, author.id));
  });
});
