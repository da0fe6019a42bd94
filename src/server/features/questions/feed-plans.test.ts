/**
 * The feed must be index-backed: each sort is read in index order from its partial index
 * (no Sort node), on the first page and after a cursor. Guards the traps of DESIGN §2
 * (`desc` vs the index's NULLS LAST, and the partial index's `deleted_at is null`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness';
import { SORT_MODES } from '../../../common/constants';
import { buildFeedQuery, listQuestions } from './queries';
import { explain, FEED_INDEX, generateFeedData } from './feed-plans';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await generateFeedData(ctx.database, 3000);
});
afterAll(() => ctx.close());

describe('feed query plans', () => {
  it.each(SORT_MODES)('reads %s from its partial index without sorting', async (sortBy) => {
    const { db } = ctx.database;
    const first = await listQuestions(db, { sortBy, viewerId: 1 });
    expect(first.nextCursor).not.toBeNull();
    for (const cursor of [undefined, first.nextCursor!]) {
      const plan = (await explain(ctx.database, buildFeedQuery(db, { sortBy, cursor }).toSQL())).join('\n');
      expect(plan, plan).toContain(`Index Scan using ${FEED_INDEX[sortBy]} on questions`);
      expect(plan, plan).not.toMatch(/\bSort\b/);
      if (cursor) expect(plan, plan).toMatch(/Index Cond: .*ROW\(/);
    }
  });

  it.each(SORT_MODES)("still reads %s from its partial index with a reader's filters on", async (sortBy) => {
    const { db } = ctx.database;
    const reader = { viewer: { id: 1 }, hiddenTopicIds: [2, 3], hiddenWords: ['panic', 'self harm'] };
    for (const search of [undefined, 'sleep worry']) {
      const plan = (await explain(ctx.database, buildFeedQuery(db, { sortBy, search, reader }).toSQL())).join('\n');
      expect(plan, plan).toContain(`Index Scan using ${FEED_INDEX[sortBy]} on questions`);
      expect(plan, plan).not.toMatch(/\bSort\b/);
      expect(plan, plan).toMatch(/~\*/);
    }
  });

  it.each(SORT_MODES)(
    'reads the Following feed by %s from the same partial index, following checked by primary keys (decision 0076)',
    async (sortBy) => {
      const { db } = ctx.database;
      const rows = (r: unknown) => (r as { rows: { id: number }[] }).rows;
      const [member] = rows(await db.execute(sql`select min(id) as id from users where first_name = 'Bench'`));
      const topicIds = rows(await db.execute(sql`select id from topics where slug like 'plan-topic-%' order by id limit 2`)).map(
        (t) => t.id,
      );
      await db.execute(
        sql`insert into topic_follows (user_id, topic_id) select ${member.id}, unnest(${`{${topicIds.join(',')}}`}::int[]) on conflict do nothing`,
      );
      await db.execute(
        sql`insert into question_follows (user_id, question_id) select ${member.id}, id from questions where id % 97 = 0 on conflict do nothing`,
      );
      // Everyone else follows too (askers their questions, each member two topics), so the tables are not one page.
      await db.execute(sql`insert into question_follows (user_id, question_id) select author_id, id from questions on conflict do nothing`);
      await db.execute(
        sql`insert into topic_follows (user_id, topic_id) select u.id, t.id from users u join topics t on t.id % 4 = u.id % 4 on conflict do nothing`,
      );
      await db.execute(sql`analyze`);
      const first = await listQuestions(db, { sortBy, viewerId: member.id, followerId: member.id });
      expect(first.records.length).toBeGreaterThan(0);
      for (const cursor of [undefined, first.nextCursor ?? undefined]) {
        const plan = (await explain(ctx.database, buildFeedQuery(db, { sortBy, cursor, followerId: member.id }).toSQL())).join('\n');
        expect(plan, plan).toContain(`Index Scan using ${FEED_INDEX[sortBy]} on questions`);
        expect(plan, plan).not.toMatch(/\bSort\b/);
        expect(plan, plan).toMatch(/Filter: .*(EXISTS\()?SubPlan/); // PostgreSQL 15 prints (SubPlan n), 17 EXISTS(SubPlan n)
        expect(plan, plan).toMatch(/Index (Only )?Scan using question_follows_\w+ on question_follows/);
        expect(plan, plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) topic_follows_user_id_topic_id_pk/);
        expect(plan, plan).not.toMatch(/Seq Scan on (question|topic)_follows/);
      }
    },
  );
});
