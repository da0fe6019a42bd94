/**
 * Following a question: whether a member follows it, following and unfollowing.
 * Only a question the member can read may be followed or asked about: any other answers like a
 * missing one (404), so a hidden question is not told apart from none.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { questionFollows } from '../../db/schema/index';
import type { Actor } from '../../auth/policy';
import { assertReadable } from '../../shared/auto-hide';
import { addQuestionFollow } from '../../shared/question-follows';
import { emitEvent } from '../../events/outbox';

/**
 * Whether the member follows a question.
 * @param params.user the signed-in member; params.questionId the question
 * @returns `{ following }`
 * @throws AppError 404 'Question was not found' when missing, deleted or hidden from the member
 */
export async function getQuestionFollow(db: Db, params: { user: NonNullable<Actor>; questionId: number }): Promise<{ following: boolean }> {
  await assertReadable(db, 'question', params.questionId, params.user);
  const [row] = await db
    .select({ userId: questionFollows.userId })
    .from(questionFollows)
    .where(and(eq(questionFollows.userId, params.user.id), eq(questionFollows.questionId, params.questionId)));
  return { following: row !== undefined };
}

/**
 * Follows a question, or stops following it; doing it twice changes nothing more. A change writes
 * a `follows.changed` event addressed to the member (read caches drop their Following feed).
 * @param params.user the signed-in member; params.questionId the question; params.follow true to follow, false to stop
 * @returns `{ following }` after the change
 * @throws AppError 404 'Question was not found' when missing, deleted or hidden from the member
 */
export async function setQuestionFollow(
  db: Db,
  params: { user: NonNullable<Actor>; questionId: number; follow: boolean },
): Promise<{ following: boolean }> {
  const { user, questionId, follow } = params;
  return db.transaction(async (tx) => {
    await assertReadable(tx, 'question', questionId, user);
    const changed = follow
      ? await addQuestionFollow(tx, { userId: user.id, questionId })
      : (
          await tx
            .delete(questionFollows)
            .where(and(eq(questionFollows.userId, user.id), eq(questionFollows.questionId, questionId)))
            .returning({ userId: questionFollows.userId })
        ).length > 0;
    if (changed) await emitEvent(tx, { type: 'follows.changed', userId: user.id, payload: {} });
    return { following: follow };
  });
}
