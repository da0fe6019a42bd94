/**
 * Claims: a moderator says 'I am looking at this card', so two moderators do not
 * act on the same report without knowing it. One claim per card (reported target); it counts
 * while it was claimed or acted on within CLAIM_MINUTES, and goes when the card is settled.
 * Claims are a courtesy between staff, not a lock: anyone may still review a claimed card, as
 * an urgent card must never wait on someone who walked away.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { reportClaims, reports, users } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../errors';
import { announceToStaff } from '../../shared/staff-events';
import { targetKey } from '../../shared/targets';
import { CLAIM_MINUTES, type ReportTargetType } from '../../../common/constants';
import type { Actor } from '../../auth/policy';
import { words } from '../../i18n/messages';

/** The live event that tells staff the queue changed (a claim taken or released). */
export const QUEUE_CHANGED_EVENT = 'queue.changed';

/** Who holds a claim, as the queue shows it. */
export type ClaimHolder = { id: number; firstName: string | null };

/** A claim that still counts: claimed or acted on within CLAIM_MINUTES. */
export const claimLiveSql = sql`${reportClaims.activeAt} > now() - make_interval(mins => ${CLAIM_MINUTES}::int)`;

/** The 409 a moderator gets for a card someone else holds, naming them. */
function heldBy(holder: ClaimHolder | undefined): AppError {
  return new AppError('conflict', words('error.claimed', { name: holder?.firstName ?? words('error.anotherModerator') }), 'claimed');
}

/** The target of a pending report; 404 when there is no such report, 409 once it was reviewed. */
async function pendingTarget(tx: Db, reportId: number): Promise<{ targetType: ReportTargetType; targetId: number }> {
  const [report] = await tx
    .select({ status: reports.status, targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw notFound('Report');
  if (report.status !== 'pending') throw conflict(words('error.alreadyReviewed'));
  return report;
}

/** The live claim on a target, with its holder's name (undefined when nobody holds it). */
async function liveClaim(tx: Db, targetType: ReportTargetType, targetId: number): Promise<ClaimHolder | undefined> {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName })
    .from(reportClaims)
    .innerJoin(users, eq(users.id, reportClaims.moderatorId))
    .where(and(eq(reportClaims.targetType, targetType), eq(reportClaims.targetId, targetId), claimLiveSql));
  return row;
}

/**
 * Claims a pending report's card for the actor, or renews their own claim; a lapsed claim of
 * someone else's is taken over. Tells every staff screen.
 * @param db the database
 * @param actor the moderator or admin
 * @param reportId any report of the card
 * @throws AppError 404 unknown report; 409 when it was reviewed, or another moderator holds it
 *   (the message names them; code 'claimed')
 */
export async function claimReport(db: Db, actor: NonNullable<Actor>, reportId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { targetType, targetId } = await pendingTarget(tx, reportId);
    // One statement settles a race between two moderators: the second one's update matches nothing.
    const taken = await tx
      .insert(reportClaims)
      .values({ targetType, targetId, moderatorId: actor.id })
      .onConflictDoUpdate({
        target: [reportClaims.targetType, reportClaims.targetId],
        set: { moderatorId: actor.id, activeAt: sql`now()` },
        setWhere: or(eq(reportClaims.moderatorId, actor.id), sql`not (${claimLiveSql})`),
      })
      .returning({ moderatorId: reportClaims.moderatorId });
    if (taken.length === 0) throw heldBy(await liveClaim(tx, targetType, targetId));
    await announceToStaff(tx, { type: QUEUE_CHANGED_EVENT, payload: { reportId } });
  });
}

/**
 * Releases the actor's claim on a report's card (nothing to do when nobody holds it).
 * @param db the database
 * @param actor the moderator or admin
 * @param reportId any report of the card
 * @throws AppError 404 unknown report; 409 when another moderator holds it (named)
 */
export async function releaseReport(db: Db, actor: NonNullable<Actor>, reportId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ targetType: reports.targetType, targetId: reports.targetId })
      .from(reports)
      .where(eq(reports.id, reportId));
    if (!report) throw notFound('Report');
    const holder = await liveClaim(tx, report.targetType, report.targetId);
    if (holder && holder.id !== actor.id) throw heldBy(holder);
    await settleClaim(tx, report.targetType, report.targetId);
    if (holder) await announceToStaff(tx, { type: QUEUE_CHANGED_EVENT, payload: { reportId } });
  });
}

/**
 * Renews the actor's own claim on a card when they act on it (a check-in), so it does not lapse
 * while they work; another moderator's claim is left as it is.
 * @param tx the transaction of the action
 */
export async function renewClaim(tx: Db, actor: NonNullable<Actor>, targetType: ReportTargetType, targetId: number): Promise<void> {
  await tx
    .update(reportClaims)
    .set({ activeAt: sql`now()` })
    .where(and(eq(reportClaims.targetType, targetType), eq(reportClaims.targetId, targetId), eq(reportClaims.moderatorId, actor.id)));
}

/**
 * Removes the claim on a card, once it is settled (reviewed, or its content removed).
 * @param tx the transaction of the action
 */
export async function settleClaim(tx: Db, targetType: ReportTargetType, targetId: number): Promise<void> {
  await tx.delete(reportClaims).where(and(eq(reportClaims.targetType, targetType), eq(reportClaims.targetId, targetId)));
}

/**
 * The live claims on some targets, with their holders.
 * @param db the database
 * @param targets the cards' targets
 * @returns targetKey → holder (absent: nobody holds it)
 */
export async function claimsOf(db: Db, targets: { type: ReportTargetType; id: number }[]): Promise<Map<string, ClaimHolder>> {
  if (targets.length === 0) return new Map();
  const rows = await db
    .select({ targetType: reportClaims.targetType, targetId: reportClaims.targetId, id: users.id, firstName: users.firstName })
    .from(reportClaims)
    .innerJoin(users, eq(users.id, reportClaims.moderatorId))
    .where(
      and(
        inArray(
          reportClaims.targetId,
          targets.map((t) => t.id),
        ),
        claimLiveSql,
      ),
    );
  return new Map(rows.map((r) => [targetKey(r.targetType, r.targetId), { id: r.id, firstName: r.firstName }]));
}
