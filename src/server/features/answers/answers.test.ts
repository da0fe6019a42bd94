import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { execute } from '../../db/execute';
import { makeQuestion, makeTopic } from '../../test/factories';
import { answers, comments, events, notifications, questions, users } from '../../db/schema/index';
import { hotRankSql } from '../../shared/ranking';
import { writeAnswer } from './queries';
import { collectEmittedEvents, type EventInput } from '../../events/outbox';

let ctx: TestContext;
let alice: TestUser; // asks questions
let bob: TestUser; // answers
let carol: TestUser; // comments
let topicId: number;

/** A question made by the test factory (the questions feature is tested on its own). */
const insertQuestion = (authorId: number, fields: { title?: string; isAnonymous?: boolean; deleted?: boolean } = {}) =>
  makeQuestion(ctx.database.db, authorId, {
    title: fields.title ?? 'How do you cope with panic at night?',
    content: 'Details',
    isAnonymous: fields.isAnonymous,
    deletedAt: fields.deleted ? new Date() : null,
    topicIds: [topicId],
  });

const questionRow = async (id: number) => (await ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0];
const answerRow = async (id: number) => (await ctx.database.db.select().from(answers).where(eq(answers.id, id)))[0];
const notificationsOf = (userId: number) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const answer = (user: TestUser, questionId: number, content = 'Breathing slowly helps me.', isAnonymous = false) =>
  ctx.api(user, 'POST /api/answers', { body: { questionId, content, isAnonymous } });

/** Makes every insert into the events outbox fail, to prove a failed write changes nothing. */
async function breakOutbox() {
  await ctx.database.db.execute(sql`create or replace function test_fail() returns trigger language plpgsql as $$
    begin raise exception 'outbox down'; end $$`);
  await ctx.database.db.execute(sql`create trigger test_fail before insert on events for each row execute function test_fail()`);
}
async function repairOutbox() {
  await ctx.database.db.execute(sql`drop trigger if exists test_fail on events`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await ctx.createUser({ firstName: 'Alice' });
  bob = await ctx.createUser({ firstName: 'Bob' });
  carol = await ctx.createUser({ firstName: 'Carol' });
  ({ id: topicId } = await makeTopic(ctx.database.db, 'Anxiety'));
});
afterAll(() => ctx.close());

/** What a member may do with someone else's comment: report it, mute or block its author; edit and delete are the author's. */
const memberComment = { edit: false, delete: false, report: true, seeAuthor: true, muteAuthor: true, blockAuthor: true };
/** What the author may do with their own comment (nobody mutes or blocks themselves). */
const ownComment = { edit: true, delete: true, report: false, seeAuthor: true, muteAuthor: false, blockAuthor: false };

