/** Database access for feedback ('Share Your Ideas'). */
import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { feedback, users } from '../../db/schema/index';
import { parseIdCursor, splitPage } from '../../shared/cursor';
import { PAGE_SIZE } from '../../../common/constants';

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
 * (null once their account is gone). The text is never logged.
 * @param db the database
 * @param cursor the previous page's nextCursor (id cursor)
 * @returns `{ items, nextCursor }`
 * @throws AppError 400 for a malformed cursor
 */
export async function listFeedback(db: Db, cursor: string | undefined) {
  const before = parseIdCursor(cursor);
  const rows = await db
    .select({
      id: feedback.id,
      feedback: feedback.feedback,
      createdAt: feedback.createdAt,
      author: { id: users.id, firstName: users.firstName },
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(before ? lt(feedback.id, before) : undefined)
    .orderBy(desc(feedback.id))
    .limit(PAGE_SIZE + 1);
  const page = splitPage(rows, PAGE_SIZE, (r) => r.id);
  return { items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), nextCursor: page.nextCursor };
}
