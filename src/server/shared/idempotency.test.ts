import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, type SQL } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { makeQuestion, makeTopic } from '../test/factories';
import { answers, messages, questions } from '../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let questionId: number;
let topicId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await ctx.createUser();
  bob = await ctx.createUser();
  topicId = (await makeTopic(ctx.database.db, 'Idempotency')).id;
  questionId = (await makeQuestion(ctx.database.db, bob.id, { topicIds: [topicId] })).id;
});
afterAll(() => ctx.close());

/** POST with an Idempotency-Key header, as a client retrying after a timeout would. */
async function post(user: TestUser, url: string, body: unknown, key: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: new URL(ctx.config.publicUrl).origin,
      cookie: user.cookie,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    payload: JSON.stringify(body),
  });
  return { statusCode: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] === 'true' };
}

const countRows = async (table: typeof answers | typeof messages | typeof questions, where: SQL) =>
  (await ctx.database.db.select({ n: count() }).from(table).where(where))[0].n;

describe('Idempotency-Key', () => {
  it('a retried answer gets the first response and creates one answer', async () => {
    const body = { questionId, content: 'Retry-safe answer', isAnonymous: false };
    const first = await post(alice, '/api/answers', body, 'answer-1');
    const again = await post(alice, '/api/answers', body, 'answer-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.replayed).toBe(true);
    expect(again.body.id).toBe(first.body.id);
    expect(await countRows(answers, eq(answers.content, 'Retry-safe answer'))).toBe(1);
  });

  it('a retried question, comment and message each create one row', async () => {
    const q = {
      title: 'Retry-safe question',
      content: 'Details',
      topicIds: [topicId],
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
    };
    const q1 = await post(alice, '/api/questions', q, 'question-1');
    const q2 = await post(alice, '/api/questions', q, 'question-1');
    expect(q1.statusCode).toBe(201);
    expect(q2.body.id).toBe(q1.body.id);
    expect(await countRows(questions, eq(questions.title, 'Retry-safe question'))).toBe(1);

    const answer = await post(bob, '/api/answers', { questionId, content: 'An answer to comment on', isAnonymous: false }, 'a-2');
    const c1 = await post(alice, '/api/comments', { answerId: answer.body.id, content: 'Once only' }, 'comment-1');
    const c2 = await post(alice, '/api/comments', { answerId: answer.body.id, content: 'Once only' }, 'comment-1');
    expect(c2.body.id).toBe(c1.body.id);

    const conversation = await ctx.api(alice, 'POST /api/conversations/direct/:userId', { params: { userId: bob.id } });
    const url = `/api/conversations/${conversation.body.id}/messages`;
    const m1 = await post(alice, url, { body: 'Sent exactly once' }, 'message-1');
    const m2 = await post(alice, url, { body: 'Sent exactly once' }, 'message-1');
    expect(m1.statusCode).toBe(201);
    expect(m2.body.id).toBe(m1.body.id);
    expect(await countRows(messages, eq(messages.body, 'Sent exactly once'))).toBe(1);
  });

  it('a failed attempt releases the key, so the corrected retry goes through', async () => {
    const bad = await post(alice, '/api/answers', { questionId, content: '   ' }, 'answer-3');
    expect(bad.statusCode).toBe(400);
    const good = await post(alice, '/api/answers', { questionId, content: 'Second try' }, 'answer-3');
    expect(good.statusCode).toBe(201);
    expect(good.replayed).toBe(false);
  });

  it('keys belong to one person: the same key from someone else is a new request', async () => {
    const a = await post(alice, '/api/answers', { questionId, content: 'Alice says hi' }, 'shared-key');
    const b = await post(bob, '/api/answers', { questionId, content: 'Bob says hi' }, 'shared-key');
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('two simultaneous sends with one key create one message', async () => {
    const conversation = await ctx.api(alice, 'POST /api/conversations/direct/:userId', { params: { userId: bob.id } });
    const url = `/api/conversations/${conversation.body.id}/messages`;
    const results = await Promise.all([
      post(alice, url, { body: 'Double click' }, 'dbl'),
      post(alice, url, { body: 'Double click' }, 'dbl'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toContain(201);
    expect(await countRows(messages, eq(messages.body, 'Double click'))).toBe(1);
  });

  it('a key reused with another body is refused with 422, and the second message is neither dropped silently nor sent', async () => {
    const conversation = await ctx.api(alice, 'POST /api/conversations/direct/:userId', { params: { userId: bob.id } });
    const url = `/api/conversations/${conversation.body.id}/messages`;
    const first = await post(alice, url, { body: 'First of two' }, 'reused');
    const second = await post(alice, url, { body: 'Second of two' }, 'reused');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(422);
    expect(second.replayed).toBe(false);
    expect(second.body.message).toMatch(/already used for a different request/);
    expect(await countRows(messages, eq(messages.body, 'First of two'))).toBe(1);
    expect(await countRows(messages, eq(messages.body, 'Second of two'))).toBe(0);
  });

  it('a key reused on another URL is refused with 422', async () => {
    const carol = await ctx.createUser();
    const withBob = await ctx.api(alice, 'POST /api/conversations/direct/:userId', { params: { userId: bob.id } });
    const withCarol = await ctx.api(alice, 'POST /api/conversations/direct/:userId', { params: { userId: carol.id } });
    const first = await post(alice, `/api/conversations/${withBob.body.id}/messages`, { body: 'Same words' }, 'across-urls');
    const second = await post(alice, `/api/conversations/${withCarol.body.id}/messages`, { body: 'Same words' }, 'across-urls');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(422);
    expect(await countRows(messages, eq(messages.body, 'Same words'))).toBe(1);
  });

  it('the same request with other whitespace or key order is still a replay', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers: {
        origin: new URL(ctx.config.publicUrl).origin,
        cookie: alice.cookie,
        'content-type': 'application/json',
        'idempotency-key': 'spacing',
      },
      payload: `{"questionId":${questionId},"content":"Spaced answer"}`,
    });
    const again = await post(alice, '/api/answers', { content: 'Spaced answer', questionId }, 'spacing');
    expect(first.statusCode).toBe(201);
    expect(again.replayed).toBe(true);
    expect(again.body.id).toBe(first.json().id);
  });
});