describe('POST /api/answers', () => {
  it('creates an answer, counts it, ranks the question and notifies the asker', async () => {
    const q = await insertQuestion(alice.id, { title: 'Sleep and worry' });
    const res = await answer(bob, q.id, '  Try a wind-down routine.  ');
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      questionId: q.id,
      content: 'Try a wind-down routine.',
      isAnonymous: false,
      isOwn: true,
      upvotes: 0,
      downvotes: 0,
      score: 0,
      commentCount: 0,
      myVote: null,
      comments: [],
      author: { id: bob.id, firstName: 'Bob' },
    });
    expect(typeof res.body.id).toBe('number');
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);

    const after = await questionRow(q.id);
    expect(after.answerCount).toBe(1);
    expect(after.hotRank).toBeGreaterThan(0);

    const notes = await notificationsOf(alice.id);
    const note = notes.find((n) => n.link === `/questions/${q.id}`);
    expect(note?.content).toBe('Bob answered your question "Sleep and worry"');
    expect(note?.type).toBe('answer');

    const [event] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'answer.created'), eq(events.channel, `question:${q.id}`)));
    expect(event.payload).toEqual({ questionId: q.id, answerId: res.body.id });
  });

  it('counts every answer when many arrive at once', async () => {
    const q = await insertQuestion(alice.id);
    const people = await Promise.all(Array.from({ length: 6 }, () => ctx.createUser()));
    const results = await Promise.all(people.map((p) => answer(p, q.id)));
    expect(results.map((r) => r.statusCode)).toEqual(people.map(() => 201));
    expect((await questionRow(q.id)).answerCount).toBe(6);
  });

  it('stores the trending rank that the question’s new answer count gives', async () => {
    const q = await insertQuestion(alice.id);
    expect((await answer(bob, q.id)).statusCode).toBe(201);
    const [row] = await execute<{ answer_count: number; stored: number; computed: number }>(
      ctx.database.db,
      sql`select answer_count, hot_rank::float8 as stored, (${hotRankSql})::float8 as computed from questions where id = ${q.id}`,
    );
    expect(row.answer_count).toBe(1);
    // The same formula a moment later: equal but for the question growing older by a second or so
    // (a count off by one would move it by a third).
    expect(Math.abs(Number(row.stored) - Number(row.computed)) / Number(row.computed)).toBeLessThan(0.01);
  });

  it('does not notify people who answer their own question', async () => {
    const q = await insertQuestion(alice.id);
    const before = (await notificationsOf(alice.id)).length;
    expect((await answer(alice, q.id)).statusCode).toBe(201);
    expect((await notificationsOf(alice.id)).length).toBe(before);
    expect((await questionRow(q.id)).answerCount).toBe(1);
  });

  it('shortens long titles in the notification', async () => {
    const title = 'A'.repeat(150);
    const q = await insertQuestion(alice.id, { title });
    await answer(bob, q.id);
    const note = (await notificationsOf(alice.id)).find((n) => n.link === `/questions/${q.id}`);
    expect(note?.content).toBe(`Bob answered your question "${'A'.repeat(79)}…"`);
  });

  it('refuses blank, too long, missing and non-numeric input with 400', async () => {
    const q = await insertQuestion(alice.id);
    const blank = await answer(bob, q.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Answer cannot be empty');
    const long = await answer(bob, q.id, 'x'.repeat(20_001));
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('Answer must be at most 20,000 characters');
    expect((await answer(bob, q.id, 'x'.repeat(20_000))).statusCode).toBe(201);
    // ctx.request: a body the contract refuses on purpose.
    const missing = await ctx.request(bob, 'POST', '/api/answers', { content: 'Hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/questionId/);
    const nonNumeric = await ctx.api(bob, 'POST /api/answers', { body: { questionId: 'abc', content: 'Hello' } });
    expect(nonNumeric.statusCode).toBe(400);
    expect(nonNumeric.body.message).toMatch(/questionId/);
    // ctx.request: a body the contract refuses on purpose.
    const noContent = await ctx.request(bob, 'POST', '/api/answers', { questionId: q.id });
    expect(noContent.statusCode).toBe(400);
    expect((await questionRow(q.id)).answerCount).toBe(1);
  });

  it('answers 404 for a missing or deleted question', async () => {
    const missing = await answer(bob, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ message: 'Question was not found' });
    const deleted = await insertQuestion(alice.id, { deleted: true });
    expect((await answer(bob, deleted.id)).statusCode).toBe(404);
    expect((await questionRow(deleted.id)).answerCount).toBe(0);
  });

  it('answers 401 when signed out', async () => {
    const q = await insertQuestion(alice.id);
    const res = await ctx.api(null, 'POST /api/answers', { body: { questionId: q.id, content: 'Hi', isAnonymous: false } });
    expect(res.statusCode).toBe(401);
    expect((await questionRow(q.id)).answerCount).toBe(0);
  });

  it('leaves the database as it was when a step of the write fails', async () => {
    const q = await insertQuestion(alice.id);
    const notesBefore = (await notificationsOf(alice.id)).length;
    await breakOutbox();
    try {
      const res = await answer(bob, q.id, 'This will not be saved');
      expect(res.statusCode).toBe(500);
      expect(res.body.message).not.toMatch(/outbox|insert|select/i);
    } finally {
      await repairOutbox();
    }
    const after = await questionRow(q.id);
    expect(after.answerCount).toBe(0);
    expect(after.hotRank).toBe(q.hotRank);
    expect(await ctx.database.db.select().from(answers).where(eq(answers.questionId, q.id))).toEqual([]);
    expect((await notificationsOf(alice.id)).length).toBe(notesBefore);
  });
});

