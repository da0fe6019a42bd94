/**
 * A thread page must be index-backed however busy the thread: one statement
 * reading the question by primary key, its answers from answers_question_idx in order, and each
 * answer's first comments from comments_answer_idx; no Seq Scan on answers or comments, and the
 * viewer's votes and the first comments looked up for the page's answers only, never for the whole
 * thread. (At scale PostgreSQL reads the answers in index order with an incremental sort of equal
 * creation times: bench/explain-thread.ts --database-url.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { COMMENT_PREVIEW, THREAD_PAGE_SIZE } from '../../../common/constants';
import { explain } from '../../db/explain';
import { buildThreadPageQuery, readThreadPage } from './queries';
import { generateThread } from './thread-plans';
import { sharedReadParams } from './thread-pages';

let ctx: TestContext;
let questionId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  questionId = await generateThread(ctx.database, 600);
});
afterAll(() => ctx.close());

describe('thread page plan', () => {
  it('reads a page of a busy thread from its indexes, on the first page and after a cursor', async () => {
    const { db } = ctx.database;
    const params = {
      viewer: { id: 1, role: 'user' as const },
      questionId,
      limit: THREAD_PAGE_SIZE,
      commentsPerAnswer: COMMENT_PREVIEW + 1,
    };
    const first = await readThreadPage(db, params);
    expect(first?.rows).toHaveLength(THREAD_PAGE_SIZE);
    expect(first?.rows[0].firstComments).toHaveLength(COMMENT_PREVIEW + 1);
    const last = first!.rows[THREAD_PAGE_SIZE - 1];
    for (const after of [undefined, [last.createdAtText, last.answer.id] as [string, number]]) {
      const plan = (await explain(ctx.database, buildThreadPageQuery(db, { ...params, after }).toSQL())).join('\n');
      expect(plan, plan).toContain('answers_question_idx');
      expect(plan, plan).toContain('comments_answer_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on (answers|comments)\b/);
      // Votes and first comments are looked up for the page's answers only, never for the whole thread.
      const loops = [...plan.matchAll(/Scan[^\n]* on (?:votes|comments)\b[^\n]*loops=(\d+)/g)].map((m) => Number(m[1]));
      expect(loops.length, plan).toBeGreaterThan(0);
      for (const n of loops) expect(n, plan).toBeLessThanOrEqual(THREAD_PAGE_SIZE + 1);
    }
  });

  it('reads the read cache’s shared first page (no viewer, spare rows) from the same indexes', async () => {
    const params = sharedReadParams(questionId);
    const plan = (await explain(ctx.database, buildThreadPageQuery(ctx.database.db, params).toSQL())).join('\n');
    expect(plan, plan).toContain('answers_question_idx');
    expect(plan, plan).toContain('comments_answer_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on (answers|comments)\b/);
    const loops = [...plan.matchAll(/Scan[^\n]* on comments\b[^\n]*loops=(\d+)/g)].map((m) => Number(m[1]));
    expect(loops.length, plan).toBeGreaterThan(0);
    for (const n of loops) expect(n, plan).toBeLessThanOrEqual(params.limit + 1);
  });
});
