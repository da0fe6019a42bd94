/**
 * The one author presenter on the moderation queue: staff see the author of a reported
 * anonymous post on its card ('moderation:seeAnonymousAuthor'), and only there — on the
 * community's pages the same moderator reads the post as every member does, with no author.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';
import { makeAnswer, makeQuestion } from '../../test/factories';

let ctx: TestContext;
let member: TestUser;
let author: TestUser;
let mod: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser();
  author = await ctx.createUser({ firstName: 'Quinn', lastName: 'Hidden' });
  mod = await ctx.createUser({ role: 'moderator' });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

describe('the author of an anonymous post, for staff', () => {
  it('is on the report card, and nowhere on the community’s pages', async () => {
    const q = await makeQuestion(ctx.database.db, author.id, { isAnonymous: true });
    const a = await makeAnswer(ctx.database.db, author.id, q.id, { isAnonymous: true });
    for (const [targetType, targetId] of [
      ['question', q.id],
      ['answer', a.id],
    ] as const) {
      const filed = await ctx.api(member, 'POST /api/reports', { body: { targetType, targetId, reason: 'spam' } });
      expect(filed.statusCode).toBe(201);
    }
    for (const viewer of [mod, admin]) {
      const queue = await ctx.api(viewer, 'GET /api/moderation/reports');
      expect(queue.statusCode).toBe(200);
      const cards = queue.body.items.filter((r) => r.targetId === q.id || r.targetId === a.id);
      expect(cards).toHaveLength(2);
      for (const card of cards) expect(card).toMatchObject({ isAnonymous: true, targetAuthor: { id: author.id, firstName: 'Quinn' } });

      const question = await ctx.api(viewer, 'GET /api/questions/:id', { params: { id: q.id } });
      expect(question.statusCode).toBe(200);
      expect(question.body.author).toBeNull();
      const thread = await ctx.api(viewer, 'GET /api/questions/:id/answers', { params: { id: q.id } });
      expect(thread.statusCode).toBe(200);
      expect(thread.body.items.map((x) => x.author)).toEqual([null]);
      expect(JSON.stringify([question.body, thread.body])).not.toContain('Quinn');
    }
  });
});
