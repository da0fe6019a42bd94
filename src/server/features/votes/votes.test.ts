import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { execute } from '../../db/execute';
import { answers, events, questions, users, votes } from '../../db/schema/index';
import { planVote, readVoteTarget, reputationDelta, writeVote } from './queries';
import { makeAnswer, makeQuestion, makeTopic } from '../../test/factories';
import { hotRankSql } from '../../shared/ranking';

let ctx: TestContext;
let topicId: number;

/** A question made by the test factory (the questions feature is tested on its own). */
const insertQuestion = (authorId: number, fields: { isAnonymous?: boolean; deleted?: boolean } = {}) =>
  makeQuestion(ctx.database.db, authorId, {
    title: 'Is it normal to feel numb?',
    content: 'Details',
    isAnonymous: fields.isAnonymous,
    deletedAt: fields.deleted ? new Date() : null,
    topicIds: [topicId],
  });

/** An answer made by the test factory. */
const insertAnswer = (questionId: number, authorId: number, fields: { isAnonymous?: boolean; deleted?: boolean } = {}) =>
  makeAnswer(ctx.database.db, authorId, questionId, {
    content: 'Yes, and it passes.',
    isAnonymous: fields.isAnonymous,
    deletedAt: fields.deleted ? new Date() : null,
  });

// ctx.request: the tests send votes the contract refuses, too.
const vote = (user: TestUser | null, targetType: string, targetId: unknown, voteType: string) =>
  ctx.request(user, 'POST', '/api/votes', { targetType, targetId, voteType });
const reputation = async (user: TestUser) =>
  (await ctx.database.db.select({ r: users.reputation }).from(users).where(eq(users.id, user.id)))[0].r;
const questionRow = async (id: number) => (await ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0];
const answerRow = async (id: number) => (await ctx.database.db.select().from(answers).where(eq(answers.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ id: topicId } = await makeTopic(ctx.database.db, 'Depression'));
});
afterAll(() => ctx.close());

describe('planVote and reputationDelta', () => {
  it('adds, removes and switches', () => {
    expect(planVote(null, 'upvote')).toEqual({ op: 'insert', up: 1, down: 0, myVote: 'upvote' });
    expect(planVote('upvote', 'upvote')).toEqual({ op: 'delete', up: -1, down: 0, myVote: null });
    expect(planVote('downvote', 'downvote')).toEqual({ op: 'delete', up: 0, down: -1, myVote: null });
    expect(planVote('upvote', 'downvote')).toEqual({ op: 'switch', up: -1, down: 1, myVote: 'downvote' });
    expect(planVote('downvote', 'upvote')).toEqual({ op: 'switch', up: 1, down: -1, myVote: 'upvote' });
  });

  it('gives +10 per answer upvote, +5 per question upvote and −2 per downvote, reversibly', () => {
    expect(reputationDelta('answer', 1, 0)).toBe(10);
    expect(reputationDelta('question', 1, 0)).toBe(5);
    expect(reputationDelta('answer', 0, 1)).toBe(-2);
    expect(reputationDelta('question', -1, 1)).toBe(-7);
    expect(reputationDelta('answer', 1, -1)).toBe(12);
  });
});

