/**
 * Members take back their words: editing and deleting their own questions,
 * answers and comments, and deleting their own messages; staff edits are logged; every earlier
 * version is kept for staff; counters and reputation follow a deletion in the same transaction.
 * Through the real app on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeAnswer, makeComment, makeMessage, makeQuestion, makeTopic } from '../../test/factories';
import { answers, events, messages, moderationLog, questions, reports, revisions, topics, users } from '../../db/schema/index';

let ctx: TestContext;
let asker: TestUser;
let helper: TestUser;
let other: TestUser;
let moderator: TestUser;
let topicA: number;
let topicB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  asker = await ctx.createUser({ firstName: 'Asker' });
  helper = await ctx.createUser({ firstName: 'Helper' });
  other = await ctx.createUser({ firstName: 'Other' });
  moderator = await ctx.createUser({ firstName: 'Mod', role: 'moderator' });
  topicA = (await makeTopic(ctx.database.db, 'Edit topic A')).id;
  topicB = (await makeTopic(ctx.database.db, 'Edit topic B')).id;
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const topicCount = async (id: number) => (await db().select().from(topics).where(eq(topics.id, id)))[0].questionsCount;
const reputationOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0].reputation;
const ask = async (user: TestUser, extra: Record<string, unknown> = {}) => {
  const res = await ctx.api(user, 'POST /api/questions', {
    body: {
      title: 'First title',
      content: 'First details',
      topicIds: [topicA],
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.body as { id: number };
};
const eventsOf = (type: string, channel: string) =>
  db()
    .select()
    .from(events)
    .where(and(eq(events.type, type), eq(events.channel, channel)));

describe('PATCH /api/questions/:id', () => {
  it('lets the author edit title, details, topics and warning; keeps the earlier version; marks it edited', async () => {
    const q = await ask(asker);
    const [aBefore, bBefore] = [await topicCount(topicA), await topicCount(topicB)];
    const res = await ctx.api(asker, 'PATCH /api/questions/:id', {
      params: { id: q.id },
      body: {
        title: '  A better title ',
        content: 'Clearer details',
        topicIds: [topicB],
        hasContentWarning: true,
        contentWarningText: 'talk of grief',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      id: q.id,
      title: 'A better title',
      content: 'Clearer details',
      topics: [{ topic: { id: topicB } }],
      hasContentWarning: true,
      contentWarningText: 'talk of grief',
      editedAt: expect.any(String),
      crisisSupport: false,
    });
    expect([await topicCount(topicA), await topicCount(topicB)]).toEqual([aBefore - 1, bBefore + 1]);
    // Everyone reads the new version; search finds the new words.
    const seen = await ctx.api(other, 'GET /api/questions/:id', { params: { id: q.id } });
    expect(seen.body).toMatchObject({ title: 'A better title', editedAt: res.body.editedAt });
    const found = await ctx.api(other, 'GET /api/questions', { query: { search: 'better title' } });
    expect(found.body.items.map((i: { id: number }) => i.id)).toContain(q.id);
    const kept = await db()
      .select()
      .from(revisions)
      .where(and(eq(revisions.targetType, 'question'), eq(revisions.targetId, q.id)));
    expect(kept.map((r) => r.snapshot)).toEqual([
      { title: 'First title', content: 'First details', topicIds: [topicA], hasContentWarning: false, contentWarningText: null },
    ]);
    expect(kept[0].editorId).toBe(asker.id);
    expect(await eventsOf('content.edited', `question:${q.id}`)).toHaveLength(1);
    // The author's own edit is not a moderation action.
    expect(await db().select().from(moderationLog).where(eq(moderationLog.targetId, q.id))).toEqual([]);
  });

  it("refuses another member's edit with 403 and changes nothing", async () => {
    const q = await ask(asker);
    const res = await ctx.api(other, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { title: 'Hijacked' } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ message: 'You can only edit your own posts' });
    expect((await db().select().from(questions).where(eq(questions.id, q.id)))[0]).toMatchObject({ title: 'First title', editedAt: null });
    expect(await db().select().from(revisions).where(eq(revisions.targetId, q.id))).toEqual([]);
  });

  it('lets a moderator edit, logged in moderation_log', async () => {
    const q = await ask(asker);
    const res = await ctx.api(moderator, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { content: 'Phone number removed' } });
    expect(res.statusCode).toBe(200);
    const log = await db()
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.action, 'content-edited'), eq(moderationLog.targetId, q.id)));
    expect(log).toMatchObject([{ actorId: moderator.id, targetType: 'question' }]);
  });

  it('runs the crisis check on the edited text', async () => {
    const q = await ask(asker);
    const res = await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { content: 'I want to end my life' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.crisisSupport).toBe(true);
    const filed = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'question'), eq(reports.targetId, q.id), eq(reports.system, true)));
    expect(filed).toHaveLength(1);
  });

  it('answers 400 for an empty edit or an unknown topic, 404 for a deleted question, writing nothing', async () => {
    const q = await ask(asker);
    expect((await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: {} })).statusCode).toBe(400);
    expect((await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { title: '   ' } })).statusCode).toBe(400);
    const unknown = await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { topicIds: [999999] } });
    expect(unknown).toMatchObject({ statusCode: 400, body: { message: 'Unknown topic' } });
    expect(await db().select().from(revisions).where(eq(revisions.targetId, q.id))).toEqual([]);
    await db().update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, q.id));
    expect((await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { title: 'Again' } })).statusCode).toBe(404);
  });
});

describe('PATCH /api/answers/:id and /api/comments/:id', () => {
  it('keeps a warning an edit leaves out, and clears its text when the warning is turned off', async () => {
    const q = await makeQuestion(db(), asker.id, { topicIds: [topicA] });
    const a = await makeAnswer(db(), helper.id, q.id, { content: 'An answer' });
    await ctx.api(helper, 'PATCH /api/answers/:id', {
      params: { id: a.id },
      body: { hasContentWarning: true, contentWarningText: 'mentions loss' },
    });
    const textOnly = await ctx.api(helper, 'PATCH /api/answers/:id', { params: { id: a.id }, body: { content: 'A newer answer' } });
    expect(textOnly.body).toMatchObject({ content: 'A newer answer', hasContentWarning: true, contentWarningText: 'mentions loss' });
    const off = await ctx.api(helper, 'PATCH /api/answers/:id', { params: { id: a.id }, body: { hasContentWarning: false } });
    expect(off.body).toMatchObject({ content: 'A newer answer', hasContentWarning: false, contentWarningText: null });
    // The text is gone from the row too, not only from what is shown.
    const [stored] = await db().select().from(answers).where(eq(answers.id, a.id));
    expect(stored).toMatchObject({ hasContentWarning: false, contentWarningText: null });
  });

  it('edits an answer (text and warning) and a comment, keeping revisions and marking them edited', async () => {
    const q = await makeQuestion(db(), asker.id, { topicIds: [topicA] });
    const a = await makeAnswer(db(), helper.id, q.id, { content: 'Old answer' });
    const c = await makeComment(db(), asker.id, a.id, 'Old comment');
    const edited = await ctx.api(helper, 'PATCH /api/answers/:id', {
      params: { id: a.id },
      body: {
        content: 'New answer',
        hasContentWarning: true,
        contentWarningText: 'mentions loss',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({
      id: a.id,
      content: 'New answer',
      hasContentWarning: true,
      contentWarningText: 'mentions loss',
      editedAt: expect.any(String),
    });
    const comment = await ctx.api(asker, 'PATCH /api/comments/:id', { params: { id: c.id }, body: { content: 'New comment' } });
    expect(comment.statusCode).toBe(200);
    expect(comment.body).toMatchObject({
      id: c.id,
      content: 'New comment',
      editedAt: expect.any(String),
      abilities: { edit: true, delete: true },
    });
    const thread = await ctx.api(other, 'GET /api/questions/:id/answers', { params: { id: q.id } });
    expect(thread.body.items[0]).toMatchObject({
      content: 'New answer',
      editedAt: expect.any(String),
      abilities: { edit: false, delete: false },
    });
    expect(thread.body.items[0].comments[0]).toMatchObject({ content: 'New comment', editedAt: expect.any(String) });
    const history = await ctx.api(moderator, 'GET /api/answers/:id/revisions', { params: { id: a.id } });
    expect(history.statusCode).toBe(200);
    expect(history.body.items).toMatchObject([
      { content: 'Old answer', hasContentWarning: false, contentWarningText: null, editor: { id: helper.id, firstName: 'Helper' } },
    ]);
    expect((await ctx.api(moderator, 'GET /api/comments/:id/revisions', { params: { id: c.id } })).body.items).toMatchObject([
      { content: 'Old comment' },
    ]);
  });

  it("refuses someone else's answer or comment with 403", async () => {
    const q = await makeQuestion(db(), asker.id, { topicIds: [topicA] });
    const a = await makeAnswer(db(), helper.id, q.id);
    const c = await makeComment(db(), helper.id, a.id);
    expect((await ctx.api(other, 'PATCH /api/answers/:id', { params: { id: a.id }, body: { content: 'x' } })).statusCode).toBe(403);
    expect((await ctx.api(asker, 'PATCH /api/comments/:id', { params: { id: c.id }, body: { content: 'x' } })).statusCode).toBe(403);
    expect((await ctx.api(asker, 'DELETE /api/answers/:id', { params: { id: a.id } })).statusCode).toBe(403);
    expect((await ctx.api(other, 'DELETE /api/comments/:id', { params: { id: c.id } })).statusCode).toBe(403);
  });
});

describe('GET /api/{questions|answers|comments}/:id/revisions', () => {
  it('is for staff only', async () => {
    const q = await ask(asker);
    await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { title: 'Second title' } });
    await ctx.api(asker, 'PATCH /api/questions/:id', { params: { id: q.id }, body: { title: 'Third title' } });
    expect((await ctx.api(asker, 'GET /api/questions/:id/revisions', { params: { id: q.id } })).statusCode).toBe(403);
    const res = await ctx.api(moderator, 'GET /api/questions/:id/revisions', { params: { id: q.id } });
    expect(res.body.items.map((r) => r.title)).toEqual(['First title', 'Second title']);
    expect((await ctx.api(moderator, 'GET /api/questions/:id/revisions', { params: { id: 999999 } })).statusCode).toBe(404);
  });
});

describe('DELETE /api/questions/:id', () => {
  it('answers 204, then 404 everywhere; topic counts and reputation corrected', async () => {
    const q = await ask(asker);
    await ctx.api(helper, 'POST /api/votes', { body: { targetType: 'question', targetId: q.id, voteType: 'upvote' } });
    await ctx.api(other, 'POST /api/votes', { body: { targetType: 'question', targetId: q.id, voteType: 'upvote' } });
    const [repBefore, countBefore] = [await reputationOf(asker.id), await topicCount(topicA)];
    const res = await ctx.api(asker, 'DELETE /api/questions/:id', { params: { id: q.id } });
    expect(res.statusCode).toBe(204);
    expect(await reputationOf(asker.id)).toBe(repBefore - 10);
    expect(await topicCount(topicA)).toBe(countBefore - 1);
    expect((await ctx.api(other, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(404);
    expect((await ctx.api(other, 'GET /api/questions/:id/answers', { params: { id: q.id } })).statusCode).toBe(404);
    const feed = await ctx.api(other, 'GET /api/questions', { query: { sortBy: 'recent' } });
    expect(feed.body.items.map((i: { id: number }) => i.id)).not.toContain(q.id);
    expect(await eventsOf('content.deleted', `question:${q.id}`)).toHaveLength(1);
    expect((await ctx.api(asker, 'DELETE /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(404);
  });

  it("refuses someone else's question, even for a moderator (who removes it from the dashboard)", async () => {
    const q = await ask(asker);
    expect((await ctx.api(other, 'DELETE /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(403);
    expect((await ctx.api(moderator, 'DELETE /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(403);
    expect((await ctx.api(other, 'GET /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(200);
  });

  it('moves no reputation for an anonymous question', async () => {
    const q = await ask(asker, { isAnonymous: true });
    await ctx.api(helper, 'POST /api/votes', { body: { targetType: 'question', targetId: q.id, voteType: 'upvote' } });
    const before = await reputationOf(asker.id);
    expect((await ctx.api(asker, 'DELETE /api/questions/:id', { params: { id: q.id } })).statusCode).toBe(204);
    expect(await reputationOf(asker.id)).toBe(before);
  });
});

describe('DELETE /api/answers/:id and /api/comments/:id', () => {
  it('removes an answer: 204, gone from the thread, counts and reputation corrected', async () => {
    const q = await ask(asker);
    const a = (await ctx.api(helper, 'POST /api/answers', { body: { questionId: q.id, content: 'Try a walk' } })).body;
    await ctx.api(asker, 'POST /api/votes', { body: { targetType: 'answer', targetId: a.id, voteType: 'upvote' } });
    const before = await reputationOf(helper.id);
    expect((await db().select().from(questions).where(eq(questions.id, q.id)))[0].answerCount).toBe(1);
    expect((await ctx.api(helper, 'DELETE /api/answers/:id', { params: { id: a.id } })).statusCode).toBe(204);
    expect(await reputationOf(helper.id)).toBe(before - 10);
    expect((await db().select().from(questions).where(eq(questions.id, q.id)))[0].answerCount).toBe(0);
    expect((await ctx.api(other, 'GET /api/questions/:id/answers', { params: { id: q.id } })).body.items).toEqual([]);
    expect((await ctx.api(other, 'GET /api/answers/:id/comments', { params: { id: a.id } })).statusCode).toBe(404);
    expect(
      (await ctx.api(helper, 'GET /api/users/:id/answers', { params: { id: helper.id } })).body.items.map((i: { id: number }) => i.id),
    ).not.toContain(a.id);
  });

  it('removes a comment: 204, gone from the thread, comment count corrected', async () => {
    const q = await makeQuestion(db(), asker.id, { topicIds: [topicA] });
    const a = await makeAnswer(db(), helper.id, q.id);
    const c = (await ctx.api(other, 'POST /api/comments', { body: { answerId: a.id, content: 'Me too' } })).body;
    expect((await ctx.api(other, 'DELETE /api/comments/:id', { params: { id: c.id } })).statusCode).toBe(204);
    expect((await db().select().from(answers).where(eq(answers.id, a.id)))[0].commentCount).toBe(0);
    expect((await ctx.api(asker, 'GET /api/answers/:id/comments', { params: { id: a.id } })).body.items).toEqual([]);
    expect((await ctx.api(other, 'PATCH /api/comments/:id', { params: { id: c.id }, body: { content: 'again' } })).statusCode).toBe(404);
  });

  it('undoes everything when a step fails (the outbox refuses the event)', async () => {
    const q = await makeQuestion(db(), asker.id, { topicIds: [topicA] });
    const a = await makeAnswer(db(), helper.id, q.id);
    await db().execute(
      sql`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$`,
    );
    await db().execute(sql`create trigger test_fail before insert on events for each row execute function test_fail()`);
    try {
      expect((await ctx.api(helper, 'DELETE /api/answers/:id', { params: { id: a.id } })).statusCode).toBe(500);
      expect((await ctx.api(helper, 'PATCH /api/answers/:id', { params: { id: a.id }, body: { content: 'changed' } })).statusCode).toBe(
        500,
      );
    } finally {
      await db().execute(sql`drop trigger if exists test_fail on events`);
    }
    const [row] = await db().select().from(answers).where(eq(answers.id, a.id));
    expect(row).toMatchObject({ deletedAt: null, editedAt: null, content: a.content });
    expect((await db().select().from(questions).where(eq(questions.id, q.id)))[0].answerCount).toBe(1);
    expect(
      await db()
        .select()
        .from(revisions)
        .where(and(eq(revisions.targetType, 'answer'), eq(revisions.targetId, a.id))),
    ).toEqual([]);
  });
});

describe('DELETE /api/messages/:id', () => {
  it('lets the sender delete: 204, both sides see a deleted message, the body is gone from the database', async () => {
    const m = await makeMessage(db(), helper.id, asker.id, 'Something I regret saying');
    expect((await ctx.api(asker, 'DELETE /api/messages/:id', { params: { id: m.id } })).statusCode).toBe(403);
    expect((await ctx.api(other, 'DELETE /api/messages/:id', { params: { id: m.id } })).statusCode).toBe(404);
    expect((await ctx.api(helper, 'DELETE /api/messages/:id', { params: { id: m.id } })).statusCode).toBe(204);
    const [row] = await db().select().from(messages).where(eq(messages.id, m.id));
    expect(row.body).toBe('');
    expect(row.deletedAt).not.toBeNull();
    for (const reader of [helper, asker]) {
      const page = await ctx.api(reader, 'GET /api/conversations/:id/messages', { params: { id: m.conversationId } });
      expect(page.body.items).toMatchObject([{ id: m.id, body: '', isDeleted: true, abilities: { delete: false } }]);
      expect(JSON.stringify(page.body)).not.toContain('regret');
    }
    expect((await ctx.api(helper, 'DELETE /api/messages/:id', { params: { id: m.id } })).statusCode).toBe(404);
  });

  it('offers delete to the sender only', async () => {
    const m = await makeMessage(db(), helper.id, asker.id);
    const mine = await ctx.api(helper, 'GET /api/conversations/:id/messages', { params: { id: m.conversationId } });
    const theirs = await ctx.api(asker, 'GET /api/conversations/:id/messages', { params: { id: m.conversationId } });
    expect(mine.body.items[0]).toMatchObject({ isDeleted: false, abilities: { delete: true } });
    expect(theirs.body.items[0]).toMatchObject({ isDeleted: false, abilities: { delete: false } });
  });
});
