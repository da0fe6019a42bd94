/**
 * Database access for a person's notifications. Every query is scoped to its owner, so
 * someone else's notification is indistinguishable from a missing one.
 */
import { and, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { notifications } from '../../db/schema/index';
import { descNullsLast } from '../../shared/cursor';
import { notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * One page of a person's notifications, newest first.
 * @param db database or transaction
 * @param params `userId` the owner; `before` an id cursor (exclusive) or undefined for the
 *   first page; `limit` rows wanted (one more is fetched to know whether a next page exists)
 * @returns up to `limit + 1` rows
 */
export async function listNotifications(db: Db, params: { userId: number; before?: number; limit: number }): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, params.userId), params.before ? lt(notifications.id, params.before) : undefined))
    .orderBy(descNullsLast(notifications.id))
    .limit(params.limit + 1);
}

/** How many of a person's notifications are unread. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

/**
 * Marks one of a person's notifications read.
 * @returns the updated row, or null when it does not exist or belongs to someone else
 */
export async function markRead(db: Db, params: { userId: number; id: number }): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, params.id), eq(notifications.userId, params.userId)))
    .returning();
  return row ?? null;
}

/**
 * Marks one of a person's notifications read and tells their other tabs
 * (`notification.read`), in one transaction.
 * @param params.userId the owner; params.id the notification
 * @returns the updated row
 * @throws AppError 404 'Notification was not found' when missing or someone else's
 */
export async function readNotification(db: Db, params: { userId: number; id: number }): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const updated = await markRead(tx, params);
    // Someone else's notification answers like a missing one.
    if (!updated) throw notFound('Notification');
    await emitEvent(tx, { type: 'notification.read', userId: params.userId, payload: { ids: [updated.id] } });
    return updated;
  });
}

/**
 * Marks all of a person's notifications read and tells their other tabs when any changed,
 * in one transaction.
 * @param params.userId the owner
 */
export async function readAllNotifications(db: Db, params: { userId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await markAllRead(tx, params.userId);
    if (changed > 0) await emitEvent(tx, { type: 'notification.read', userId: params.userId, payload: { all: true } });
  });
}

/**
 * Marks all of a person's unread notifications read.
 * @returns how many changed
 */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
