/**
 * Prints the query plans of the home feed's three sorts (first page and a cursor page), a topic
 * filter, searches, each sort with a reader's filters on, and a profile's question list, over generated questions in a throwaway PGlite
 * database. Each feed sort should be an Index Scan on its partial index with no Sort node:
 *   trending → questions_hot_idx, recent → questions_recent_idx, mostAnswers → questions_answers_idx.
 * The same checks run as a test: src/server/features/questions/feed-plans.test.ts.
 * Run: npx tsx bench/explain-feed.ts [rows=5000]
 */
import { connectDatabase, type Database } from '../src/server/db/connect';
import { buildFeedQuery, buildUserQuestionsQuery, listQuestions } from '../src/server/features/questions/queries';
import { explain, generateFeedData } from '../src/server/features/questions/feed-plans';
import { SORT_MODES } from '../src/common/constants';

async function print(database: Database, title: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  console.log(`── ${title}`);
  console.log((await explain(database, query.toSQL())).join('\n'), '\n');
}

async function main() {
  const rows = Number(process.argv[2] ?? 5000);
  const database = await connectDatabase({ dataDir: 'memory://' });
  try {
    await generateFeedData(database, rows);
    console.log(`${rows} questions generated\n`);
    const { db } = database;
    for (const sortBy of SORT_MODES) {
      const first = await listQuestions(db, { sortBy, viewerId: 1 });
      await print(database, `${sortBy}, first page`, buildFeedQuery(db, { sortBy }));
      await print(database, `${sortBy}, second page (cursor)`, buildFeedQuery(db, { sortBy, cursor: first.nextCursor ?? undefined }));
    }
    await print(database, 'recent, topic filter', buildFeedQuery(db, { sortBy: 'recent', topicId: 3 }));
    await print(
      database,
      'trending, search for common words ("sleep worry")',
      buildFeedQuery(db, { sortBy: 'trending', search: 'sleep worry' }),
    );
    await print(database, 'recent, search for a rare word ("4321")', buildFeedQuery(db, { sortBy: 'recent', search: '4321' }));
    // A reader's filters: still each sort's index, the filters on the rows it yields.
    const reader = { viewer: { id: 1 }, hiddenTopicIds: [2, 3], hiddenWords: ['panic', 'self harm'] };
    for (const sortBy of SORT_MODES) {
      await print(database, `${sortBy}, with a reader's hidden topics and words`, buildFeedQuery(db, { sortBy, reader }));
    }
    await print(
      database,
      "trending, search with a reader's filters",
      buildFeedQuery(db, { sortBy: 'trending', search: 'sleep worry', reader }),
    );
    await print(
      database,
      'profile list seen by someone else',
      buildUserQuestionsQuery(db, { userId: 5, viewer: { id: 6, role: 'user' }, includeAnonymous: false }),
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
