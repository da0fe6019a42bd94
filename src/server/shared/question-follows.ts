/**
 * Following, shared by the features that ask, answer, hide and list questions:
 * the Following feed's condition, the asker's automatic follow, and the new-question alerts of
 * followed topics ('each': one notification per question, written with the question; 'daily': the
 * digest job, features/follows/job.ts). An alert never names a question's author, and never
 * reaches its own author. Who is alerted is who would see the question in their feed and want
 * it: not someone who hid one of its topics or one of its words, nor, for a named question,
 * someone who muted or blocked its author by name or whom the author blocked. A missing alert
 * for an anonymous question would tell who wrote it, so mutes and blocks of a person never keep
 * one back (as with answer notifications).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { notifications, questionFollows, questionTopics, topicFollows, userSettings, users } from '../db/schema/index';
import { emitEvents } from '../events/outbox';
import { notificationActor } from '../auth/policy';
import { containsHiddenWords, hasBlockedSql, mutedByNameSql } from './restrictions';
import { createNotifications, quoteTitle } from './notify';
import type { NewQuestionAlerts } from '../../common/constants';
import { words } from '../i18n/messages';
import { live } from './live';

/** The notification types of following (shared/notify.ts has the others). */
export const NEW_QUESTION_TYPE = 'new-question';
export const DIGEST_TYPE = 'new-questions-digest';
export const FOLLOWED_ANSWER_TYPE = 'followed-answer';

/** Where a digest leads: the Following feed, newest first. */
export const FOLLOWING_FEED_LINK = '/?feed=following&sort=recent';

/**
 * SQL condition on `questions`: the question is one the member follows, or is in a topic they
 * follow. One correlated EXISTS over a UNION ALL, so PostgreSQL checks it row by row as the feed's
 * ordering index yields questions, by primary keys (question_follows (user_id, question_id);
 * question_topics (question_id, topic_id) then topic_follows (user_id, topic_id)): every sort
 * keeps its index and no Sort step. (Two ORed EXISTS let the planner hash every question of the
 * followed topics first, a cost that grows with the topics instead of the page.)
 * @param questionId the question id column of the enclosing query
 * @param userId the member
 */
export function followedBySql(questionId: AnyColumn, userId: number): SQL {
  return sql`exists (
    select 1 from ${questionFollows} where ${questionFollows.userId} = ${userId} and ${questionFollows.questionId} = ${questionId}
    union all
    select 1 from ${questionTopics} join ${topicFollows} on ${topicFollows.userId} = ${userId} and ${topicFollows.topicId} = ${questionTopics.topicId}
    where ${questionTopics.questionId} = ${questionId})`;
}

/**
 * Makes a member follow a question (nothing when they already do).
 * @param db the writing transaction
 * @returns whether a follow was added
 */
export async function addQuestionFollow(db: Db, params: { userId: number; questionId: number }): Promise<boolean> {
  const added = await db.insert(questionFollows).values(params).onConflictDoNothing().returning({ userId: questionFollows.userId });
  return added.length > 0;
}

/** A new question as the alerts need it. */
export type AlertedQuestion = {
  id: number;
  authorId: number;
  isAnonymous: boolean;
  title: string;
  content: string;
  topicIds: number[];
};

/**
 * The members who follow one of the question's topics, have chosen `mode` for their alerts and
 * would want this question (see the module comment); their hidden words are checked in
 * JavaScript, with the same whole-word rule as the feed.
 * @param db database or transaction
 * @param question the question
 * @param mode 'each' or 'daily'
 * @param onlyUserId when given, only this member is considered (the daily digest asks for one)
 * @returns the member ids
 */
export async function alertRecipients(
  db: Db,
  question: AlertedQuestion,
  mode: Exclude<NewQuestionAlerts, 'off'>,
  onlyUserId?: number,
): Promise<number[]> {
  const follower = topicFollows.userId;
  const topicList = sql`array[${sql.join(
    question.topicIds.map((t) => sql`${t}::int`),
    sql`, `,
  )}]::int[]`;
  const actorId = notificationActor(question);
  const personal = actorId === null ? sql`true` : sql`not ${mutedByNameSql(follower, actorId)} and not ${hasBlockedSql(actorId, follower)}`;
  const rows = await db
    .selectDistinct({ userId: follower, hiddenWords: userSettings.hiddenWords })
    .from(topicFollows)
    .innerJoin(userSettings, sql`${userSettings.userId} = ${follower}`)
    .innerJoin(users, sql`${users.id} = ${follower} and ${live(users)}`)
    .where(
      sql`${topicFollows.topicId} = any(${topicList}) and ${userSettings.newQuestionAlerts} = ${mode}
        and ${follower} <> ${question.authorId} and not (${userSettings.hiddenTopicIds} && ${topicList}) and ${personal}
        ${onlyUserId === undefined ? sql`` : sql`and ${follower} = ${onlyUserId}`}`,
    );
  const text = `${question.title}\n${question.content}`;
  return rows.filter((r) => !containsHiddenWords(r.hiddenWords, text)).map((r) => r.userId);
}

/**
 * Sends the 'each' new-question alerts of a question just asked, in its transaction: one
 * notification per recipient, 'New question in a topic you follow: "<title>"', linking to the
 * question; no author named; for a named question the author is the notification's actor (so a
 * later mute takes it out of the list), never for an anonymous one.
 * @param tx the asking transaction
 * @param question the new question
 * @returns how many members were alerted
 */
export async function sendNewQuestionAlerts(tx: Db, question: AlertedQuestion): Promise<number> {
  const recipients = await alertRecipients(tx, question, 'each');
  return createNotifications(
    tx,
    recipients,
    NEW_QUESTION_TYPE,
    words('notification.newQuestion', { title: quoteTitle(question.title) }),
    `/questions/${question.id}`,
    notificationActor(question),
  );
}

/**
 * Takes back the unread new-question alerts of a question hidden for review (a
 * question hidden for review never alerts), in the hiding transaction.
 * @param tx the hiding transaction
 * @param questionId the question
 */
export async function withdrawNewQuestionAlerts(tx: Db, questionId: number): Promise<void> {
  const gone = await tx
    .delete(notifications)
    .where(
      sql`${notifications.type} = ${NEW_QUESTION_TYPE} and ${notifications.link} = ${`/questions/${questionId}`} and ${notifications.isRead} = false`,
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  // Open tabs count it as read, so their unread badge goes down with it.
  await emitEvents(
    tx,
    gone.map((n) => ({ type: 'notification.read', userId: n.userId, payload: { ids: [n.id] } })),
  );
}
