/**
 * Creates a notification for one person and its live event, in the caller's transaction.
 * Notifications exist for: an answer to your question, a comment on your answer, a report
 * you filed being reviewed, your role changing (DESIGN §4); and, for what you follow, new answers
 * and new questions (shared/question-follows.ts).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { notifications } from '../db/schema/index';
import { insertEventsSql, noteWrittenEvents, notifySql, writtenEventsSql, type WrittenEvent } from '../events/outbox';
import { execute } from '../db/execute';
import { render, type Words } from '../i18n/messages';

export type NotificationType =
  | 'answer'
  | 'comment'
  | 'report-reviewed'
  | 'role-changed'
  | 'welcome'
  | 'sanction'
  | 'removal'
  | 'restored'
  | 'appeal'
  | 'hidden'
  | 'new-questions-digest'
  | 'new-question'
  | 'followed-answer';

/** Longest question title quoted in a notification, in characters. */
const NOTIFICATION_TITLE_MAX = 80;

/** A question title as notifications quote it: cut to 80 characters with an ellipsis. */
export function quoteTitle(title: string): string {
  const t = title.trim();
  return t.length > NOTIFICATION_TITLE_MAX ? `${t.slice(0, NOTIFICATION_TITLE_MAX - 1).trimEnd()}…` : t;
}

/**
 * Who is notified of what (createNotification's parameters after `db`):
 * userId the person to notify; type kind of notification; words the sentence shown, as a
 * catalog message rendered in the reader's language when read (must not name the author of an
 * anonymous post); link where clicking it leads, e.g. /questions/12;
 * actorId the member whose named post caused it (answers, comments), so muting or blocking them
 * takes it out of the list — never set for an anonymous post, whose author must stay unknown.
 */
type NotificationParams = [userId: number, type: NotificationType, words: Words, link: string | null, actorId?: number | null];

/**
 * Writes a notification and its live event in one statement, the same SQL a writer that writes
 * everything in one statement uses (insertNotificationSql, notificationEventSql).
 * @param db transaction of the change that causes the notification
 * @param params see NotificationParams
 * @throws the database error when the insert fails (the caller's transaction then rolls back)
 */
export async function createNotification(db: Db, ...[userId, type, words, link, actorId = null]: NotificationParams): Promise<void> {
  await createNotifications(db, [userId], type, words, link, actorId);
}

/**
 * Writes the same notification for several people, and each one's live event, in one statement
 * (insertNotificationSql over the list of recipients).
 * @param db transaction of the change that causes the notifications
 * @param userIds the people to notify (none: nothing is written)
 * @param rest type, words, link and actorId as for createNotification
 * @returns how many notifications were written
 * @throws the database error when the insert fails (the caller's transaction then rolls back)
 */
export async function createNotifications(
  db: Db,
  userIds: number[],
  ...[type, words, link, actorId = null]: NotificationParams extends [unknown, ...infer Rest] ? Rest : never
): Promise<number> {
  if (userIds.length === 0) return 0;
  const recipients = sql`(values ${sql.join(
    userIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  )}) as recipient(user_id)`;
  const [row] = await execute<{ events: WrittenEvent[] }>(
    db,
    sql`
    with n as (${insertNotificationSql({ from: recipients, userId: sql`recipient.user_id`, type, words, link, actorId })}),
    e as (${insertEventsSql(notificationEventSql(sql`n`))}),
    notified as (${notifySql(sql`e`)})
    select ${writtenEventsSql(sql`e`)} as events, (select count(*) from notified) as notified`,
  );
  noteWrittenEvents(row?.events);
  return row?.events?.length ?? 0;
}

/** What insertNotificationSql writes: one notification for each row of `from`. */
export type NotificationInsert = {
  /**
   * The FROM of the insert's SELECT, one row per notification: usually the CTE of the new post
   * (no post, no notification), or a join with its WHERE choosing many recipients.
   */
  from: SQL;
  /** The recipient: a number, a column of `from`, or a prepared statement's placeholder. */
  userId: number | SQLWrapper;
  type: NotificationType;
  /**
   * The sentence shown (never names the author of an anonymous post): a catalog message, or SQL of
   * its English `content` and its jsonb `params` (a prepared statement's placeholders).
   */
  words: Words | { content: SQLWrapper; params: SQLWrapper };
  link: string | null | SQLWrapper;
  /** The member whose named post caused it (see NotificationParams); null for an anonymous one. */
  actorId: number | null | SQLWrapper;
  /** What to do when a unique index already holds the notification, e.g. `do nothing` for an unread one. */
  onConflict?: SQL;
};

/**
 * The INSERT of notifications as a CTE of a larger statement, for a writer that writes the
 * notifications, the post that causes them and their events in one statement (features/answers);
 * createNotifications runs it too. It returns each row's `user_id` and its `notification.created`
 * payload (`createdAt` as ISO text with milliseconds, as JavaScript's Date writes it), for
 * notificationEventSql. The payload carries no words: the recipient's client refetches the list,
 * which is rendered in their language.
 * @param n see NotificationInsert
 * @returns `insert into notifications … select … from <from> [on conflict …] returning user_id, payload`
 */
export function insertNotificationSql(n: NotificationInsert): SQL {
  const { content, params } = 'id' in n.words ? notificationWordsValues(n.words) : n.words;
  return sql`insert into ${notifications} (user_id, type, content, params, link, actor_id)
    select ${n.userId}::int, ${n.type}::text, ${content}::text, ${params}::jsonb, ${n.link}::text, ${n.actorId}::int from ${n.from}
    ${n.onConflict ? sql`on conflict ${n.onConflict}` : sql``}
    returning user_id, jsonb_build_object('id', id, 'link', link, 'isRead', false,
      'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as payload`;
}

/**
 * A notification's words as the two values its row stores: `content`, the sentence in English (what
 * logs and an older reader of the table see), and `params`, the message as JSON
 * (rendered in the reader's language by GET /api/notifications).
 * @param words the catalog message and its values
 */
export function notificationWordsValues(words: Words): { content: string; params: string } {
  return { content: render('en', words), params: JSON.stringify(words) };
}

/**
 * The `notification.created` event of each notification the CTE `inserted` (built with
 * insertNotificationSql) wrote: a SELECT of (type, user_id, channel, payload) rows for
 * insertEventsSql, or for a union with the statement's other events.
 * @param inserted the name of the notifications CTE
 */
export function notificationEventSql(inserted: SQL): SQL {
  return sql`select 'notification.created'::text as type, ${inserted}.user_id, null::text as channel, ${inserted}.payload from ${inserted}`;
}
