/**
 * Query-plan checks for a thread page, shared by bench/explain-thread.ts (prints plans) and
 * thread-plans.test.ts (asserts them): a generated busy thread among many quieter ones. Not
 * used by the running server.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { execute } from '../../db/execute';

/**
 * Adds 300 people, 400 quiet questions with 10 answers each and one busy question with `answers`
 * answers (every 7th anonymous, every 40th deleted), every answer with 5 comments (so the first
 * comments of each are a prefix of more), then VACUUM ANALYZE.
 * @param database an open database (it need not be empty)
 * @param answers how many answers the busy question gets, e.g. 600
 * @returns the busy question's id
 */
export async function generateThread(database: Database, answers: number): Promise<number> {
  const { db } = database;
  const [{ firstUser }] = await execute<{ firstUser: number }>(
    db,
    sql`insert into users (first_name, last_name) select 'Thread', g::text from generate_series(1, 300) g returning id as "firstUser"`,
  );
  const [{ firstQuestion }] = await execute<{ firstQuestion: number }>(
    db,
    sql`
      insert into questions (author_id, title, content, is_anonymous, created_at)
      select ${firstUser} + g % 300, 'Thread question ' || g, 'Details ' || g, g % 9 = 0, now() - make_interval(hours => g)
      from generate_series(0, 400) g returning id as "firstQuestion"`,
  );
  const busy = firstQuestion;
  await db.execute(sql`
    insert into answers (question_id, author_id, content, is_anonymous, created_at, deleted_at)
    select case when g <= ${answers} then ${busy} else ${busy} + 1 + (g - ${answers}) % 400 end,
           ${firstUser} + g % 300, 'Answer ' || g, g % 7 = 0, now() - make_interval(mins => g), case when g % 40 = 0 then now() end
    from generate_series(1, ${answers} + 4000) g`);
  await db.execute(sql`
    insert into comments (answer_id, author_id, content, created_at)
    select a.id, ${firstUser} + (a.id + c) % 300, 'Comment ' || c, a.created_at + make_interval(mins => c)
    from answers a cross join generate_series(1, 5) c
    where a.question_id between ${busy} and ${busy} + 400`);
  await db.execute(sql`update answers set comment_count = 5 where question_id between ${busy} and ${busy} + 400`);
  await db.execute(sql`vacuum analyze`);
  return busy;
}