describe('POST /api/votes on answers', () => {
  it('upvotes, removes on the same vote again, switches on the opposite vote, and moves reputation', async () => {
    const asker = await ctx.createUser();
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(asker.id);
    const a = await insertAnswer(q.id, author.id);

    const up = await vote(voter, 'answer', a.id, 'upvote');
    expect(up.statusCode).toBe(200);
    expect(up.body).toEqual({ targetType: 'answer', targetId: a.id, upvotes: 1, downvotes: 0, score: 1, myVote: 'upvote' });
    expect(await reputation(author)).toBe(10);

    const again = await vote(voter, 'answer', a.id, 'upvote');
    expect(again.body).toEqual({ targetType: 'answer', targetId: a.id, upvotes: 0, downvotes: 0, score: 0, myVote: null });
    expect(await reputation(author)).toBe(0);
    expect(await ctx.database.db.select().from(votes).where(eq(votes.targetId, a.id))).toEqual([]);

    const down = await vote(voter, 'answer', a.id, 'downvote');
    expect(down.body).toMatchObject({ upvotes: 0, downvotes: 1, score: -1, myVote: 'downvote' });
    expect(await reputation(author)).toBe(-2);

    const switched = await vote(voter, 'answer', a.id, 'upvote');
    expect(switched.body).toMatchObject({ upvotes: 1, downvotes: 0, score: 1, myVote: 'upvote' });
    expect(await reputation(author)).toBe(10);

    const second = await ctx.createUser();
    const third = await vote(second, 'answer', a.id, 'downvote');
    expect(third.body).toMatchObject({ upvotes: 1, downvotes: 1, score: 0, myVote: 'downvote' });
    expect(await reputation(author)).toBe(8);
    expect(await answerRow(a.id)).toMatchObject({ upvotes: 1, downvotes: 1 });
    expect(await reputation(voter)).toBe(0);
    expect(await reputation(asker)).toBe(0);

    const listed = await ctx.api(voter, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(listed.body.items[0]).toMatchObject({ upvotes: 1, downvotes: 1, score: 0, myVote: 'upvote' });
  });

  it('announces the new counts on the question channel without naming anyone', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    await vote(voter, 'answer', a.id, 'upvote');
    const rows = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'vote.changed'), eq(events.channel, `question:${q.id}`)));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBeNull();
    expect(rows[0].payload).toEqual({ questionId: q.id, targetType: 'answer', targetId: a.id, upvotes: 1, downvotes: 0 });
  });

  it('counts every vote when many arrive at once', async () => {
    const author = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    const voters = await Promise.all(Array.from({ length: 8 }, () => ctx.createUser()));
    const results = await Promise.all(voters.map((v, i) => vote(v, 'answer', a.id, i % 4 === 0 ? 'downvote' : 'upvote')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await answerRow(a.id)).toMatchObject({ upvotes: 6, downvotes: 2 });
    expect(await reputation(author)).toBe(6 * 10 - 2 * 2);
  });

  it('applies one person’s simultaneous repeats one after another, without errors', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    const results = await Promise.all([1, 2, 3].map(() => vote(voter, 'answer', a.id, 'upvote')));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Three identical votes in any order: add, remove, add.
    expect(await answerRow(a.id)).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect(await reputation(author)).toBe(10);
  });
});

/** A question's stored trending rank, and the rank its stored counters give now. */
const ranks = async (id: number) => {
  const [row] = await execute<{ stored: number; computed: number }>(
    ctx.database.db,
    sql`select hot_rank::float8 as stored, (${hotRankSql})::float8 as computed from questions where id = ${id}`,
  );
  return { stored: Number(row.stored), computed: Number(row.computed) };
};

describe('POST /api/votes on questions', () => {
  it('stores the trending rank that the new counters give, for an upvote, a switch and a removal', async () => {
    const author = await ctx.createUser();
    const voters = await Promise.all([ctx.createUser(), ctx.createUser()]);
    const q = await insertQuestion(author.id);
    for (const [voter, type] of [
      [voters[0], 'upvote'],
      [voters[1], 'upvote'],
      [voters[0], 'downvote'],
      [voters[1], 'upvote'],
    ] as const) {
      expect((await vote(voter, 'question', q.id, type)).statusCode).toBe(200);
      const { stored, computed } = await ranks(q.id);
      // Equal but for the question growing older by a second or so between the two readings
      // (a vote left out would move it by a fifth or more).
      expect(Math.abs(stored - computed) / computed).toBeLessThan(0.01);
    }
  });

  it('gives +5 per upvote and −2 per downvote, reverses them, and refreshes the trending rank', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    expect(q.hotRank).toBe(0);

    const up = await vote(voter, 'question', q.id, 'upvote');
    expect(up.body).toEqual({ targetType: 'question', targetId: q.id, upvotes: 1, downvotes: 0, score: 1, myVote: 'upvote' });
    expect(await reputation(author)).toBe(5);
    const ranked = await questionRow(q.id);
    expect(ranked.hotRank).toBeGreaterThan(0);

    const down = await vote(voter, 'question', q.id, 'downvote');
    expect(down.body).toMatchObject({ upvotes: 0, downvotes: 1, score: -1, myVote: 'downvote' });
    expect(await reputation(author)).toBe(-2);
    expect((await questionRow(q.id)).hotRank).toBeLessThan(ranked.hotRank);

    const removed = await vote(voter, 'question', q.id, 'downvote');
    expect(removed.body).toMatchObject({ upvotes: 0, downvotes: 0, score: 0, myVote: null });
    expect(await reputation(author)).toBe(0);

    const [event] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'vote.changed'), eq(events.channel, `question:${q.id}`)))
      .orderBy(sql`${events.id} desc`)
      .limit(1);
    expect(event.payload).toEqual({ questionId: q.id, targetType: 'question', targetId: q.id, upvotes: 0, downvotes: 0 });
  });
});

