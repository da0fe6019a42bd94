/**
 * Check-ins (decision 0029): from a report, staff ask MindSpace Safety Team to send the author
 * of the reported content a private, supportive message with the crisis resources of the
 * landing page. The moderator never learns more about the author than the card already shows
 * (the response names nobody), the author never learns who reported or who asked, and a person
 * gets at most one check-in per CHECK_IN_HOURS, whoever asks.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { checkIns, conversations, identities, messages, moderationLog, reports, users } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import type { Actor } from '../../auth/policy';
import { findOrCreateDirectConversation } from '../../shared/conversations';
import { loadTargets, targetKey } from '../../shared/targets';
import { formatEnd } from '../../shared/silence-message';
import { CHECK_IN_HOURS } from '../../../common/constants';
import { rememberSystemAccount, SYSTEM_ISSUER } from '../../shared/system-accounts';

/** The account check-ins come from: no sign-in identity a person could use, only this marker. */
export const SAFETY_TEAM = { issuer: SYSTEM_ISSUER, subject: 'safety-team', firstName: 'MindSpace Safety Team' } as const;

/**
 * The check-in, written with safe-messaging guidance (Samaritans, 988 Lifeline): warm and
 * plain, no judgement, no promises, a way to get help now; names nobody and quotes nothing.
 * The resources are the landing page's (spec §1).
 */
export const CHECK_IN_MESSAGE = [
  'Hi, this is the MindSpace Safety Team. We are reaching out because it seemed like things might be hard for you right now, and we wanted to check in.',
  'However you are feeling, you do not have to carry it alone. Talking to someone can help, and you can do that right now, for free, at any hour:',
  '- Call or text 988 (the 988 Lifeline, also 1-800-273-8255)\n- Text HOME to 741741 to reach a trained crisis counselor (Crisis Text Line)\n- If you are in danger right now, call 911 or your local emergency number',
  'You are welcome here, and the community is here for you too. Our guidelines page lists these resources as well: /guidelines',
  'This account only sends check-ins, so replies here are not read. If you want to talk, one of the numbers above, someone you trust, or a post in the community are good places to start.',
].join('\n\n');

/** The Safety Team's user id, creating the account the first time (once, even under a race). */
async function safetyTeamId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SAFETY_TEAM.issuer}), hashtext(${SAFETY_TEAM.subject}))`);
  const [found] = await tx
    .select({ id: identities.userId })
    .from(identities)
    .where(and(eq(identities.issuer, SAFETY_TEAM.issuer), eq(identities.subject, SAFETY_TEAM.subject)));
  if (found) {
    rememberSystemAccount(found.id);
    return found.id;
  }
  const [created] = await tx.insert(users).values({ firstName: SAFETY_TEAM.firstName }).returning({ id: users.id });
  await tx.insert(identities).values({ userId: created.id, issuer: SAFETY_TEAM.issuer, subject: SAFETY_TEAM.subject });
  rememberSystemAccount(created.id);
  return created.id;
}

/**
 * Sends a check-in to the author of a report's target, in one transaction: the Safety Team's
 * message in a direct conversation with the author (and its live event), a check_ins row, and
 * a moderation_log row 'check-in' naming the report only.
 * @param db the database
 * @param actor the moderator or admin (the route has checked 'report:checkIn')
 * @param reportId any report; its target's author (or the reported person) is written to
 * @returns `{ sent: true, nextAllowedAt }` (ISO time from which another check-in to them is possible)
 * @throws AppError 404 unknown report, or the author's account is closed; 409 when the person
 *   had a check-in in the last CHECK_IN_HOURS (the message says from when another is possible)
 */
export async function sendCheckIn(db: Db, actor: NonNullable<Actor>, reportId: number): Promise<{ sent: true; nextAllowedAt: string }> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ targetType: reports.targetType, targetId: reports.targetId })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw notFound('Report');
    const target = (await loadTargets(tx, [{ type: report.targetType, id: report.targetId }])).get(
      targetKey(report.targetType, report.targetId),
    );
    const authorId = target?.author.id;
    const [author] = authorId
      ? await tx.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.id, authorId))
      : [];
    if (!author || author.deletedAt) throw notFound('Author');

    // One check-in per person per CHECK_IN_HOURS: the lock makes two moderators at once agree.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('check-in'), ${author.id}::int4)`);
    const [recent] = await tx
      .select({ createdAt: checkIns.createdAt })
      .from(checkIns)
      .where(and(eq(checkIns.authorId, author.id), gt(checkIns.createdAt, sql`now() - make_interval(hours => ${CHECK_IN_HOURS})`)))
      .orderBy(desc(checkIns.createdAt))
      .limit(1);
    if (recent) {
      const next = new Date(recent.createdAt.getTime() + CHECK_IN_HOURS * 3_600_000);
      throw conflict(
        `MindSpace Safety Team checked in with this person less than ${CHECK_IN_HOURS} hours ago. Another check-in is possible from ${formatEnd(next)}.`,
      );
    }

    const teamId = await safetyTeamId(tx);
    const conversationId = await findOrCreateDirectConversation(tx, { userId: teamId, otherUserId: author.id });
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId: teamId, body: CHECK_IN_MESSAGE, createdAt: sql`now()` })
      .returning({ id: messages.id });
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(conversations.id, conversationId));
    await emitEvent(tx, { type: 'message.created', userId: author.id, payload: { conversationId, messageId: message.id } });
    const [row] = await tx
      .insert(checkIns)
      .values({ authorId: author.id, reportId, sentById: actor.id })
      .returning({ createdAt: checkIns.createdAt });
    await tx
      .insert(moderationLog)
      .values({ actorId: actor.id, action: 'check-in', targetType: 'report', targetId: reportId, reason: null });
    return { sent: true as const, nextAllowedAt: new Date(row.createdAt.getTime() + CHECK_IN_HOURS * 3_600_000).toISOString() };
  });
}
