/**
 * Check-ins (decision 0029): from a report, staff ask MindSpace Safety Team to send the author
 * of the reported content a private, supportive message with the crisis resources of the
 * landing page. The moderator never learns more about the author than the card already shows
 * (the response names nobody), the author never learns who reported or who asked, and a person
 * gets at most one check-in per CHECK_IN_HOURS, whoever asks.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { addHours } from 'date-fns';
import type { Db } from '../../db/connect';
import { checkIns, moderationLog, reports, userSettings, users } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { insertMessage } from '../../shared/messages';
import { announceSafetyChange } from '../../shared/safety-replies';
import type { Actor } from '../../auth/policy';
import { findOrCreateDirectConversation } from '../../shared/conversations';
import { loadTargets, targetKey } from '../../shared/targets';
import { endOf } from '../../shared/silence-message';
import { CHECK_IN_HOURS, SAFETY_REPLY_HOURS, type ReportTargetType } from '../../../common/constants';
import { renewClaim } from './claims';
import { safetyTeamId } from '../../shared/system-accounts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/i18n/locales';
import { crisisLineTexts, serverText, words } from '../../i18n/messages';
import { isDeletedRow } from '../../shared/live';

/**
 * The check-in, written with safe-messaging guidance (Samaritans, 988 Lifeline): warm and
 * plain, no judgement, no promises, a way to get help now; names nobody and quotes nothing.
 * It says that a person reads replies and when to expect an answer (SAFETY_REPLY_HOURS,
 * decision 0060), and points to the lines for anything sooner.
 * @param locale the member's language
 * @param country the member's country, whose crisis lines it names (null: the US lines)
 * @returns the message text (plain text, paragraphs separated by blank lines)
 */
export function checkInMessage(locale: Locale, country: string | null): string {
  return [
    serverText(locale, 'checkIn.hello'),
    serverText(locale, 'checkIn.notAlone'),
    crisisLineTexts(locale, country)
      .map((line) => `- ${line}`)
      .join('\n'),
    serverText(locale, 'checkIn.welcome'),
    serverText(locale, 'checkIn.reply', { hours: SAFETY_REPLY_HOURS }),
  ].join('\n\n');
}

/**
 * The member a report's check-in goes to: the author of its target (or the reported person),
 * with their country setting, whose crisis lines the check-in names.
 * @throws AppError 404 unknown report, or the author's account is closed
 */
