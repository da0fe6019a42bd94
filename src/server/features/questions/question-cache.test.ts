/**
 * The question page as a member's finished page, through the real app on a real
 * database with the read cache on: the bytes sent from the cache are exactly what the uncached
 * path sends (through the route's serializer) for every kind of reader, a question hidden
 * pending review stays a 404 for everyone but its author and staff, and every change the page
 * shows is on the member's next read — each test below fails when the event, or the part of
 * the check it relies on (the record, the view count, the reader state, the role), no longer
 * makes the finished page again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { eventually, settle, withListenDown } from '../../test/eventually';
import { makeTopic } from '../../test/factories';
import { questions, votes } from '../../db/schema/index';
import { emitEvent } from '../../events/outbox';
import type { TQuestion } from '../../../common/schemas/index';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
let mod: TestUser;
let topicId: number;

beforeAll(async () => {
  ctx = await createTestContext({ READ_CACHE_MB: '64' });
  [author, reader, other, mod] = [
    await ctx.createUser({ firstName: 'Tamsin', lastName: 'Oakhurst' }),
    await ctx.createUser(),
    await ctx.createUser(),
    await ctx.createUser({ role: 'moderator' }),
  ];
  topicId = (await makeTopic(ctx.database.db)).id;
});
afterAll(() => ctx.close());

/** The question as the route sends it. */
type Question = TQuestion;

