/**
 * Sanctions: staff warn, silence and suspend members, admins also ban; staff
 * lift them. Each change runs in one transaction with its moderation_log row, the member's
 * private notification and, for a suspension or ban, the end of every session and live stream
 * of the member. A sanction is shown to the member and staff only, never to other members.
 */
import { addDays } from 'date-fns';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import { moderationLog, sanctions, users } from '../../db/schema/index';
import { ACCOUNT_SUSPENDED_EVENT } from '../../events/stream-ends';
import { notFound } from '../../errors';
import { emitEvent } from '../../events/outbox';
import type { RowPolicy } from '../../auth/policy';
import { createNotification } from '../../shared/notify';
import { endOf, silenceMessage } from '../../shared/silence-message';
import { words, type Words } from '../../i18n/messages';
import { APPEAL_DAYS, type SanctionType } from '../../../common/constants';
import type { TSanction } from '../../../common/schemas/index';
import { live } from '../../shared/live';

/** Milliseconds in a day (sanction lengths are whole days from the moment they are given). */

/**
 * A decision notice (a sanction or a removal) with how to ask for a second look,
 * as every decision notice ends.
 * @param notice what was decided, in the catalog's words
 * @returns 'notification.decision': the notice, then how to appeal within APPEAL_DAYS
 */
export function withHowToAppeal(notice: Words): Words {
  return words('notification.decision', { notice, days: APPEAL_DAYS });
}

/** Where a decision notice leads: the member's decisions, where they can appeal. */
export const DECISIONS_LINK = '/decisions';

/** What each sanction's notification says to the member (plain and calm; the reason is the moderator's). */
function noticeFor(type: SanctionType, reason: string, endsAt: Date | null): Words {
  return withHowToAppeal(sanctionWords(type, reason, endsAt));
}

function sanctionWords(type: SanctionType, reason: string, endsAt: Date | null): Words {
  switch (type) {
    case 'warn':
      return words('notification.warn', { reason });
    case 'silence':
      return silenceMessage({ reason, endsAt });
    case 'suspend':
      return words('notification.suspend', { end: endOf(endsAt), reason });
    case 'ban':
      return words('notification.ban', { reason });
  }
}

const creator = alias(users, 'sanction_creator');

/** Every sanction of a member, newest first, as staff see them. */
export async function listSanctions(db: Db, userId: number): Promise<TSanction[]> {
  const rows = await db
    .select({
      id: sanctions.id,
      type: sanctions.type,
      reason: sanctions.reason,
      endsAt: sanctions.endsAt,
      createdAt: sanctions.createdAt,
      liftedAt: sanctions.liftedAt,
      createdBy: { id: creator.id, firstName: creator.firstName },
      inForce: sql<boolean>`(${sanctions.type} <> 'warn' and ${sanctions.liftedAt} is null
        and (${sanctions.endsAt} is null or ${sanctions.endsAt} > now()))`,
    })
    .from(sanctions)
    .leftJoin(creator, eq(creator.id, sanctions.createdById))
    .where(eq(sanctions.userId, userId))
    .orderBy(desc(sanctions.id));
  return rows.map(presentSanction);
}

function presentSanction(r: {
  id: number;
  type: SanctionType;
  reason: string;
  endsAt: Date | null;
  createdAt: Date;
  liftedAt: Date | null;
  createdBy: { id: number; firstName: string | null } | null;
  inForce: boolean;
}): TSanction {
  return {
    id: r.id,
    type: r.type,
    reason: r.reason,
    endsAt: r.endsAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    liftedAt: r.liftedAt?.toISOString() ?? null,
    inForce: r.inForce,
  };
}

/** The member a sanction is about, locked for the transaction (two moderators at once queue up). */
async function lockMember(tx: Db, userId: number) {
  const [member] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), live(users)))
    .for('update');
  if (!member) throw notFound('User');
  return member;
}