describe('vote refusals', () => {
  it('refuses a vote on your own post with 400 and changes nothing', async () => {
    const author = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    for (const [type, id] of [
      ['question', q.id],
      ['answer', a.id],
    ] as const) {
      const res = await vote(author, type, id, 'upvote');
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ message: 'You cannot vote on your own post' });
    }
    expect(await questionRow(q.id)).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect(await answerRow(a.id)).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect(await reputation(author)).toBe(0);
  });

  it('refuses a vote on your own anonymous post too', async () => {
    const author = await ctx.createUser();
    const q = await insertQuestion(author.id, { isAnonymous: true });
    expect((await vote(author, 'question', q.id, 'upvote')).statusCode).toBe(400);
  });

  it('answers 404 for missing and deleted targets, and for answers of deleted questions', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const missingQ = await vote(voter, 'question', 999_999, 'upvote');
    expect(missingQ.statusCode).toBe(404);
    expect(missingQ.body).toEqual({ message: 'Question was not found' });
    const missingA = await vote(voter, 'answer', 999_999, 'upvote');
    expect(missingA.body).toEqual({ message: 'Answer was not found' });

    const deletedQ = await insertQuestion(author.id, { deleted: true });
    expect((await vote(voter, 'question', deletedQ.id, 'upvote')).statusCode).toBe(404);
    const live = await insertQuestion(author.id);
    const deletedA = await insertAnswer(live.id, author.id, { deleted: true });
    expect((await vote(voter, 'answer', deletedA.id, 'upvote')).statusCode).toBe(404);
    const orphan = await insertAnswer(deletedQ.id, author.id);
    expect((await vote(voter, 'answer', orphan.id, 'upvote')).statusCode).toBe(404);
    expect(await reputation(author)).toBe(0);
  });

  it('refuses malformed votes with 400 and signed-out votes with 401', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    expect((await vote(voter, 'comment', q.id, 'upvote')).body).toEqual({ message: 'targetType must be question or answer' });
    expect((await vote(voter, 'question', q.id, 'love')).body).toEqual({ message: 'voteType must be upvote or downvote' });
    expect((await vote(voter, 'question', 'abc', 'upvote')).statusCode).toBe(400);
    expect((await vote(voter, 'question', -1, 'upvote')).statusCode).toBe(400);
    // ctx.request: a body the contract refuses on purpose.
    expect((await ctx.request(voter, 'POST', '/api/votes', {})).statusCode).toBe(400);
    expect((await vote(null, 'question', q.id, 'upvote')).statusCode).toBe(401);
    expect(await questionRow(q.id)).toMatchObject({ upvotes: 0, downvotes: 0 });
  });
});

describe('anonymous posts', () => {
  it('count votes but never move their author’s reputation', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id, { isAnonymous: true });
    const a = await insertAnswer(q.id, author.id, { isAnonymous: true });
    expect((await vote(voter, 'question', q.id, 'upvote')).body).toMatchObject({ upvotes: 1, score: 1 });
    expect((await vote(voter, 'answer', a.id, 'downvote')).body).toMatchObject({ downvotes: 1, score: -1 });
    expect((await vote(voter, 'answer', a.id, 'upvote')).body).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect(await reputation(author)).toBe(0);
  });
});