describe('anonymous answers', () => {
  it('never name their author to others: not in answers, profiles, notifications or events', async () => {
    const q = await insertQuestion(alice.id, { title: 'Feeling alone' });
    const created = await answer(bob, q.id, 'You are not alone.', true);
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ isAnonymous: true, isOwn: true, author: { id: bob.id } });

    const seenByAlice = await ctx.api(alice, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(seenByAlice.statusCode).toBe(200);
    expect(seenByAlice.body.items).toHaveLength(1);
    expect(seenByAlice.body.items[0]).toMatchObject({ isAnonymous: true, author: null, isOwn: false });
    expect(JSON.stringify(seenByAlice.body)).not.toMatch(/Bob|authorId/);

    const seenByBob = await ctx.api(bob, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(seenByBob.body.items[0]).toMatchObject({ isOwn: true, author: { id: bob.id, firstName: 'Bob' } });

    const note = (await notificationsOf(alice.id)).find((n) => n.link === `/questions/${q.id}`);
    expect(note?.content).toBe('Someone answered your question "Feeling alone"');

    const [event] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'answer.created'), eq(events.channel, `question:${q.id}`)));
    expect(Object.keys(event.payload as object).sort()).toEqual(['answerId', 'questionId']);
    expect(event.userId).toBeNull();

    const profileForAlice = await ctx.api(alice, 'GET /api/users/:id/answers', { params: { id: bob.id } });
    expect(profileForAlice.body.items.map((a: { id: number }) => a.id)).not.toContain(created.body.id);
    const profileForBob = await ctx.api(bob, 'GET /api/users/:id/answers', { params: { id: bob.id } });
    expect(profileForBob.body.items.find((a: { id: number }) => a.id === created.body.id)).toMatchObject({
      isAnonymous: true,
      isOwn: true,
      question: { id: q.id, title: 'Feeling alone' },
    });
  });
});

