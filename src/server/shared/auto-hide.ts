/**
 * Auto-hide: a question, answer or comment reported by AUTO_HIDE_REPORTS distinct
 * members (pending reports; not its author, no account younger than NEW_ACCOUNT_HOURS), or by one
 * moderator or admin, is hidden pending review; a staff member's post never is. Hidden means
 * `hidden_at` is set on the row: its author and staff still read it (marked
 * `hiddenPendingReview`), every other reader's reads leave it out — in SQL with `hiddenFilter`
 * (the feed, topic feeds and search leave hidden questions out for everyone: the feed is the
 * same for every reader), or per row with the policy's `canSeePost`. While hidden, it is not
 * counted in the counters readers see (answer_count, comment_count, topics' questions_count).
 * Dismissing the reports brings it back; resolving keeps it hidden; deleting it removes it.
 * Every hide and every return emits an outbox event (`content.hidden`, `content.restored`),
 * so open screens and any cache of shared pages learn of it.
 */
import { and, countDistinct, eq, isNotNull, isNull, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { answers, comments, conversationParticipants, moderationLog, questions, reports, users } from '../db/schema/index';
import { emitEvent } from '../events/outbox';
import { canSeePost, hiddenPostsReadableBy, type Actor, type RowPolicy } from '../auth/policy';
import { createNotification } from './notify';
import { withdrawNewQuestionAlerts } from './question-follows';
import { notFound } from '../errors';
import { moveCounters } from './removal';
import { TARGET_LABELS, type TargetInfo } from './targets';
import { words } from '../i18n/messages';
import { live } from './live';

/** The kinds of content auto-hide applies to (messages are private; people are sanctioned instead). */
export type HideableType = 'question' | 'answer' | 'comment';

/** The live event sent when content is hidden pending review (ids only). */
export const CONTENT_HIDDEN_EVENT = 'content.hidden';
/** The live event sent when hidden or removed content comes back (ids only). */
export const CONTENT_RESTORED_EVENT = 'content.restored';

const TABLES = { question: questions, answer: answers, comment: comments } as const;

/** Whether a target type can be hidden. */
export function isHideable(type: string): type is HideableType {
  return type === 'question' || type === 'answer' || type === 'comment';
}

/**
 * The SQL condition that keeps a reader's lists free of posts hidden from them: nothing for
 * staff, otherwise "not hidden, or mine" (the policy's 'post:seeHidden', as a list filters it).
 * @param table questions, answers or comments
 * @param viewer the signed-in reader
 * @returns a condition to AND into the list's WHERE, or undefined when every row is readable
 */
export function hiddenFilter(table: { hiddenAt: AnyColumn; authorId: AnyColumn }, viewer: NonNullable<Actor>): SQL | undefined {
  const readable = hiddenPostsReadableBy(viewer);
  if (readable === 'all') return undefined;
  return or(isNull(table.hiddenAt), eq(table.authorId, readable));
}

/**
 * Whether a question, an answer with its question, or a comment with its answer and question is
 * live and readable by the viewer (none of them hidden pending review from them; policy
 * `canSeePost`): the check a thread's reads make before listing what belongs to it, and every
 * route about one post makes before anything else, so a post hidden from the caller answers
 * exactly like a missing one.
 * @param db database or transaction
 * @param type question, answer or comment
 * @param id its id
 * @param viewer who reads
 */
export async function isReadable(db: Db, type: HideableType, id: number, viewer: NonNullable<Actor>): Promise<boolean> {
  const hidden = (table: { hiddenAt: AnyColumn }) => sql<boolean>`${table.hiddenAt} is not null`;
  const question = { authorId: questions.authorId, hidden: hidden(questions) };
  const answer = { authorId: answers.authorId, hidden: hidden(answers) };
  const liveQuestion = and(eq(questions.id, answers.questionId), live(questions));
  const [row] =
    type === 'question'
      ? await db
          .select({ post: question, parent: question, grandparent: question })
          .from(questions)
          .where(and(eq(questions.id, id), live(questions)))
      : type === 'answer'
        ? await db
            .select({ post: answer, parent: question, grandparent: question })
            .from(answers)
            .innerJoin(questions, liveQuestion)
            .where(and(eq(answers.id, id), live(answers)))
        : await db
            .select({ post: { authorId: comments.authorId, hidden: hidden(comments) }, parent: answer, grandparent: question })
            .from(comments)
            .innerJoin(answers, and(eq(answers.id, comments.answerId), live(answers)))
            .innerJoin(questions, liveQuestion)
            .where(and(eq(comments.id, id), live(comments)));
  return !!row && [row.post, row.parent, row.grandparent].every((p) => canSeePost(viewer, p));
}

/**
 * Throws the 404 of a missing post unless the post is live and readable by the viewer
 * (`isReadable`): what every route about one post calls first.
 * @throws AppError 404 '<Question|Answer|Comment> was not found'
 */
export async function assertReadable(db: Db, type: HideableType, id: number, viewer: NonNullable<Actor>): Promise<void> {
  if (!(await isReadable(db, type, id, viewer))) throw notFound(TARGET_LABELS[type]);
}

/** Tells the question's open screens that a post was hidden or came back (ids only: nothing of why). */
async function announce(tx: Db, type: typeof CONTENT_HIDDEN_EVENT | typeof CONTENT_RESTORED_EVENT, target: TargetInfo): Promise<void> {
  await emitEvent(tx, {
    type,
    channel: `question:${target.questionId}`,
    payload: { targetType: target.type, targetId: target.id, questionId: target.questionId, answerId: target.answerId },
  });
}

/**
 * Hides live content pending review, in the caller's transaction: `hidden_at` set (a
 * conditional update: hiding twice does nothing), the counters readers see lowered, a
 * moderation_log row 'content-hidden', a gentle notice to the author and `content.hidden`.
 * @param tx the caller's transaction
 * @param target the live target as `loadTargets` loaded it
 * @param actorId the moderator whose report hid it, or null when members' reports did
 * @returns whether this call hid it
 */
export async function hideContent(tx: Db, target: TargetInfo, actorId: number | null): Promise<boolean> {
  if (!isHideable(target.type)) return false;
  const table = TABLES[target.type];
  const hidden = await tx
    .update(table)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(table.id, target.id), isNull(table.hiddenAt), live(table)))
    .returning({ id: table.id });
  if (hidden.length === 0) return false;
  await moveCounters(tx, target, -1);
  // A question hidden for review never alerts.
  if (target.type === 'question') await withdrawNewQuestionAlerts(tx, target.id);
  await tx.insert(moderationLog).values({
    actorId,
    action: 'content-hidden',
    targetType: target.type,
    targetId: target.id,
    reason: actorId === null ? 'reported by several members' : 'reported by a moderator',
  });
  await createNotification(tx, target.author.id, 'hidden', words('notification.hidden', { what: target.type }), target.link);
  await announce(tx, CONTENT_HIDDEN_EVENT, target);
  return true;
}