async function ask(user: TestUser, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title: 'How do I rest when my mind will not stop?',
      content: 'Every night the same loop of thoughts. I lie awake and count the hours — “again”.\n\n- one\n- two',
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

const finishedKey = (q: number, user: TestUser) => `question-page:${q}:${user.id}`;

/** The question as a member reads it. */
async function read(user: TestUser, q: number): Promise<Question> {
  const res = await ctx.api(user, 'GET /api/questions/:id', { params: { id: q } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Reads the question twice as the member (after every event so far has arrived) and checks their finished page is kept. */
async function finish(user: TestUser, q: number): Promise<Question> {
  await settle(ctx);
  await read(user, q);
  const again = await read(user, q);
  expect(ctx.app.readCache.get(finishedKey(q, user))).toBeDefined();
  return again;
}

describe('the question page from the read cache', () => {
  it('sends exactly what the uncached path sends, to every kind of reader', async () => {
    const [muter, blocker, voter, newcomer] = [
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser(),
      await ctx.createUser({ onboardedAt: null, firstName: 'Teal Heron', lastName: null }),
    ];
    const anonymous = await ask(author, {
      isAnonymous: true,
      hasContentWarning: true,
      contentWarningText: 'Talks about self-harm',
      content: 'Quotes " and \\ backslashes, <b>tags</b>, emoji 🌧️ and\nlines',
    });
    const named = await ask(author);
    expect((await ctx.api(muter, 'POST /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    expect((await ctx.api(blocker, 'POST /api/questions/:id/block-author', { params: { id: anonymous } })).statusCode).toBe(204);
    expect(
      (await ctx.api(voter, 'POST /api/votes', { body: { targetType: 'question', targetId: anonymous, voteType: 'downvote' } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(voter, 'POST /api/votes', { body: { targetType: 'question', targetId: named, voteType: 'upvote' } })).statusCode,
    ).toBe(200);

    for (const q of [anonymous, named]) {
      for (const someone of [author, reader, mod, muter, blocker, voter, newcomer]) {
        await finish(someone, q);
        const cached = await ctx.api(someone, 'GET /api/questions/:id', { params: { id: q } });
        const plain = await withListenDown(ctx, () => ctx.api(someone, 'GET /api/questions/:id', { params: { id: q } }));
        expect(cached.statusCode).toBe(200);
        expect(cached.headers['content-type']).toBe(plain.headers['content-type']);
        expect(cached.text).toBe(plain.text);
      }
    }
    // What each of them sees differs as the rules say.
    const seen = async (user: TestUser, q: number) => read(user, q);
    expect(await seen(author, anonymous)).toMatchObject({ isOwn: true, author: { id: author.id }, abilities: { edit: true } });
    expect(await seen(reader, anonymous)).toMatchObject({ isOwn: false, author: null, abilities: { edit: false } });
    expect(await seen(mod, anonymous)).toMatchObject({ author: null, abilities: { edit: true } });
    expect(await seen(muter, named)).toMatchObject({ hiddenReason: 'muted' });
    expect(await seen(blocker, anonymous)).toMatchObject({ author: null, hiddenReason: 'blocked' });
    expect(await seen(voter, anonymous)).toMatchObject({ myVote: 'downvote' });
    expect(await seen(voter, named)).toMatchObject({ myVote: 'upvote', upvotes: 1 });
    expect(await seen(newcomer, named)).toMatchObject({ myVote: null, hiddenReason: null });
    const asOthers = await ctx.api(reader, 'GET /api/questions/:id', { params: { id: anonymous } });
    expect(asOthers.text).toContain('"author":null');
    expect(asOthers.text).not.toContain('Oakhurst');
    expect(asOthers.text).not.toContain('Tamsin');
  });

  it('keeps a question hidden pending review a 404 for others, and sends its author and staff the same bytes as uncached', async () => {
    const q = await ask(author);
    await finish(reader, q);
    const report = await ctx.api(mod, 'POST /api/reports', { body: { targetType: 'question', targetId: q, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).statusCode).toBe(404);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).statusCode).toBe(404);
    for (const someone of [author, mod]) {
      expect((await finish(someone, q)).hiddenPendingReview).toBe(true);
      const cached = await ctx.api(someone, 'GET /api/questions/:id', { params: { id: q } });
      const plain = await withListenDown(ctx, () => ctx.api(someone, 'GET /api/questions/:id', { params: { id: q } }));
      expect(cached.text).toBe(plain.text);
    }
    expect((await withListenDown(ctx, () => ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } }))).statusCode).toBe(404);
    // Restored by the review: the reader's next read has it again.
    expect(
      (await ctx.api(mod, 'POST /api/moderation/reports/:reportId/:action', { params: { reportId: report.body.id, action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    expect((await read(reader, q)).hiddenPendingReview).toBe(false);
    expect((await read(author, q)).hiddenPendingReview).toBe(false);
  });

  it('is served from memory: a change that writes no event is not seen', async () => {
    const q = await ask(author, { title: 'Before the quiet change' });
    await finish(reader, q);
    await ctx.database.db.update(questions).set({ title: 'Changed behind the app' }).where(eq(questions.id, q));
    expect((await read(reader, q)).title).toBe('Before the quiet change');
    expect((await withListenDown(ctx, () => read(reader, q))).title).toBe('Changed behind the app');
  });
});

describe('a member’s finished question page is made again', () => {
  it('when someone else votes on it (vote.changed)', async () => {
    const q = await ask(author);
    expect(await finish(reader, q)).toMatchObject({ upvotes: 0, myVote: null });
    expect(
      (await ctx.api(other, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(await read(reader, q)).toMatchObject({ upvotes: 1, myVote: null });
  });

  it('when the member votes (reader.changed), and when their vote arrives from another instance', async () => {
    const q = await ask(author);
    const member = await ctx.createUser();
    await finish(member, q);
    expect(
      (await ctx.api(member, 'POST /api/votes', { body: { targetType: 'question', targetId: q, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(await read(member, q)).toMatchObject({ upvotes: 1, myVote: 'upvote' });

    const q2 = await ask(author);
    expect((await finish(member, q2)).myVote).toBeNull();
    // Written behind the app's back (no event): the finished page still says none…
    await ctx.database.db.insert(votes).values({ userId: member.id, targetType: 'question', targetId: q2, voteType: 'downvote' });
    expect((await read(member, q2)).myVote).toBeNull();
    // …until the reader.changed event another instance writes with a vote arrives.
    await ctx.database.db.transaction((tx) => emitEvent(tx, { type: 'reader.changed', userId: member.id, payload: {} }));
    const myVote = await eventually(
      async () => (await read(member, q2)).myVote,
      (v) => v === 'downvote',
    );
    expect(myVote).toBe('downvote');
  });

  it('when it is edited (content.edited)', async () => {
    const q = await ask(author, { title: 'First words of the title' });
    await finish(reader, q);
    expect(
      (await ctx.api(author, 'PATCH /api/questions/:id', { params: { id: q }, body: { title: 'Edited words of the title' } })).statusCode,
    ).toBe(200);
    expect(await read(reader, q)).toMatchObject({ title: 'Edited words of the title' });
  });

  it('when it is deleted (content.deleted)', async () => {
    const q = await ask(author);
    await finish(reader, q);
    expect((await ctx.api(author, 'DELETE /api/questions/:id', { params: { id: q } })).statusCode).toBe(204);
    expect((await ctx.api(reader, 'GET /api/questions/:id', { params: { id: q } })).statusCode).toBe(404);
  });

  it('when it is answered (answer.created)', async () => {
    const q = await ask(author);
    await finish(reader, q);
    const answered = await ctx.api(other, 'POST /api/answers', {
      body: {
        questionId: q,
        content: 'You are not alone in this.',
        isAnonymous: false,
        hasContentWarning: false,
        contentWarningText: null,
      },
    });
    expect(answered.statusCode).toBe(201);
    expect((await read(reader, q)).answerCount).toBe(1);
  });

  it('when its author changes their name (profile.changed)', async () => {
    const renamer = await ctx.createUser({ firstName: 'Ansel', lastName: 'Brookmere' });
    const q = await ask(renamer);
    expect((await finish(reader, q)).author?.firstName).toBe('Ansel');
    const renamed = await ctx.api(renamer, 'PATCH /api/users/name', { body: { firstName: 'Bellamy', lastName: 'Brookmere' } });
    expect(renamed.statusCode).toBe(200);
    expect((await read(reader, q)).author?.firstName).toBe('Bellamy');
  });

  it('when the member mutes or blocks its author (reader.changed)', async () => {
    const q = await ask(author);
    const member = await ctx.createUser();
    expect((await finish(member, q)).hiddenReason).toBeNull();
    expect((await ctx.api(member, 'POST /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    expect((await read(member, q)).hiddenReason).toBe('muted');
    expect((await ctx.api(member, 'DELETE /api/users/:id/mute', { params: { id: author.id } })).statusCode).toBe(204);
    expect((await finish(member, q)).hiddenReason).toBeNull();
    expect((await ctx.api(member, 'POST /api/questions/:id/block-author', { params: { id: q } })).statusCode).toBe(204);
    expect((await read(member, q)).hiddenReason).toBe('blocked');
  });

  it('when the member’s role changes', async () => {
    const q = await ask(author);
    const member = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    expect((await finish(member, q)).abilities.edit).toBe(false);
    const promoted = await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', {
      params: { userId: member.id },
      body: { role: 'moderator' },
    });
    expect(promoted.statusCode).toBe(200);
    // Staff may edit anyone's post: the next read, with the member's new role, says so.
    const edit = await eventually(
      async () => (await read(member, q)).abilities.edit,
      (v) => v === true,
    );
    expect(edit).toBe(true);
  });

  it('when someone else’s first view raises the count (no event: the count is compared)', async () => {
    const q = await ask(author);
    expect((await finish(reader, q)).viewCount).toBe(1);
    expect((await read(other, q)).viewCount).toBe(2);
    expect((await read(reader, q)).viewCount).toBe(2);
    // A repeat view counts nothing and writes nothing.
    expect((await read(other, q)).viewCount).toBe(2);
    const [row] = await ctx.database.db.select({ viewCount: questions.viewCount }).from(questions).where(eq(questions.id, q));
    expect(row.viewCount).toBe(2);
  });
});
