/**
 * Hidden is missing: to a member who may not see a post hidden pending review (not
 * its author, not staff), every route answers exactly as for a post that does not exist — same
 * status, same body — so nothing tells them the post is there, who wrote it or what role they
 * have; and no list names its author.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { makeAnswer, makeComment, makeQuestion } from '../test/factories';
import { send } from '../test/security-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** An id no post has. */
const MISSING = 2_000_000_000;

type Call = [method: string, url: (id: number) => string, body?: (id: number) => unknown];

const QUESTION_CALLS: Call[] = [
  ['GET', (id) => `/api/questions/${id}`],
  ['GET', (id) => `/api/questions/${id}/answers`],
  ['PATCH', (id) => `/api/questions/${id}`, () => ({ title: 'A new title', content: 'New words' })],
  ['DELETE', (id) => `/api/questions/${id}`],
  ['POST', (id) => `/api/questions/${id}/mute-author`],
  ['POST', (id) => `/api/questions/${id}/block-author`],
  ['POST', () => '/api/answers', (id) => ({ questionId: id, content: 'An answer' })],
  ['POST', () => '/api/votes', (id) => ({ targetType: 'question', targetId: id, voteType: 'upvote' })],
  ['POST', () => '/api/reports', (id) => ({ targetType: 'question', targetId: id, reason: 'spam' })],
];
const ANSWER_CALLS: Call[] = [
  ['GET', (id) => `/api/answers/${id}/comments`],
  ['PATCH', (id) => `/api/answers/${id}`, () => ({ content: 'New words' })],
  ['DELETE', (id) => `/api/answers/${id}`],
  ['POST', (id) => `/api/answers/${id}/mute-author`],
  ['POST', (id) => `/api/answers/${id}/block-author`],
  ['POST', () => '/api/comments', (id) => ({ answerId: id, content: 'A comment' })],
  ['POST', () => '/api/votes', (id) => ({ targetType: 'answer', targetId: id, voteType: 'upvote' })],
  ['POST', () => '/api/reports', (id) => ({ targetType: 'answer', targetId: id, reason: 'spam' })],
];
const COMMENT_CALLS: Call[] = [
  ['PATCH', (id) => `/api/comments/${id}`, () => ({ content: 'New words' })],
  ['DELETE', (id) => `/api/comments/${id}`],
  ['POST', () => '/api/reports', (id) => ({ targetType: 'comment', targetId: id, reason: 'spam' })],
];

async function expectSameAsMissing(viewer: TestUser, calls: Call[], hiddenId: number) {
  for (const [method, url, body] of calls) {
    const missing = await send(ctx, viewer, method, url(MISSING), body?.(MISSING));
    const hidden = await send(ctx, viewer, method, url(hiddenId), body?.(hiddenId));
    expect(missing.statusCode, `${method} ${url(MISSING)}`).toBe(404);
    expect({ status: hidden.statusCode, body: hidden.body }, `${method} ${url(hiddenId)}`).toEqual({
      status: missing.statusCode,
      body: missing.body,
    });
  }
}

describe('a post hidden pending review, to a member who may not see it', () => {
  it('answers every route exactly as a missing post, whoever wrote it, named or anonymous', async () => {
    const moderator = await ctx.createUser({ role: 'moderator' });
    const viewer = await ctx.createUser();
    for (const author of [await ctx.createUser(), await ctx.createUser({ role: 'moderator' })]) {
      for (const isAnonymous of [false, true]) {
        const hiddenQuestion = await makeQuestion(ctx.database.db, author.id, { isAnonymous });
        const question = await makeQuestion(ctx.database.db, author.id);
        const hiddenAnswer = await makeAnswer(ctx.database.db, author.id, question.id, { isAnonymous });
        const answer = await makeAnswer(ctx.database.db, author.id, question.id);
        const hiddenComment = await makeComment(ctx.database.db, author.id, answer.id);
        for (const [type, id] of [
          ['question', hiddenQuestion.id],
          ['answer', hiddenAnswer.id],
          ['comment', hiddenComment.id],
        ] as const) {
          // A staff author's post is not hidden by reports: hide it as a moderator's report on a member's would.
          await ctx.database.db.execute(`update ${type}s set hidden_at = now() where id = ${id}`);
        }
        expect((await send(ctx, moderator, 'GET', `/api/questions/${hiddenQuestion.id}`)).statusCode).toBe(200);

        await expectSameAsMissing(viewer, QUESTION_CALLS, hiddenQuestion.id);
        await expectSameAsMissing(viewer, ANSWER_CALLS, hiddenAnswer.id);
        await expectSameAsMissing(viewer, COMMENT_CALLS, hiddenComment.id);
      }
    }
    // Nothing was muted or blocked, so no list names an author.
    expect((await ctx.api(viewer, 'GET /api/users/me/mutes')).body.items).toEqual([]);
    expect((await ctx.api(viewer, 'GET /api/users/me/blocks')).body.items).toEqual([]);
  });
});
