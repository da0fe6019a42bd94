/** Database access for feedback ('Share Your Ideas'). */
import type { Db } from '../../db/connect';
import { feedback } from '../../db/schema/index';

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
