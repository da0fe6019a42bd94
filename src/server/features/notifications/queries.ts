/**
 * Database access for a person's notifications. Every query is scoped to its owner, so
 * someone else's notification is indistinguishable from a missing one.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { notifications } from '../../db/schema/index';
import { notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import { mutedByNameSql } from '../../shared/restrictions';

export type NotificationRow = typeof notifications.$inferSelect;

/** A listed notification with its exact creation time, the page cursor's first key. */
export type ListedNotification = NotificationRow & { createdAtText: string };

/** Where the previous page ended: its last row's (created_at as microsecond UTC text, 1 unread | 0 read, id). */
export type NotificationsAfter = [string, number, number];

/**
 * A person's notifications that still speak to them: not caused by a member they have since
 * muted or blocked by name (taken out, not deleted: undoing the mute brings them back).
 */
function shownTo(userId: number): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    sql`(${notifications.actorId} is null or not ${mutedByNameSql(userId, notifications.actorId)})`,
  );
}

/**
 * One page of a person's notifications: newest first; of the same moment, unread before read
 * (so an unread one is never buried below read ones of its age), then newest id.
 * @param db database or transaction
 * @param params `userId` the owner; `after` the previous page's last key (NotificationsAfter) or
 *   undefined for the first page; `limit` rows wanted (one more is fetched to know whether a next
 *   page exists)
 * @returns up to `limit + 1` rows
 */
export async function listNotifications(
  db: Db,
  params: { userId: number; after?: NotificationsAfter; limit: number },
): Promise<ListedNotification[]> {
  // Every key descending, so one row comparison pages it: unread (1) before read (0).
  const unreadRank = sql<number>`(case when ${notifications.isRead} then 0 else 1 end)`;
  const after = params.after
    ? sql`(${notifications.createdAt}, ${unreadRank}, ${notifications.id}) < (${params.after[0]}::timestamptz, ${params.after[1]}::int, ${params.after[2]}::int)`
    : undefined;
  const rows = await db
    .select({
      row: notifications,
      createdAtText: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(notifications)
    .where(and(shownTo(params.userId), after))
    .orderBy(sql`${notifications.createdAt} desc, ${unreadRank} desc, ${notifications.id} desc`)
    .limit(params.limit + 1);
  return rows.map(({ row, createdAtText }) => ({ ...row, createdAtText }));
}

/** How many of a person's notifications are unread (of those the list shows). */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(shownTo(userId), eq(notifications.isRead, false)));
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
