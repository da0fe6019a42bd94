/**
 * System accounts: people-shaped accounts MindSpace itself writes as (today only MindSpace Safety
 * Team, which sends check-ins, decision 0029). Each has an identity whose issuer is SYSTEM_ISSUER,
 * which no sign-in provider can produce, so nobody can sign in as one. They are not members: the
 * admin user list and the member count leave them out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index';

/** The identity issuer of every system account (never a real OpenID Connect issuer URL). */
export const SYSTEM_ISSUER = 'mindspace:system';

/**
 * A where-clause fragment true for a `users` row that is a real member, false for a system account.
 * @returns SQL for `where` (a NOT EXISTS on identities, served by its (issuer, subject) key and user id)
 */
export function isMemberAccount(): SQL {
  return sql`not exists (select 1 from identities i where i.user_id = ${users.id} and i.issuer = ${SYSTEM_ISSUER})`;
}