describe('GET /api/questions/:id/answers', () => {
  it('lists answers and their comments oldest first, without deleted ones, with my vote', async () => {
    const q = await insertQuestion(alice.id);
    const first = (await answer(bob, q.id, 'First')).body;
    const second = (await answer(carol, q.id, 'Second')).body;
    const gone = (await answer(carol, q.id, 'Removed')).body;
    await ctx.database.db.update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, gone.id));
    const c1 = (await ctx.api(carol, 'POST /api/comments', { body: { answerId: first.id, content: 'Thanks' } })).body;
    const c2 = (await ctx.api(alice, 'POST /api/comments', { body: { answerId: first.id, content: 'Agreed' } })).body;
    const c3 = (await ctx.api(alice, 'POST /api/comments', { body: { answerId: first.id, content: 'Hidden' } })).body;
    await ctx.database.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, c3.id));
    expect(
      (await ctx.api(alice, 'POST /api/votes', { body: { targetType: 'answer', targetId: second.id, voteType: 'upvote' } })).statusCode,
    ).toBe(200);

    const res = await ctx.api(alice, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body.items.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0].comments).toEqual([
      {
        id: c1.id,
        answerId: first.id,
        content: 'Thanks',
        isAnonymous: false,
        author: { id: carol.id, firstName: 'Carol' },
        createdAt: c1.createdAt,
        editedAt: null,
        hiddenPendingReview: false,
        hiddenReason: null,
        abilities: memberComment,
      },
      {
        id: c2.id,
        answerId: first.id,
        content: 'Agreed',
        isAnonymous: false,
        author: { id: alice.id, firstName: 'Alice' },
        createdAt: c2.createdAt,
        editedAt: null,
        hiddenPendingReview: false,
        hiddenReason: null,
        abilities: ownComment,
      },
    ]);
    expect(res.body.items[0]).toMatchObject({
      isOwn: false,
      myVote: null,
      commentsCursor: null,
      author: { id: bob.id, firstName: 'Bob', lastName: 'Person' },
    });
    expect(res.body.items[1]).toMatchObject({ comments: [], myVote: 'upvote', upvotes: 1, score: 1 });
    expect(Object.keys(res.body.items[0].author!).sort()).toEqual(['firstName', 'id', 'lastName', 'profileImageUrl', 'role', 'status']);
  });

  it('sends a markdown answer as sanitised HTML too, and a plain one as text only', async () => {
    const q = await insertQuestion(alice.id);
    const markdown = (await answer(bob, q.id, 'Try **box breathing**. <script>alert(1)</script>\n[help](javascript:alert(1))')).body;
    const plain = (await answer(carol, q.id, 'Breathing slowly helps me.')).body;
    expect(markdown.contentHtml).toBe(
      '<p>Try <strong>box breathing</strong>. alert(1)<br>\n<a target="_blank" rel="noopener noreferrer nofollow ugc">help</a></p>',
    );
    expect(plain.contentHtml).toBeNull();

    const page = (await ctx.api(alice, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body;
    expect(page.items.map((a: { contentHtml: string | null }) => a.contentHtml)).toEqual([markdown.contentHtml, null]);
    // A profile list shows a preview, line breaks off: its HTML is rendered so.
    const listed = (await ctx.api(alice, 'GET /api/users/:id/answers', { params: { id: bob.id } })).body.items.find(
      (a: { id: number }) => a.id === markdown.id,
    );
    expect(listed).toMatchObject({
      content: markdown.content,
      contentHtml:
        '<p>Try <strong>box breathing</strong>. alert(1)\n<a target="_blank" rel="noopener noreferrer nofollow ugc">help</a></p>',
    });
    const edited = await ctx.api(bob, 'PATCH /api/answers/:id', { params: { id: markdown.id }, body: { content: 'Now *gentler*.' } });
    expect(edited.body.contentHtml).toBe('<p>Now <em>gentler</em>.</p>');
    expect((await ctx.api(alice, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body.items[0].contentHtml).toBe(
      '<p>Now <em>gentler</em>.</p>',
    );
  });

  it('answers an empty page for a question without answers', async () => {
    const q = await insertQuestion(alice.id);
    const res = await ctx.api(bob, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });

  it('answers 404 for a missing or deleted question, 400 for a bad id and 401 signed out', async () => {
    expect((await ctx.api(bob, 'GET /api/questions/:id/answers', { params: { id: 999999 } })).statusCode).toBe(404);
    const deleted = await insertQuestion(alice.id, { deleted: true });
    expect((await ctx.api(bob, 'GET /api/questions/:id/answers', { params: { id: deleted.id } })).statusCode).toBe(404);
    expect((await ctx.api(bob, 'GET /api/questions/:id/answers', { params: { id: 'abc' } })).statusCode).toBe(400);
    const q = await insertQuestion(alice.id);
    expect((await ctx.api(null, 'GET /api/questions/:id/answers', { params: { id: q.id } })).statusCode).toBe(401);
  });
});

describe('POST /api/comments', () => {
  it('creates a comment, counts it and notifies the answer author', async () => {
    const q = await insertQuestion(alice.id, { title: 'Therapy costs' });
    const a = (await answer(bob, q.id)).body;
    const res = await ctx.api(carol, 'POST /api/comments', { body: { answerId: a.id, content: '  Good point  ' } });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      answerId: a.id,
      content: 'Good point',
      isAnonymous: false,
      author: { id: carol.id, firstName: 'Carol' },
      createdAt: expect.any(String),
      editedAt: null,
      hiddenPendingReview: false,
      hiddenReason: null,
      abilities: ownComment,
      crisisSupport: false,
    });
    expect((await answerRow(a.id)).commentCount).toBe(1);
    const note = (await notificationsOf(bob.id)).find((n) => n.type === 'comment' && n.link === `/questions/${q.id}`);
    expect(note?.content).toBe('Carol commented on your answer to "Therapy costs"');
    const [event] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'comment.created'), eq(events.channel, `question:${q.id}`)));
    expect(event.payload).toEqual({ questionId: q.id, answerId: a.id, commentId: res.body.id });

    const listed = await ctx.api(alice, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(listed.body.items[0].commentCount).toBe(1);
  });

  it('does not notify people commenting on their own answer', async () => {
    const q = await insertQuestion(alice.id);
    const a = (await answer(bob, q.id)).body;
    const before = (await notificationsOf(bob.id)).length;
    expect((await ctx.api(bob, 'POST /api/comments', { body: { answerId: a.id, content: 'Edit: also walks' } })).statusCode).toBe(201);
    expect((await notificationsOf(bob.id)).length).toBe(before);
  });

  it('notifies the author of an anonymous answer without naming them to anyone', async () => {
    const q = await insertQuestion(alice.id, { title: 'Grief' });
    const a = (await answer(bob, q.id, 'It gets softer.', true)).body;
    await ctx.api(carol, 'POST /api/comments', { body: { answerId: a.id, content: 'Thank you' } });
    const note = (await notificationsOf(bob.id)).find((n) => n.type === 'comment' && n.link === `/questions/${q.id}`);
    expect(note?.content).toBe('Carol commented on your answer to "Grief"');
  });

  it('notifies of a comment by the anonymous asker as "The asker", with no actor, and a mute of the asker by name keeps nothing back', async () => {
    const q = await insertQuestion(alice.id, { title: 'Nights', isAnonymous: true });
    const a = (await answer(bob, q.id)).body;
    // Bob muting Alice by name must not tell him that the anonymous asker is Alice.
    expect((await ctx.api(bob, 'POST /api/users/:id/mute', { params: { id: alice.id } })).statusCode).toBe(204);
    expect((await ctx.api(alice, 'POST /api/comments', { body: { answerId: a.id, content: 'Thank you' } })).statusCode).toBe(201);
    const note = (await notificationsOf(bob.id)).find((n) => n.type === 'comment' && n.link === `/questions/${q.id}`);
    expect(note).toMatchObject({ content: 'The asker commented on your answer to "Nights"', actorId: null });
    await ctx.api(bob, 'DELETE /api/users/:id/mute', { params: { id: alice.id } });
  });

  it('refuses blank, too long or missing input with 400, missing answers with 404, and signed-out with 401', async () => {
    const q = await insertQuestion(alice.id);
    const a = (await answer(bob, q.id)).body;
    const blank = await ctx.api(carol, 'POST /api/comments', { body: { answerId: a.id, content: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Comment cannot be empty');
    const long = await ctx.api(carol, 'POST /api/comments', { body: { answerId: a.id, content: 'x'.repeat(2_001) } });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('Comment must be at most 2,000 characters');
    // ctx.request: a body the contract refuses on purpose.
    expect((await ctx.request(carol, 'POST', '/api/comments', { content: 'Hi' })).statusCode).toBe(400);
    expect((await ctx.api(carol, 'POST /api/comments', { body: { answerId: 'x', content: 'Hi' } })).statusCode).toBe(400);
    const missing = await ctx.api(carol, 'POST /api/comments', { body: { answerId: 999_999, content: 'Hi' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ message: 'Answer was not found' });
    expect((await ctx.api(null, 'POST /api/comments', { body: { answerId: a.id, content: 'Hi' } })).statusCode).toBe(401);

    await ctx.database.db.update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, a.id));
    expect((await ctx.api(carol, 'POST /api/comments', { body: { answerId: a.id, content: 'Hi' } })).statusCode).toBe(404);
    expect((await answerRow(a.id)).commentCount).toBe(0);
  });

  it('answers 404 for an answer whose question was deleted', async () => {
    const q = await insertQuestion(alice.id);
    const a = (await answer(bob, q.id)).body;
    await ctx.database.db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, q.id));
    expect((await ctx.api(carol, 'POST /api/comments', { body: { answerId: a.id, content: 'Hi' } })).statusCode).toBe(404);
    expect((await answerRow(a.id)).commentCount).toBe(0);
  });
});

