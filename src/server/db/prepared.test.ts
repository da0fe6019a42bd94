import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/harness';
import { execute } from './execute';
import { makeAnswer, makeQuestion, makeTopic } from '../test/factories';
import { param, preparedStatement } from './prepared';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe('prepared statements', () => {
  it('run one SQL text with each call’s own values', async () => {
    const statement = preparedStatement<{ total: number; word: string }>(
      'mindspace_test_prepared_values',
      () => sql`select ${param('n')}::int + 1 as total, ${param('word')}::text as word`,
    );
    expect(await statement.run(ctx.database.db, { n: 1, word: 'calm' })).toEqual([{ total: 2, word: 'calm' }]);
    expect(await statement.run(ctx.database.db, { n: 41, word: 'steady' })).toEqual([{ total: 42, word: 'steady' }]);
    // The values travel as parameters: the text has none of them.
    expect(statement.text()).toMatch(/\$1::int \+ 1/);
    expect(statement.text()).not.toMatch(/calm|steady|41/);
  });

  it('inside a transaction, roll back with it', async () => {
    const statement = preparedStatement(
      'mindspace_test_prepared_rollback',
      () => sql`insert into topics (name, slug) values (${param('name')}::text, 'prepared-and-rolled-back')`,
    );
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await statement.run(tx, { name: 'Prepared and rolled back' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await execute(ctx.database.db, sql`select 1 from topics where name = 'Prepared and rolled back'`)).toHaveLength(0);
  });

  it('a vote and a posted answer run as named prepared statements on PostgreSQL', async ({ skip }) => {
    const pool = ctx.database.pool;
    if (!pool) return skip('PGlite has no named prepared statements');
    const asker = await ctx.createUser();
    const writer = await ctx.createUser();
    const { id: topicId } = await makeTopic(ctx.database.db, 'Sleep');
    const question = await makeQuestion(ctx.database.db, asker.id, {
      title: 'How do I sleep again?',
      content: 'Details',
      topicIds: [topicId],
    });
    const answer = await makeAnswer(ctx.database.db, asker.id, question.id, { content: 'A routine helped me.' });

    expect(
      (await ctx.api(writer, 'POST /api/votes', { body: { targetType: 'answer', targetId: answer.id, voteType: 'upvote' } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.api(writer, 'POST /api/answers', { body: { questionId: question.id, content: 'You are not alone.' } })).statusCode,
    ).toBe(201);

    // Every connection of the pool at once, so the one each statement ran on is among them.
    const clients = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
    try {
      const names = new Set<string>();
      for (const client of clients) {
        const { rows } = await client.query<{ name: string }>(`select name from pg_prepared_statements where name like 'mindspace_%'`);
        for (const r of rows) names.add(r.name);
      }
      expect([...names]).toEqual(
        expect.arrayContaining([
          'mindspace_find_session',
          'mindspace_vote_target_answer',
          'mindspace_vote_write_answer_insert_vv',
          'mindspace_answer_question_read',
          'mindspace_answer_write_nxv',
        ]),
      );
    } finally {
      for (const client of clients) client.release();
    }
  });
});
