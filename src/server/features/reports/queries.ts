/**
 * Filing a report (POST /api/reports). Any member may report a question, answer, comment,
 * message (only one they can read: they take part in its conversation) or user.
 */
import type { Db } from '../../db/connect';
import { reports } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { isConversationParticipant, loadTargets, targetKey, TARGET_LABELS } from '../../shared/targets';
import { autoHideAfterReport } from '../../shared/auto-hide';
import type { RowPolicy } from '../../auth/policy';
import type { ReportReason, ReportTargetType } from '../../../common/constants';
import { words } from '../../i18n/messages';

export type NewReport = {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  description: string | null;
};

/**
 * Creates a pending report, in one transaction, and hides the reported post pending review
 * when this report tips it over (shared/auto-hide.ts: a moderator's report, or the
 * `autoHideReports`-th distinct member who counts).
 * @param db the database
 * @param params.policy the request's row policy; its actor files the report ('report:create' is
 *   decided here, once the target is known: not themselves, not their own content)
 * @param params.input the validated report (ZCreateReport)
 * @param params.autoHideReports AUTO_HIDE_REPORTS; params.newAccountHours NEW_ACCOUNT_HOURS (config)
 * @returns the new report's id
 * @throws AppError 400 'You cannot report your own post' for the reporter's own content; 403 when
 *   the person reported is MindSpace Safety Team ('report:create'); 404 when the target is
 *   missing, deleted, hidden from the reporter, or (a
 *   message) not in a conversation of the reporter; 409 when the reporter already has a
 *   pending report on this target (guaranteed by the unique index reports_pending_uq)
 */
export async function createReport(
  db: Db,
  params: { policy: RowPolicy; input: NewReport; autoHideReports: number; newAccountHours: number },
): Promise<{ id: number }> {
  const { input, policy } = params;
  const reporterId = policy.actor.id;
  return db.transaction(async (tx) => {
    const target = (await loadTargets(tx, [{ type: input.targetType, id: input.targetId }])).get(
      targetKey(input.targetType, input.targetId),
    );
    const label = TARGET_LABELS[input.targetType];
    if (!target?.live || !policy.seesPost({ authorId: target.author.id, hidden: target.hidden })) throw notFound(label);
    policy.require('report:create', {
      targetType: input.targetType,
      targetId: input.targetId,
      authorId: target.author.id,
      ...(input.targetType === 'user' ? { targetRole: target.author.role } : {}),
    });
    // A message is reportable only by someone who can read it; others learn nothing about it.
    if (target.conversationId !== null && !(await isConversationParticipant(tx, target.conversationId, reporterId))) {
      throw notFound(label);
    }
    const [row] = await tx
      .insert(reports)
      .values({ reporterId, targetType: input.targetType, targetId: input.targetId, reason: input.reason, description: input.description })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!row) throw conflict(words('error.alreadyReported'));
    await autoHideAfterReport(tx, target, policy, { threshold: params.autoHideReports, newAccountHours: params.newAccountHours });
    return { id: row.id };
  });
}
