/**
 * The feed must be index-backed: each sort is read in index order from its partial index
 * (no Sort node), on the first page and after a cursor. Guards the traps of DESIGN §2
 * (`desc` vs the index's NULLS LAST, and the partial index's `deleted_at is null`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it.each(SORT_MODES)("still reads %s from its partial index with a reader's filters on (decision 0025)", async (sortBy) => {
    const { db } = ctx.database;
    const reader = { viewer: { id: 1 }, hiddenTopicIds: [2, 3], hiddenWords: ['panic', 'self harm'] };
    for (const search of [undefined, 'sleep worry']) {
      const plan = (await explain(ctx.database, buildFeedQuery(db, { sortBy, search, reader }).toSQL())).join('\n');
      expect(plan, plan).toContain(`Index Scan using ${FEED_INDEX[sortBy]} on questions`);
      expect(plan, plan).not.toMatch(/\bSort\b/);
      expect(plan, plan).toMatch(/~\*/);
    }
  });
});
