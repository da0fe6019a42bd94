/**
 * Creates a notification for one person and its live event, in the caller's transaction.
 * Notifications exist for: an answer to your question, a comment on your answer, a report
 * you filed being reviewed, your role changing (DESIGN §4); and, for what you follow, new answers
 * and new questions (shared/question-follows.ts, decision 0076).
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
  | 'hidden'
  | 'new-questions-digest';

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
  const [row] = await execute<{ events: WrittenEvent[] }>(
    db,
    sql`
    with n as (${insertNotificationSql(sql`(select 1) as one`, userId, type, words, link, actorId)}),
    e as (${insertEventsSql(notificationEventSql(sql`n`))}),
    notified as (${notifySql(sql`e`)})
    select ${writtenEventsSql(sql`e`)} as events, (select count(*) from notified) as notified`,
  );
  noteWrittenEvents(row?.events);
}

/**
 * The INSERT of one notification as a CTE of a larger statement, for a writer that writes the
 * notification, the post that causes it and their events in one statement (features/answers):
 * one row for each row of `source` (usually the CTE of the new post, so no post means no
 * notification); createNotification runs it too. It returns the row's `user_id` and its
 * `notification.created` payload (`createdAt` as ISO text with milliseconds, as JavaScript's
 * Date writes it). Parameters as for createNotification, plus `source`, the name of the CTE that gates it; the
 * recipient, link and actor may be SQL (a prepared statement's placeholders, db/prepared.ts), and the
 * words SQL of the English `content` and the jsonb `params` (notificationWordsSql).
 * @returns `insert into notifications … returning user_id, payload`
 */
export function insertNotificationSql(
  source: SQL,
  userId: number | SQLWrapper,
  type: NotificationType,
  words: Words | { content: SQLWrapper; params: SQLWrapper },
  link: string | null | SQLWrapper,
  actorId: number | null | SQLWrapper,
): SQL {
  const { content, params } = 'id' in words ? notificationWordsValues(words) : words;
  return sql`insert into ${notifications} (user_id, type, content, params, link, actor_id)
    select ${userId}::int, ${type}::text, ${content}::text, ${params}::jsonb, ${link}::text, ${actorId}::int from ${source}
    returning user_id, jsonb_build_object('id', id, 'content', content, 'link', link, 'isRead', false,
      'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as payload`;
}

/**
 * A notification's words as the two values its row stores: `content`, the sentence in English (the
 * live event's text, and what an older reader of the table sees), and `params`, the message as JSON
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
