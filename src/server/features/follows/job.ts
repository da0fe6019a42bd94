/**
 * The daily digest of new questions in followed topics (newQuestionAlerts 'daily'):
 * run every DIGEST_JOB_INTERVAL_MS by each instance (`jobs.ts`). A member's digest comes
 * once a day at the time of day they chose 'daily': it covers the questions asked in the whole
 * days since `question_digest_from`, and moves it on by those days. The claim is one conditional
 * update of the member's settings row in the digest's transaction, so with several instances
 * exactly one writes each digest. A day with nothing for the member writes no notification.
 */
import { addDays, differenceInDays, subDays } from 'date-fns';
import { millisecondsInMinute } from 'date-fns/constants';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { questionTopics, questions, topicFollows, userSettings } from '../../db/schema/index';
import { createNotification } from '../../shared/notify';
import { alertRecipients, DIGEST_TYPE, FOLLOWING_FEED_LINK } from '../../shared/question-follows';
import { words, type Words } from '../../i18n/messages';
import { live } from '../../shared/live';

/** How often each instance looks for digests that are due (ms): every 5 minutes. */
export const DIGEST_JOB_INTERVAL_MS = 5 * millisecondsInMinute;
/** Questions of one member's day looked at, at most (a digest only counts them). */
const MAX_DIGEST_QUESTIONS = 500;

/** The digest's words for a count of questions ('3 new questions in the topics you follow'). */
export function digestWords(count: number): Words {
  return words('notification.digest', { count });
}

/**
 * One run of the job: each member whose digest is due gets it.
 * @param db the database
 * @param now the job's clock (tests pass a later time instead of waiting)
 * @returns how many digests were written
 */
export async function runDigestJob(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ userId: userSettings.userId, from: userSettings.questionDigestFrom })
    .from(userSettings)
    .where(and(eq(userSettings.newQuestionAlerts, 'daily'), lte(userSettings.questionDigestFrom, subDays(now, 1))));
  let written = 0;
  for (const member of due) {
    if (await writeDigest(db, member.userId, member.from!, now)) written += 1;
  }
  return written;
}

/**
 * Claims and writes one member's digest in one transaction.
 * @returns whether a notification was written
 */
async function writeDigest(db: Db, userId: number, from: Date, now: Date): Promise<boolean> {
  const until = addDays(from, differenceInDays(now, from));
  return db.transaction(async (tx) => {
    // Another instance (or a change of setting) got there first: nothing to do.
    const claimed = await tx
      .update(userSettings)
      .set({ questionDigestFrom: until })
      .where(and(eq(userSettings.userId, userId), eq(userSettings.newQuestionAlerts, 'daily'), eq(userSettings.questionDigestFrom, from)))
      .returning({ userId: userSettings.userId });
    if (claimed.length === 0) return false;
    // Hidden for review or deleted by now: left out.
    const asked = await tx
      .select({
        id: questions.id,
        authorId: questions.authorId,
        isAnonymous: questions.isAnonymous,
        title: questions.title,
        content: questions.content,
        topicIds: sql<
          number[]
        >`array(select ${questionTopics.topicId} from ${questionTopics} where ${questionTopics.questionId} = ${questions.id})`,
      })
      .from(questions)
      .where(
        sql`${questions.createdAt} > ${from.toISOString()}::timestamptz and ${questions.createdAt} <= ${until.toISOString()}::timestamptz
          and ${live(questions)} and ${questions.hiddenAt} is null and ${questions.authorId} <> ${userId}
          and exists (select 1 from ${questionTopics} where ${questionTopics.questionId} = ${questions.id}
            and ${questionTopics.topicId} in (select ${topicFollows.topicId} from ${topicFollows} where ${topicFollows.userId} = ${userId}))`,
      )
      .limit(MAX_DIGEST_QUESTIONS);
    let count = 0;
    for (const question of asked) {
      if ((await alertRecipients(tx, question, 'daily', userId)).length > 0) count += 1;
    }
    if (count === 0) return false;
    await createNotification(tx, userId, DIGEST_TYPE, digestWords(count), FOLLOWING_FEED_LINK);
    return true;
  });
}
