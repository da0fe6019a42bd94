/**
 * A member's standing: the sanctions in force on them now. Read by the session
 * lookup (silence for the write gate; suspension and ban for the restricted session). A sanction is in force
 * when it is not lifted and has not ended; a warning is never in force (it is only a notice).
 */
import { and, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { sanctions } from '../db/schema/index';

/** SQL condition on the sanctions table: the row is in force now (not a warning, not lifted, not ended). */
export const sanctionInForceSql: SQL | undefined = and(
  isNull(sanctions.liftedAt),
  inArray(sanctions.type, ['silence', 'suspend', 'ban']),
  or(isNull(sanctions.endsAt), gt(sanctions.endsAt, sql`now()`)),
);
