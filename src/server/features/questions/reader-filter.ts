/**
 * The per-reader step of the feed and search: a member's reader filters as SQL
 * conditions added to the shared feed query. Questions in a hidden topic, or whose title or
 * details contain a hidden word or phrase (whole words, any case), are left out; the member's
 * own questions never are. The conditions only filter the rows the feed's ordering index yields,
 * so every sort still reads its index with no sort step (`bench/explain-feed.ts` shows it with
 * filters on). Mutes do not leave questions out: those are collapsed by the presenter.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { questionTopics, questions } from '../../db/schema/index';
import { hiddenWordsPattern } from '../../shared/restrictions';

/** What the feed needs of a reader: who they are and their filters. */
export type FeedReader = { viewer: { id: number }; hiddenTopicIds: number[]; hiddenWords: string[] };

/**
 * The SQL conditions that leave a reader's filtered questions out of a feed or search page.
 * @param reader the reader's id and filters
 * @returns zero, one or two conditions to AND into the feed query's WHERE
 */
export function readerFeedConditions(reader: FeedReader): SQL[] {
  const conditions: SQL[] = [];
  const own = sql`${questions.authorId} = ${reader.viewer.id}`;
  if (reader.hiddenTopicIds.length > 0) {
    const inHiddenTopic = sql`exists (select 1 from ${questionTopics} where ${and(
      sql`${questionTopics.questionId} = ${questions.id}`,
      inArray(questionTopics.topicId, reader.hiddenTopicIds),
    )})`;
    conditions.push(sql`(${own} or not ${inHiddenTopic})`);
  }
  const pattern = hiddenWordsPattern(reader.hiddenWords);
  if (pattern) {
    conditions.push(sql`(${own} or not (${questions.title} ~* ${pattern} or ${questions.content} ~* ${pattern}))`);
  }
  return conditions;
}