/**
 * Gives a member a sanction, in one transaction: the sanction row, a private notification
 * with the reason, a moderation_log row 'sanction-added', and for 'suspend' and 'ban'
 * an 'account.suspended' event `{ reason, endsAt }` (the member's own streams: they close, and
 * the web shows the restricted session's page).
 * @param db the database
 * @param policy the request's row policy: its actor is the moderator or admin (the chain has
 *   checked 'sanction:create'; 'sanction:target' and 'sanction:ban' are decided here)
 * @param userId the member
 * @param input type, reason, days (validated: days for silence and suspend only, 1–365)
 * @returns the sanction as staff see it
 * @throws AppError 404 unknown or closed account; 403 when the person is staff or the actor
 *   themselves ('sanction:target'), or a moderator bans ('sanction:ban')
 */
export async function addSanction(
  db: Db,
  policy: RowPolicy,
  userId: number,
  input: { type: SanctionType; reason: string; days?: number | null },
): Promise<TSanction> {
  const actor = policy.actor;
  const id = await db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    policy.require('sanction:target', { userId, role: member.role });
    if (input.type === 'ban') policy.require('sanction:ban');
    const endsAt = input.days ? addDays(new Date(), input.days) : null;
    const [row] = await tx
      .insert(sanctions)
      .values({ userId, type: input.type, reason: input.reason, endsAt, createdById: actor.id })
      .returning({ id: sanctions.id });
    await createNotification(tx, userId, 'sanction', noticeFor(input.type, input.reason, endsAt), DECISIONS_LINK);
    if (input.type === 'suspend' || input.type === 'ban') {
      // The member's own streams only: they end, and the web shows the restricted session's page
      // (their decisions, how to appeal, help). Sessions stay: the session cache drops them and
      // the next request resolves the suspension.
      await emitEvent(tx, {
        type: ACCOUNT_SUSPENDED_EVENT,
        userId,
        payload: { reason: input.reason, endsAt: endsAt?.toISOString() ?? null },
      });
    }
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: 'sanction-added',
      targetType: 'user',
      targetId: userId,
      reason: input.reason,
      details: { sanctionId: row.id, type: input.type, endsAt: endsAt?.toISOString() ?? null },
    });
    return row.id;
  });
  return (await listSanctions(db, userId)).find((s) => s.id === id)!;
}

/**
 * Lifts (ends now) a sanction, or withdraws a warning, in one transaction with a
 * moderation_log row 'sanction-lifted' and a notification to the member.
 * @param db the database
 * @param policy the request's row policy: its actor is the moderator or admin (the chain has
 *   checked 'sanction:lift'; 'sanction:ban' is decided here)
 * @param userId the member; id the sanction
 * @returns the sanction, now lifted
 * @throws AppError 404 unknown sanction (or not this member's, or already lifted); 403 when a
 *   moderator lifts a ban ('sanction:ban')
 */
export async function liftSanction(db: Db, policy: RowPolicy, userId: number, id: number): Promise<TSanction> {
  const actor = policy.actor;
  await db.transaction(async (tx) => {
    const [sanction] = await tx
      .select({ type: sanctions.type })
      .from(sanctions)
      .where(and(eq(sanctions.id, id), eq(sanctions.userId, userId), isNull(sanctions.liftedAt)))
      .for('update');
    if (!sanction) throw notFound('Sanction');
    if (sanction.type === 'ban') policy.require('sanction:ban');
    await tx
      .update(sanctions)
      .set({ liftedAt: sql`now()`, liftedById: actor.id })
      .where(eq(sanctions.id, id));
    const notice =
      sanction.type === 'warn' ? words('notification.warningWithdrawn') : words('notification.sanctionLifted', { type: sanction.type });
    await createNotification(tx, userId, 'sanction', notice, null);
    await tx.insert(moderationLog).values({
      actorId: actor.id,
      action: 'sanction-lifted',
      targetType: 'user',
      targetId: userId,
      reason: null,
      details: { sanctionId: id, type: sanction.type },
    });
  });
  return (await listSanctions(db, userId)).find((s) => s.id === id)!;
}
