/**
 * Prints the plan of a thread's first answer page and of a later page (one
 * statement per page): the question by primary key, its answers read in (created_at, id) order
 * from answers_question_idx, each answer's author and the viewer's vote by primary key, and each
 * answer's first comments from comments_answer_idx. No Seq Scan and no Sort of the whole thread
 * should appear, however many answers the question has.
 * Against a throwaway PGlite database with a generated thread:  npx tsx bench/explain-thread.ts
 * Against an existing database (e.g. a gen:scale one; nothing is written by the EXPLAIN):
 *   npx tsx bench/explain-thread.ts --database-url postgres://… [--question ID]
 * The same checks run as a test: src/server/features/answers/thread-plans.test.ts.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../src/server/db/connect';
import { buildThreadPageQuery, readThreadPage } from '../src/server/features/answers/queries';
import { explain } from '../src/server/db/explain';
import { generateThread } from '../src/server/features/answers/thread-plans';
import { COMMENT_PREVIEW, THREAD_PAGE_SIZE } from '../src/common/constants';

async function main() {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, question: { type: 'string' } } });
  const url = values['database-url'];
  const database = await connectDatabase(url ? { databaseUrl: url, poolMax: 2 } : { dataDir: 'memory://' });
  try {
    const { db } = database;
    let questionId = values.question ? Number(values.question) : undefined;
    if (questionId === undefined && !url) questionId = await generateThread(database, 600);
    if (questionId === undefined) {
      // The busiest question of an existing database whose answer count is kept in questions.
      const result = await db.execute(sql`select id from questions where deleted_at is null order by answer_count desc limit 1`);
      // node-postgres and PGlite both answer `{ rows }`.
      questionId = Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
    }
    const viewer = { id: 1, role: 'user' as const };
    const params = { viewer, questionId, limit: THREAD_PAGE_SIZE, commentsPerAnswer: COMMENT_PREVIEW + 1 };
    console.log(`── question ${questionId}, first page`);
    console.log((await explain(database, buildThreadPageQuery(db, params).toSQL())).join('\n'), '\n');
    const first = await readThreadPage(db, params);
    const last = first?.rows[first.rows.length - 1];
    if (last) {
      console.log(`── question ${questionId}, second page (cursor)`);
      const after: [string, number] = [last.createdAtText, last.answer.id];
      console.log((await explain(database, buildThreadPageQuery(db, { ...params, after }).toSQL())).join('\n'), '\n');
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