describe('a failed write', () => {
  it('leaves votes, counters and reputation as they were', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    await vote(voter, 'answer', a.id, 'upvote');

    await ctx.database.db.execute(sql`create or replace function test_fail() returns trigger language plpgsql as $$
      begin raise exception 'outbox down'; end $$`);
    await ctx.database.db.execute(sql`create trigger test_fail before insert on events for each row execute function test_fail()`);
    try {
      expect((await vote(voter, 'answer', a.id, 'downvote')).statusCode).toBe(500);
      expect((await vote(voter, 'question', q.id, 'upvote')).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger if exists test_fail on events`);
    }
    expect(await answerRow(a.id)).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect(await questionRow(q.id)).toMatchObject({ upvotes: 0, downvotes: 0, hotRank: q.hotRank });
    expect(await reputation(author)).toBe(10);
    const mine = await ctx.database.db.select().from(votes).where(eq(votes.userId, voter.id));
    expect(mine.map((v) => [v.targetType, v.targetId, v.voteType])).toEqual([['answer', a.id, 'upvote']]);

    // And the route still works afterwards.
    expect((await vote(voter, 'answer', a.id, 'downvote')).body).toMatchObject({ upvotes: 0, downvotes: 1 });
  });
});

describe('the one-statement write', () => {
  /** Counters, votes, reputation and events of one answer, to compare before and after. */
  const state = async (answerId: number, authorId: number) => ({
    answer: await answerRow(answerId).then((r) => ({ upvotes: r.upvotes, downvotes: r.downvotes })),
    votes: await ctx.database.db
      .select()
      .from(votes)
      .where(and(eq(votes.targetType, 'answer'), eq(votes.targetId, answerId))),
    reputation: (await ctx.database.db.select({ r: users.reputation }).from(users).where(eq(users.id, authorId)))[0].r,
    events: (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0].n,
  });
  const allowed = { target: false, question: false };
  const upvote = (targetId: number) => ({ targetType: 'answer' as const, targetId, voteType: 'upvote' as const });

  it('writes nothing when the stored vote changed since the read, or the target went away', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    const before = await readVoteTarget(ctx.database.db, voter.id, 'answer', a.id);
    expect(before).toMatchObject({ current: null, authorId: author.id });

    // Another request of the same member voted meanwhile: a plan to insert meets the stored vote.
    await vote(voter, 'answer', a.id, 'upvote');
    const voted = await state(a.id, author.id);
    expect(await writeVote(ctx.database.db, voter.id, upvote(a.id), before!, allowed)).toBeNull();
    expect(await state(a.id, author.id)).toEqual(voted);

    // The plan to remove the upvote, made before another request removed it.
    const withVote = await readVoteTarget(ctx.database.db, voter.id, 'answer', a.id);
    expect(withVote!.current).toBe('upvote');
    await vote(voter, 'answer', a.id, 'upvote');
    const removed = await state(a.id, author.id);
    expect(await writeVote(ctx.database.db, voter.id, upvote(a.id), withVote!, allowed)).toBeNull();
    expect(await writeVote(ctx.database.db, voter.id, { ...upvote(a.id), voteType: 'downvote' }, withVote!, allowed)).toBeNull();
    expect(await state(a.id, author.id)).toEqual(removed);

    // The plan to remove an upvote, made before another request switched it to a downvote.
    await vote(voter, 'answer', a.id, 'upvote');
    const upvoted = await readVoteTarget(ctx.database.db, voter.id, 'answer', a.id);
    await vote(voter, 'answer', a.id, 'downvote');
    const switched = await state(a.id, author.id);
    expect(await writeVote(ctx.database.db, voter.id, upvote(a.id), upvoted!, allowed)).toBeNull();
    expect(await state(a.id, author.id)).toEqual(switched);
    await vote(voter, 'answer', a.id, 'downvote');
    const settled = await state(a.id, author.id);

    // The answer hidden pending review, then deleted, since the read.
    const fresh = await readVoteTarget(ctx.database.db, voter.id, 'answer', a.id);
    await ctx.database.db.update(answers).set({ hiddenAt: new Date() }).where(eq(answers.id, a.id));
    expect(await writeVote(ctx.database.db, voter.id, upvote(a.id), fresh!, allowed)).toBeNull();
    await ctx.database.db.update(answers).set({ hiddenAt: null, deletedAt: new Date() }).where(eq(answers.id, a.id));
    expect(await writeVote(ctx.database.db, voter.id, upvote(a.id), fresh!, { target: true, question: true })).toBeNull();
    expect(await state(a.id, author.id)).toEqual(settled);
  });

  it('applies a fresh plan with its counters, reputation and events in the same statement', async () => {
    const author = await ctx.createUser();
    const voter = await ctx.createUser();
    const q = await insertQuestion(author.id);
    const a = await insertAnswer(q.id, author.id);
    const seen = await readVoteTarget(ctx.database.db, voter.id, 'answer', a.id);
    const eventsBefore = (await state(a.id, author.id)).events;
    expect(await writeVote(ctx.database.db, voter.id, upvote(a.id), seen!, allowed)).toMatchObject({ upvotes: 1, myVote: 'upvote' });
    const after = await state(a.id, author.id);
    expect(after).toMatchObject({ answer: { upvotes: 1, downvotes: 0 }, reputation: 10, events: eventsBefore + 2 });
    expect(after.votes.map((v) => [v.userId, v.voteType])).toEqual([[voter.id, 'upvote']]);
  });
});
