import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';
import { feedback } from '../../db/schema/index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/feedback', () => {
  it('stores the feedback with its sender', async () => {
    const me = await ctx.createUser();
    const res = await ctx.request(me, 'POST', '/api/feedback', { feedback: '  A dark mode for the editor, please.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const rows = await ctx.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].feedback).toBe('A dark mode for the editor, please.');
  });

  it('refuses blank, missing and over-long feedback', async () => {
    const me = await ctx.createUser();
    const cases: [unknown, RegExp][] = [
      [{ feedback: '   ' }, /Feedback cannot be empty/],
      [{}, /Feedback is required/],
      [{ feedback: 'x'.repeat(5001) }, /Feedback must be at most 5,000 characters/],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.request(me, 'POST', '/api/feedback', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await ctx.request(me, 'POST', '/api/feedback', { feedback: 'x'.repeat(5000) })).statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(feedback).where(eq(feedback.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses signed-out visitors', async () => {
    const res = await ctx.request(null, 'POST', '/api/feedback', { feedback: 'Hello' });
    expect(res.statusCode).toBe(401);
  });
});
