/** Database access for feedback ('Share Your Ideas'). */
import { count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { feedback, users } from '../../db/schema/index';
import { parseIdCursor, splitPage } from '../../shared/cursor';
import { notFound } from '../../errors';
import { PAGE_SIZE } from '../../../common/constants';
import type { TFeedbackItem, TFeedbackPage } from '../../../common/schemas/index';

/**
 * Stores one piece of feedback. The text is never logged.
 * @param db database or transaction
 * @param params `userId` the sender; `text` the feedback, already trimmed and length-checked
 * @returns the new row's id
 */
export async function createFeedback(db: Db, params: { userId: number; text: string }): Promise<number> {
  const [row] = await db.insert(feedback).values({ userId: params.userId, feedback: params.text }).returning({ id: feedback.id });
  return row.id;
}

/**
 * One page of feedback for admins (the Ideas tab), newest first, with the sender's first name
 * (null once their account is gone), whether an admin marked it read, and how many are new. The
 * text is never logged.
 * @param db the database
 * @param cursor the previous page's nextCursor (id cursor)
 * @returns `{ items, nextCursor, unreadCount }`
 * @throws AppError 400 for a malformed cursor
 */
export async function listFeedback(db: Db, cursor: string | undefined): Promise<TFeedbackPage> {
  const before = parseIdCursor(cursor);
  const [rows, [unread]] = await Promise.all([
    db
      .select(feedbackItem)
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(before ? lt(feedback.id, before) : undefined)
      .orderBy(desc(feedback.id))
      .limit(PAGE_SIZE + 1),
    db.select({ n: count() }).from(feedback).where(isNull(feedback.readAt)),
  ]);
  const page = splitPage(rows, PAGE_SIZE, (r) => r.id);
  return { items: page.items.map(presentFeedback), nextCursor: page.nextCursor, unreadCount: Number(unread?.n ?? 0) };
}

/**
 * Marks one piece of feedback read for every admin, or new again.
 * @param db the database
 * @param params.id the feedback; params.isRead read (true) or new (false)
 * @returns the item as the list shows it
 * @throws AppError 404 'Feedback was not found' for an unknown id
 */
export async function markFeedback(db: Db, params: { id: number; isRead: boolean }): Promise<TFeedbackItem> {
  const [updated] = await db
    .update(feedback)
    .set({ readAt: params.isRead ? sql`coalesce(${feedback.readAt}, now())` : null })
    .where(eq(feedback.id, params.id))
    .returning({ id: feedback.id });
  if (!updated) throw notFound('Feedback');
  const [row] = await db
    .select(feedbackItem)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, updated.id));
  return presentFeedback(row);
}

/** The columns of one listed piece of feedback (with its sender's first name). */
const feedbackItem = {
  id: feedback.id,
  feedback: feedback.feedback,
  createdAt: feedback.createdAt,
  readAt: feedback.readAt,
  author: { id: users.id, firstName: users.firstName },
};

/** A listed row as docs/api.md shapes it. */
function presentFeedback({
  readAt,
  createdAt,
  ...r
}: { readAt: Date | null; createdAt: Date } & Omit<TFeedbackItem, 'createdAt' | 'isRead'>): TFeedbackItem {
  return { ...r, createdAt: createdAt.toISOString(), isRead: readAt !== null };
}
