/**
 * Creates a notification for one person and its live event, in the caller's transaction.
 * Notifications exist for: an answer to your question, a comment on your answer, a report
 * you filed being reviewed, your role changing (DESIGN §4).
 */
import type { Db } from '../db/connect';
import { notifications } from '../db/schema/index';
import { emitEvent, type EventInput } from '../events/outbox';

type NotificationRow = typeof notifications.$inferSelect;

export type NotificationType =
  'answer' | 'comment' | 'report-reviewed' | 'role-changed' | 'welcome' | 'sanction' | 'removal' | 'restored' | 'hidden';

/**
 * @param db transaction of the change that causes the notification
 * @param userId the person to notify
 * @param type kind of notification
 * @param content the sentence shown; must not name the author of an anonymous post
 * @param link where clicking it leads, e.g. /questions/12
 */
export async function createNotification(db: Db, userId: number, type: NotificationType, content: string, link: string | null) {
  const { row, event } = await insertNotification(db, userId, type, content, link);
  await emitEvent(db, event);
  return row;
}

/**
 * Writes a notification row and returns its live event without emitting it, for a writer that
 * emits all of its events in one statement at the end of its transaction (`emitEvents`).
 * Parameters as for createNotification.
 * @returns the notification row and its `notification.created` event
 */
export async function insertNotification(
  db: Db,
  userId: number,
  type: NotificationType,
  content: string,
  link: string | null,
): Promise<{ row: NotificationRow; event: EventInput }> {
  const [row] = await db.insert(notifications).values({ userId, type, content, link }).returning();
  return {
    row,
    event: {
      type: 'notification.created',
      userId,
      payload: { id: row.id, content: row.content, link: row.link, isRead: false, createdAt: row.createdAt.toISOString() },
    },
  };
}