/**
 * Brings hidden content back (its reports were dismissed), in the caller's transaction:
 * `hidden_at` cleared, counters raised again, a moderation_log row 'content-unhidden' and
 * `content.restored`. Content that is not hidden is left alone.
 * @param tx the caller's transaction
 * @param target the target as `loadTargets` loaded it
 * @param actorId the moderator who dismissed the reports
 * @returns whether this call brought it back
 */
export async function unhideContent(tx: Db, target: TargetInfo, actorId: number): Promise<boolean> {
  if (!isHideable(target.type)) return false;
  const table = TABLES[target.type];
  const shown = await tx
    .update(table)
    .set({ hiddenAt: null })
    .where(and(eq(table.id, target.id), isNotNull(table.hiddenAt), live(table)))
    .returning({ id: table.id });
  if (shown.length === 0) return false;
  if (target.live) await moveCounters(tx, target, 1);
  await tx
    .insert(moderationLog)
    .values({ actorId, action: 'content-unhidden', targetType: target.type, targetId: target.id, reason: null });
  await announce(tx, CONTENT_RESTORED_EVENT, target);
  return true;
}

/**
 * Tells open screens (and caches of shared pages) that removed content came back: a
 * `content.restored` event to the question's viewers, or to each participant of a
 * message's conversation (ids only).
 * @param tx the caller's transaction
 * @param target the restored target
 */
export async function announceRestore(tx: Db, target: TargetInfo): Promise<void> {
  if (target.questionId !== null) {
    await announce(tx, CONTENT_RESTORED_EVENT, target);
    return;
  }
  if (target.conversationId === null) return;
  const participants = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, target.conversationId));
  for (const p of participants) {
    await emitEvent(tx, {
      type: CONTENT_RESTORED_EVENT,
      userId: p.userId,
      payload: { targetType: target.type, targetId: target.id, conversationId: target.conversationId },
    });
  }
}

/**
 * After a report is filed: hides the content when the reporter is staff ('content:hideAtOnce')
 * or when `threshold` distinct members have pending reports on it. Only members who can be
 * trusted to count do: not the author (reporting your own post must not hide it), not accounts
 * younger than `newAccountHours` (fresh accounts made to hide a post), and never MindSpace
 * Safety's crisis flags (a crisis flag must never show). A staff member's post is never hidden
 * by reports (policy 'post:autoHide'): it waits in the queue like any other. Runs in the
 * report's transaction.
 * @param tx the report's transaction
 * @param target the reported live target
 * @param policy the report's row policy (its actor filed the report; declares 'post:autoHide', 'content:hideAtOnce')
 * @param rules.threshold AUTO_HIDE_REPORTS (distinct members); rules.newAccountHours NEW_ACCOUNT_HOURS
 * @returns whether the content is now hidden by this report
 */
export async function autoHideAfterReport(
  tx: Db,
  target: TargetInfo,
  policy: RowPolicy,
  rules: { threshold: number; newAccountHours: number },
): Promise<boolean> {
  if (!isHideable(target.type) || target.hidden) return false;
  if (!policy.allows('post:autoHide', { authorRole: target.author.role })) return false;
  if (policy.allows('content:hideAtOnce')) return hideContent(tx, target, policy.actor.id);
  // Locking the reported row serialises reports on it, so two reports filed at once both count.
  const table = TABLES[target.type];
  await tx.select({ id: table.id }).from(table).where(eq(table.id, target.id)).for('update');
  const [row] = await tx
    .select({ reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'pending'),
        eq(reports.system, false),
        ne(reports.reporterId, target.author.id),
        lte(users.createdAt, sql`now() - make_interval(hours => ${rules.newAccountHours})`),
      ),
    );
  return Number(row?.reporters ?? 0) >= rules.threshold ? hideContent(tx, target, null) : false;
}
