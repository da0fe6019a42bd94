/**
 * System accounts: people-shaped accounts MindSpace itself writes as (today only MindSpace Safety
 * Team, which sends check-ins). Each has an identity whose issuer is SYSTEM_ISSUER,
 * which no sign-in provider can produce, so nobody can sign in as one, and the role 'system'
 * (decision 0061), which no person can be given: the web shows its verified mark from that role,
 * never from a name. They are not members: the admin user list and the member count leave them out.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { identities, users } from '../db/schema/index';

/** The identity issuer of every system account (never a real OpenID Connect issuer URL). */
export const SYSTEM_ISSUER = 'mindspace:system';

/** The account check-ins come from: no sign-in identity a person could use, only this marker. */
export const SAFETY_TEAM = { issuer: SYSTEM_ISSUER, subject: 'safety-team', firstName: 'MindSpace Safety Team' } as const;

/**
 * A where-clause fragment true for a `users` row that is a real member, false for a system account.
 * @returns SQL for `where` (the row's role, no look-up)
 */
export function isMemberAccount(): SQL {
  return sql`${users.role} <> 'system'`;
}

/**
 * The Safety Team's user id, creating the account (role 'system') the first time, once even
 * under a race (an advisory lock for the rest of the transaction).
 * @param tx a transaction
 * @returns the account's user id
 */
export async function safetyTeamId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SAFETY_TEAM.issuer}), hashtext(${SAFETY_TEAM.subject}))`);
  const [found] = await tx
    .select({ id: identities.userId })
    .from(identities)
    .where(and(eq(identities.issuer, SAFETY_TEAM.issuer), eq(identities.subject, SAFETY_TEAM.subject)));
  if (found) return found.id;
  const [created] = await tx.insert(users).values({ firstName: SAFETY_TEAM.firstName, role: 'system' }).returning({ id: users.id });
  await tx.insert(identities).values({ userId: created.id, issuer: SAFETY_TEAM.issuer, subject: SAFETY_TEAM.subject });
  return created.id;
}
