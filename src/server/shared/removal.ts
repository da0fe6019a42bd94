/**
 * Taking content away, the one way for every feature: a member deleting their own post or
 * message and a moderator removing reported content both
 * soft-delete the row (`deleted_at`, so every read's live-row check leaves it out), keep the
 * stored counters right and tell open screens, inside the caller's transaction.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  answers,
  comments,
  conversationParticipants,
  messages,
  moderationLog,
  questions,
  questionTopics,
  reports,
  topics,
} from '../db/schema/index';
import { emitEvent } from '../events/outbox';
import { refreshHotRank } from './ranking';
import type { TargetInfo } from './targets';
import type { DeletableTargetType } from '../../common/constants';
import { deleted, live } from './live';

/**
 * Soft-deletes one row if it is not deleted yet (the conditional update settles a race: of two
 * deletions, one wins).
 * @param tx the caller's transaction
 * @param type question, answer, comment or message
 * @param id the row's id
 * @param opts.eraseBody for a message: empty its body too (a sender's own deletion: the text is
 *   gone from the database, not only hidden)
 * A post hidden pending review stops being hidden: deleted is what a review that removes it
 * leaves, and if staff restore it later it is seen again.
 * @returns whether this call deleted it
 */
export async function softDelete(tx: Db, type: DeletableTargetType, id: number, opts: { eraseBody?: boolean } = {}): Promise<boolean> {
  const now = sql`now()`;
  switch (type) {
    case 'question':
      return (
        (
          await tx
            .update(questions)
            .set({ deletedAt: now, hiddenAt: null })
            .where(and(eq(questions.id, id), live(questions)))
            .returning({ id: questions.id })
        ).length > 0
      );
    case 'answer':
      return (
        (
          await tx
            .update(answers)
            .set({ deletedAt: now, hiddenAt: null })
            .where(and(eq(answers.id, id), live(answers)))
            .returning({ id: answers.id })
        ).length > 0
      );
    case 'comment':
      return (
        (
          await tx
            .update(comments)
            .set({ deletedAt: now, hiddenAt: null })
            .where(and(eq(comments.id, id), live(comments)))
            .returning({ id: comments.id })
        ).length > 0
      );
    case 'message':
      return (
        (
          await tx
            .update(messages)
            .set(opts.eraseBody ? { deletedAt: now, body: '' } : { deletedAt: now })
            .where(and(eq(messages.id, id), live(messages)))
            .returning({ id: messages.id })
        ).length > 0
      );
  }
}

/**
 * Keeps the stored counters right after a deletion (delta -1) or a restore (+1), in its
 * transaction (see moveCounters). Content hidden pending review is not counted already (its
 * counters were lowered when it was hidden, shared/auto-hide.ts), so deleting it moves nothing.
 * @param tx the caller's transaction
 * @param target the target as `loadTargets` loaded it (before a deletion, after a restore)
 * @param delta -1 after a deletion, +1 after a restore
 */
export async function adjustCounters(tx: Db, target: TargetInfo, delta: 1 | -1): Promise<void> {
  if (target.hidden) return;
  await moveCounters(tx, target, delta);
}

/**
 * Moves the counters readers see by one, in the caller's transaction: a question's topics'
 * questions_count, an answer's question's answer_count (and trending rank, DESIGN §4), a
 * comment's answer's comment_count. Used for deletions and restores (adjustCounters) and for
 * hiding and unhiding (shared/auto-hide.ts).
 * @param tx the caller's transaction
 * @param target the target
 * @param delta -1 when it leaves readers' sight, +1 when it comes back
 */
