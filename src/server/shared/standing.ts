/**
 * A member's standing: the sanctions in force on them now (decision 0028). Read by the write
 * gate (silence), the session lookup and sign-in (suspension and ban). A sanction is in force
 * when it is not lifted and has not ended; a warning is never in force (it is only a notice).
 */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sanctions } from '../db/schema/index';

/** The sanction that limits what a member may do, as the member reads it. */
export type SanctionInForce = { id: number; type: 'silence' | 'suspend' | 'ban'; reason: string; endsAt: Date | null };

/** A member's standing: the silence and the suspension (or ban) in force, if any. */
export type Standing = { silence: SanctionInForce | null; suspension: SanctionInForce | null };

/** SQL condition on the sanctions table: the row is in force now (not a warning, not lifted, not ended). */
export const sanctionInForceSql: SQL | undefined = and(
  isNull(sanctions.liftedAt),
  inArray(sanctions.type, ['silence', 'suspend', 'ban']),
  or(isNull(sanctions.endsAt), gt(sanctions.endsAt, sql`now()`)),
);

/**
 * SQL condition: the user named by `userId` is suspended or banned now (used by the session
 * lookup, so a suspended member's old cookie opens nothing).
 * @param userId a column or value naming the user
 */
export function suspendedSql(userId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${sanctions} where ${sanctions.userId} = ${userId} and ${sanctionInForceSql}
    and ${sanctions.type} in ('suspend', 'ban'))`;
}

/**
 * The sanctions in force on a member now. When several overlap, the one that lasts longest
 * wins (a ban, or the latest end).
 * @param db database or transaction
 * @param userId the member
 * @returns `{ silence, suspension }`, each null when none is in force
 */
export async function standingOf(db: Db, userId: number): Promise<Standing> {
  const rows = await db
    .select({ id: sanctions.id, type: sanctions.type, reason: sanctions.reason, endsAt: sanctions.endsAt })
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), sanctionInForceSql))
    .orderBy(sql`${sanctions.endsAt} desc nulls first`, desc(sanctions.id));
  const first = (types: string[]) => (rows.find((r) => types.includes(r.type)) as SanctionInForce | undefined) ?? null;
  return { silence: first(['silence']), suspension: first(['suspend', 'ban']) };
}