describe('GET /api/users/:id/answers', () => {
  it('pages a person’s answers newest first with their question, leaving out deleted ones', async () => {
    const dave = await ctx.createUser({ firstName: 'Dave' });
    const q = await insertQuestion(alice.id, { title: 'Stress at work' });
    const deletedQ = await insertQuestion(alice.id);
    const made: number[] = [];
    for (let i = 0; i < 23; i += 1) made.push((await answer(dave, q.id, `Answer ${i}`)).body.id);
    const removed = made.pop()!;
    await ctx.database.db.update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, removed));
    await answer(dave, deletedQ.id, 'On a question that goes away');
    await ctx.database.db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, deletedQ.id));

    const page1 = await ctx.api(bob, 'GET /api/users/:id/answers', { params: { id: dave.id } });
    expect(page1.statusCode).toBe(200);
    expect(page1.body.items).toHaveLength(20);
    expect(page1.body.items.map((a: { id: number }) => a.id)).toEqual([...made].reverse().slice(0, 20));
    expect(page1.body.items[0]).toMatchObject({
      question: { id: q.id, title: 'Stress at work' },
      comments: [],
      isOwn: false,
      author: { id: dave.id },
    });
    expect(page1.body.nextCursor).toEqual(expect.any(String));

    const page2 = await ctx.api(bob, 'GET /api/users/:id/answers', { params: { id: dave.id }, query: { cursor: page1.body.nextCursor } });
    expect(page2.body.items.map((a: { id: number }) => a.id)).toEqual([...made].reverse().slice(20));
    expect(page2.body.nextCursor).toBeNull();
  });

  it('answers 404 for an unknown person, 400 for a bad cursor and 401 signed out', async () => {
    expect((await ctx.api(bob, 'GET /api/users/:id/answers', { params: { id: 999999 } })).statusCode).toBe(404);
    const bad = await ctx.api(bob, 'GET /api/users/:id/answers', { params: { id: bob.id }, query: { cursor: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/cursor is not valid/);
    expect((await ctx.api(null, 'GET /api/users/:id/answers', { params: { id: bob.id } })).statusCode).toBe(401);
  });

  it('shows a closed account as not found', async () => {
    const gone = await ctx.createUser();
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await ctx.api(bob, 'GET /api/users/:id/answers', { params: { id: gone.id } })).statusCode).toBe(404);
  });
});