async function checkInRecipient(
  db: Db,
  reportId: number,
): Promise<{ id: number; country: string | null; locale: Locale; report: { targetType: ReportTargetType; targetId: number } }> {
  const [report] = await db
    .select({ targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw notFound('Report');
  const target = (await loadTargets(db, [{ type: report.targetType, id: report.targetId }])).get(
    targetKey(report.targetType, report.targetId),
  );
  const [author] = target
    ? await db
        .select({ id: users.id, deletedAt: users.deletedAt, country: userSettings.country, locale: userSettings.locale })
        .from(users)
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(eq(users.id, target.author.id))
    : [];
  if (!author || isDeletedRow(author)) throw notFound('Author');
  return { id: author.id, country: author.country, locale: isLocale(author.locale) ? author.locale : DEFAULT_LOCALE, report };
}

/**
 * Sends a check-in to the author of a report's target, in one transaction: the Safety Team's
 * message in a direct conversation with the author (and its live event), a check_ins row, and
 * a moderation_log row 'check-in' naming the report only; the sender's claim on the card is renewed.
 * @param db the database
 * @param actor the moderator or admin (the route has checked 'report:checkIn')
 * @param reportId any report; its target's author (or the reported person) is written to
 * @returns `{ sent: true, nextAllowedAt }` (ISO time from which another check-in to them is possible)
 * @throws AppError 404 unknown report, or the author's account is closed; 409 when the person
 *   had a check-in in the last CHECK_IN_HOURS (the message says from when another is possible)
 */
export async function sendCheckIn(db: Db, actor: NonNullable<Actor>, reportId: number): Promise<{ sent: true; nextAllowedAt: string }> {
  return db.transaction(async (tx) => {
    const author = await checkInRecipient(tx, reportId);

    // One check-in per person per CHECK_IN_HOURS: the lock makes two moderators at once agree.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('check-in'), ${author.id}::int4)`);
    const [recent] = await tx
      .select({ createdAt: checkIns.createdAt })
      .from(checkIns)
      .where(and(eq(checkIns.authorId, author.id), gt(checkIns.createdAt, sql`now() - make_interval(hours => ${CHECK_IN_HOURS})`)))
      .orderBy(desc(checkIns.createdAt))
      .limit(1);
    if (recent) {
      const next = addHours(recent.createdAt, CHECK_IN_HOURS);
      throw conflict(words('error.checkInTooSoon', { hours: CHECK_IN_HOURS, next: endOf(next) }));
    }

    const teamId = await safetyTeamId(tx);
    const conversationId = await findOrCreateDirectConversation(tx, { userId: teamId, otherUserId: author.id });
    await insertMessage(tx, {
      conversationId,
      senderId: teamId,
      body: checkInMessage(author.locale, author.country),
      participantIds: [author.id],
    });
    await announceSafetyChange(tx, conversationId);
    const [row] = await tx
      .insert(checkIns)
      .values({ authorId: author.id, reportId, sentById: actor.id })
      .returning({ createdAt: checkIns.createdAt });
    await tx
      .insert(moderationLog)
      .values({ actorId: actor.id, action: 'check-in', targetType: 'report', targetId: reportId, reason: null });
    await renewClaim(tx, actor, author.report.targetType, author.report.targetId);
    return { sent: true as const, nextAllowedAt: addHours(row.createdAt, CHECK_IN_HOURS).toISOString() };
  });
}

/**
 * A check-in as staff read it: when, who asked for it, and from when another is possible.
 * @param row its time and the staff member who sent it (null once their account is gone, or
 *   `{ id: null }` from a left join)
 */
export function presentCheckIn(row: { createdAt: Date; sentBy: { id: number | null; firstName: string | null } | null }) {
  return {
    sentAt: row.createdAt.toISOString(),
    sentBy: row.sentBy?.id != null ? { id: row.sentBy.id, firstName: row.sentBy.firstName } : null,
    nextAllowedAt: addHours(row.createdAt, CHECK_IN_HOURS).toISOString(),
  };
}

/**
 * Every check-in a member received, newest first, as the member record lists them.
 * @param db the database
 * @param userId the member
 * @param limit the most to list
 * @returns `[{ id, sentAt, sentBy, reportId }]`
 */
export async function listCheckIns(db: Db, userId: number, limit: number) {
  const rows = await db
    .select({
      id: checkIns.id,
      createdAt: checkIns.createdAt,
      reportId: checkIns.reportId,
      sentBy: { id: users.id, firstName: users.firstName },
    })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.sentById))
    .where(eq(checkIns.authorId, userId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit);
  return rows.map((r) => {
    const { sentAt, sentBy } = presentCheckIn(r);
    return { id: r.id, sentAt, sentBy, reportId: r.reportId };
  });
}

/**
 * What a check-in from a report would say, before anyone sends it, and the author's last one.
 * @param db the database
 * @param reportId the report whose target's author would receive it
 * @returns `{ body, lastCheckIn }` (lastCheckIn null when they never had one)
 * @throws AppError 404 unknown report, or the author's account is gone
 */
export async function checkInPreview(db: Db, reportId: number) {
  const author = await checkInRecipient(db, reportId);
  const [last] = await listCheckIns(db, author.id, 1);
  const lastCheckIn = last ? presentCheckIn({ createdAt: new Date(last.sentAt), sentBy: last.sentBy }) : null;
  return { body: checkInMessage(author.locale, author.country), lastCheckIn };
}
