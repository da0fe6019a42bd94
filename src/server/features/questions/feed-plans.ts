/**
 * Query-plan checks for the question lists, shared by bench/explain-feed.ts (prints plans) and
 * feed-plans.test.ts (asserts them): synthetic data and EXPLAIN over the exact SQL the
 * feature runs. Not used by the running server.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { questions } from '../../db/schema/index';
import { hotRankSql } from '../../shared/ranking';
import type { SortMode } from '../../../common/constants';
import { execute } from '../../db/execute';

/** The partial index each feed sort must be served by (db/schema/content.ts). */
export const FEED_INDEX: Record<SortMode, string> = {
  trending: 'questions_hot_idx',
  recent: 'questions_recent_idx',
  mostAnswers: 'questions_answers_idx',
  unanswered: 'questions_unanswered_idx',
};

/**
 * Adds `rows` questions by max(200, rows/10) new people over 8 new topics: every 10th anonymous,
 * every 50th deleted, varied votes, answers and ages; then VACUUM ANALYZE (statistics, and the
 * GIN pending list flushed so its cost is estimated truthfully).
 * @param database an open database (it need not be empty)
 * @param rows number of questions, e.g. 5000
 */
export async function generateFeedData(database: Database, rows: number): Promise<void> {
  const { db } = database;
  const people = Math.max(200, Math.floor(rows / 10));
  const [{ firstUser }] = await execute<{ firstUser: number }>(
    db,
    sql`insert into users (first_name, last_name) select 'Bench', g::text from generate_series(1, ${people}) g
          returning id as "firstUser"`,
  );
  const [{ firstTopic }] = await execute<{ firstTopic: number }>(
    db,
    sql`insert into topics (name, slug)
          select 'Plan topic ' || g || ' ' || ${firstUser}, 'plan-topic-' || g || '-' || ${firstUser} from generate_series(1, 8) g
          returning id as "firstTopic"`,
  );
  await db.execute(sql`
    insert into questions (author_id, title, content, is_anonymous, upvotes, downvotes, answer_count, created_at, deleted_at)
    select ${firstUser} + (g % ${people}), 'Question ' || g, 'Details about sleep and worry, number ' || g,
           g % 10 = 0, (g * 7) % 50, (g * 3) % 5, (g * 13) % 20,
           now() - make_interval(mins => g * 3), case when g % 50 = 0 then now() end
    from generate_series(1, ${rows}) g`);
  await db.update(questions).set({ hotRank: hotRankSql });
  await db.execute(
    sql`insert into question_topics (question_id, topic_id) select q.id, ${firstTopic} + q.id % 8 from questions q
        on conflict do nothing`,
  );
  await db.execute(sql`vacuum analyze`);
}

export { explain } from '../../db/explain';