describe('the one-statement write', () => {
  const input = (questionId: number) => ({
    questionId,
    content: 'Writing it down helped me.',
    isAnonymous: false,
    hasContentWarning: false,
    contentWarningText: null,
  });
  const eventCount = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0].n;

  it('hands the request exactly the events it stored (the writer drops its own caches from them)', async () => {
    const q = await insertQuestion(alice.id);
    const plan = {
      asker: { authorId: alice.id, title: q.title },
      by: { name: 'Bob', actorId: bob.id },
      notify: true,
      mayAnswerHidden: false,
    };
    const [{ last }] = await ctx.database.db.select({ last: sql<number>`coalesce(max(id), 0)::int` }).from(events);
    const collected: EventInput[] = [];
    const { answer: written } = await new Promise<Awaited<ReturnType<typeof writeAnswer>>>((resolve, reject) =>
      collectEmittedEvents(collected, () => void writeAnswer(ctx.database.db, bob, input(q.id), plan).then(resolve, reject)),
    );
    const stored = await ctx.database.db
      .select()
      .from(events)
      .where(sql`${events.id} > ${last}`)
      .orderBy(events.id);
    const asWritten = stored.map((e) => ({
      type: e.type,
      ...(e.userId === null ? {} : { userId: e.userId }),
      ...(e.channel === null ? {} : { channel: e.channel }),
      payload: e.payload,
    }));
    expect(collected).toEqual(asWritten);
    // Bob's first answer to the question makes him follow it: his Following feed is dropped (decision 0095).
    expect(collected.map((e) => e.type)).toEqual(['notification.created', 'answer.created', 'follows.changed']);
    expect(collected[1]).toMatchObject({ channel: `question:${q.id}`, payload: { questionId: q.id, answerId: written.id } });
    expect(collected[2]).toEqual({ type: 'follows.changed', userId: bob.id, payload: {} });
  });

  it('writes nothing when the question was deleted, or hidden from the writer, since the read', async () => {
    const q = await insertQuestion(alice.id);
    const plan = {
      asker: { authorId: alice.id, title: q.title },
      by: { name: 'Bob', actorId: bob.id },
      notify: true,
      mayAnswerHidden: false,
    };
    const notesBefore = (await notificationsOf(alice.id)).length;
    const eventsBefore = await eventCount();

    await ctx.database.db.update(questions).set({ hiddenAt: new Date() }).where(eq(questions.id, q.id));
    await expect(writeAnswer(ctx.database.db, bob, input(q.id), plan)).rejects.toMatchObject({ statusCode: 404 });
    await ctx.database.db.update(questions).set({ hiddenAt: null, deletedAt: new Date() }).where(eq(questions.id, q.id));
    await expect(writeAnswer(ctx.database.db, bob, input(q.id), { ...plan, mayAnswerHidden: true })).rejects.toMatchObject({
      statusCode: 404,
    });

    expect(await questionRow(q.id)).toMatchObject({ answerCount: 0, hotRank: q.hotRank });
    expect(await ctx.database.db.select().from(answers).where(eq(answers.questionId, q.id))).toEqual([]);
    expect((await notificationsOf(alice.id)).length).toBe(notesBefore);
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('lets the asker answer their own hidden question, without notifying themselves', async () => {
    const q = await insertQuestion(alice.id);
    await ctx.database.db.update(questions).set({ hiddenAt: new Date() }).where(eq(questions.id, q.id));
    const notesBefore = (await notificationsOf(alice.id)).length;
    const res = await answer(alice, q.id, 'An update from me.');
    expect(res.statusCode).toBe(201);
    expect(await questionRow(q.id)).toMatchObject({ answerCount: 1 });
    expect((await notificationsOf(alice.id)).length).toBe(notesBefore);
    expect((await answer(bob, q.id)).statusCode).toBe(404);
  });

  it('announces the notification with the fields the notification list shows, but no words (the list renders them)', async () => {
    const q = await insertQuestion(alice.id, { title: 'Worry at work' });
    expect((await answer(bob, q.id)).statusCode).toBe(201);
    const listed = await ctx.api(alice, 'GET /api/notifications');
    const note = listed.body.items.find((n) => n.link === `/questions/${q.id}`)!;
    const [event] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'notification.created'), eq(events.userId, alice.id), sql`${events.payload}->>'id' = ${String(note.id)}`));
    expect(event.payload).toEqual({ id: note.id, link: note.link, isRead: false, createdAt: note.createdAt });
  });
});