export async function moveCounters(tx: Db, target: TargetInfo, delta: 1 | -1): Promise<void> {
  switch (target.type) {
    case 'question':
      await tx
        .update(topics)
        .set({ questionsCount: sql`greatest(${topics.questionsCount} + ${delta}, 0)` })
        .where(
          inArray(
            topics.id,
            tx.select({ id: questionTopics.topicId }).from(questionTopics).where(eq(questionTopics.questionId, target.id)),
          ),
        );
      return;
    case 'answer':
      await tx
        .update(questions)
        .set({ answerCount: sql`greatest(${questions.answerCount} + ${delta}, 0)` })
        .where(eq(questions.id, target.questionId!));
      await refreshHotRank(tx, target.questionId!);
      return;
    case 'comment':
      await tx
        .update(answers)
        .set({ commentCount: sql`greatest(${answers.commentCount} + ${delta}, 0)` })
        .where(eq(answers.id, target.answerId!));
      return;
    default:
      return;
  }
}

/**
 * Keeps the stored counters right after a deletion (in the deletion's transaction).
 * @param tx the caller's transaction
 * @param target the deleted target as `loadTargets` loaded it before the deletion
 */
export async function decrementCounters(tx: Db, target: TargetInfo): Promise<void> {
  await adjustCounters(tx, target, -1);
}

/**
 * Brings back a soft-deleted row (staff restoring what they removed); the conditional update
 * settles a race: of two restores, one wins.
 * @param tx the caller's transaction
 * @param type question, answer, comment or message
 * @param id the row's id
 * @returns whether this call restored it
 */
export async function undelete(tx: Db, type: DeletableTargetType, id: number): Promise<boolean> {
  const table = { question: questions, answer: answers, comment: comments, message: messages }[type];
  const rows = await tx
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.id, id), deleted(table)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Tells open screens that something disappeared (`content.deleted`, ids only): viewers of the
 * question, or each participant of the conversation.
 * @param tx the caller's transaction (the event commits with the deletion)
 * @param target the deleted target
 */
export async function announceDeletion(tx: Db, target: TargetInfo): Promise<void> {
  const payload = { targetType: target.type, targetId: target.id };
  if (target.questionId !== null) {
    await emitEvent(tx, {
      type: 'content.deleted',
      channel: `question:${target.questionId}`,
      payload: { ...payload, questionId: target.questionId, answerId: target.answerId },
    });
    return;
  }
  if (target.conversationId !== null) {
    const participants = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, target.conversationId));
    for (const p of participants) {
      await emitEvent(tx, { type: 'content.deleted', userId: p.userId, payload: { ...payload, conversationId: target.conversationId } });
    }
  }
}

/**
 * Whether a deleted post was last removed by staff: the latest of its 'content-deleted' and
 * 'content-restored' moderation_log rows is a deletion (an author's own deletion writes neither).
 * @param tx the database or transaction
 * @param type the post's type; id its id
 * @returns true when staff removed it and nobody restored it since
 */
export async function removedByStaff(tx: Db, type: DeletableTargetType, id: number): Promise<boolean> {
  const [last] = await tx
    .select({ action: moderationLog.action })
    .from(moderationLog)
    .where(
      and(
        eq(moderationLog.targetType, type),
        eq(moderationLog.targetId, id),
        inArray(moderationLog.action, ['content-deleted', 'content-restored']),
      ),
    )
    .orderBy(desc(moderationLog.id))
    .limit(1);
  return last?.action === 'content-deleted';
}

/**
 * Whether moderation may still read a deleted post: staff removed it, or someone reported it
 * before it was deleted (the words are evidence on that report). A post its author took back
 * before anyone reported it is theirs alone.
 * @param db the database or transaction
 * @param type the post's type; id its id; deletedAt when it was deleted
 */
export async function heldForModeration(db: Db, type: DeletableTargetType, id: number, deletedAt: Date): Promise<boolean> {
  if (await removedByStaff(db, type, id)) return true;
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), lte(reports.createdAt, deletedAt)))
    .limit(1);
  return !!report;
}

/**
 * The personal columns of `users` a closed account loses (closing clears them at once; the purge
 * clears them again in case an older closing left one behind). Spread into `.set()`.
 */
export const ERASED_PERSONAL_FIELDS = {
  firstName: null,
  lastName: null,
  email: null,
  profileImageUrl: null,
  providerPictureUrl: null,
  bio: null,
  status: null,
  statusSituation: null,
  ageBand: null,
  ageBandChangesAt: null,
} as const;
