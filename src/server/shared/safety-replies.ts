/**
 * Replies to MindSpace Safety Team reach a person. A member's message in a
 * conversation with the Safety Team brings their case back to the moderators: their open card
 * (about what the check-in was sent from, or an earlier reply) becomes urgent, or a new urgent
 * card opens on the reply itself; every staff member's open screens are told
 * (`safety.changed`), so the Safety Team's inbox updates live. The moderators answer as the
 * team (features/moderation/safety-conversations.ts).
 *
 * Never log a reply's words.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { announceToStaff } from './staff-events';
import { systemReportSql } from './crisis-check';
import type { ReportTargetType } from '../../common/constants';
import { execute } from '../db/execute';

/** The note on the card a reply opens or makes urgent (staff read it). */
export const SAFETY_REPLY_NOTE = 'They replied to a MindSpace Safety Team check-in. Read and answer it under Safety Team conversations.';

/** The live event that tells staff a Safety Team conversation changed (a reply, an answer, read). */
export const SAFETY_CHANGED_EVENT = 'safety.changed';

/**
 * Tells every moderator and admin that a Safety Team conversation changed (one event each:
 * the payload is the conversation's id only, and no member receives it).
 * @param tx the transaction of the change
 * @param conversationId the Safety Team conversation
 */
export async function announceSafetyChange(tx: Db, conversationId: number): Promise<void> {
  await announceToStaff(tx, { type: SAFETY_CHANGED_EVENT, payload: { conversationId } });
}

/**
 * Brings a member's reply to the moderators, in the reply's transaction. Their open card is a
 * pending report on what a check-in to them was sent from, or on an earlier message of theirs in
 * this conversation: when it is not urgent yet, MindSpace Safety's at-risk report is added to it
 * (urgent); when they have no open card, one opens on the reply (a system at-risk report, urgent).
 * @param tx the transaction that wrote the reply
 * @param reply `memberId` who replied; `conversationId` their conversation with the Safety Team;
 *   `messageId` the reply
 */
export async function escalateSafetyReply(tx: Db, reply: { memberId: number; conversationId: number; messageId: number }): Promise<void> {
  const { memberId, conversationId, messageId } = reply;
  const found = await execute<{ target_type: ReportTargetType; target_id: number; urgent: boolean }>(
    tx,
    sql`
    select r.target_type, r.target_id, bool_or(r.reason = 'at-risk' or r.system) as urgent
    from reports r
    where r.status = 'pending' and (
      (r.target_type, r.target_id) in (
        select sent_from.target_type, sent_from.target_id
        from check_ins c join reports sent_from on sent_from.id = c.report_id
        where c.author_id = ${memberId})
      or (r.target_type = 'message' and r.target_id in (
        select m.id from messages m where m.conversation_id = ${conversationId} and m.sender_id = ${memberId}))
    )
    group by r.target_type, r.target_id
    order by bool_or(r.reason = 'at-risk' or r.system) desc, max(r.created_at) desc
    limit 1`,
  );
  const [open] = found;
  if (open?.urgent) return;
  const target = open ? { type: open.target_type, id: Number(open.target_id) } : { type: 'message' as const, id: messageId };
  await tx.execute(systemReportSql(target.type, sql`select ${target.id}::int`, SAFETY_REPLY_NOTE));
}
