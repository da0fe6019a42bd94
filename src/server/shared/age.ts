/**
 * Age bands instead of birth dates (decision 0080). A person gives the month and year they were
 * born; MindSpace keeps only the band ('13-15', '16-17', '18+') and the first instant of the
 * month it next changes, and works the band out again on every read, so it moves on when that
 * month comes without a job. Months are counted in UTC; in the birth month a person counts as
 * having had their birthday (only the month is known).
 */
import { createHash } from 'node:crypto';
import { MINIMUM_AGE, type AgeBand } from '../../common/constants';
import type { TBirthMonthYear } from '../../common/schemas/users';
import type { Settings } from './settings';
import { eq, sql } from 'drizzle-orm';
import { badRequest } from '../errors';
import type { Db } from '../db/connect';
import { users, userSettings } from '../db/schema/index';
import { words } from '../i18n/messages';

/** What a birth month and year says now: a band and when it next changes, or too young and from when not. */
export type AgeAnswer = { band: AgeBand; changesAt: Date | null } | { band: null; oldEnoughFrom: Date };

/** The first instant (UTC) of the month `age` years after the birth month. */
const monthOfBirthday = (birth: TBirthMonthYear, age: number) => new Date(Date.UTC(birth.birthYear + age, birth.birthMonth - 1, 1));

/**
 * The band a birth month and year gives today.
 * @param birth birthYear (four digits) and birthMonth (1–12)
 * @param now the current time
 * @returns the band and the start of the month it next changes (null for '18+'), or `band` null
 *   with the start of the month the person turns 13
 * @throws AppError 400 when the month is after the current one
 */
export function ageBandFor(birth: TBirthMonthYear, now: Date): AgeAnswer {
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  if (monthOfBirthday(birth, 0).getTime() > thisMonth) throw badRequest(words('error.birthMonthInFuture'));
  const age = now.getUTCFullYear() - birth.birthYear - (now.getUTCMonth() + 1 < birth.birthMonth ? 1 : 0);
  if (age < MINIMUM_AGE) return { band: null, oldEnoughFrom: monthOfBirthday(birth, MINIMUM_AGE) };
  if (age < 16) return { band: '13-15', changesAt: monthOfBirthday(birth, 16) };
  if (age < 18) return { band: '16-17', changesAt: monthOfBirthday(birth, 18) };
  return { band: '18+', changesAt: null };
}

/**
 * The band a member is in now, from the stored band and the month it next changes.
 * @param row the member's `ageBand` and `ageBandChangesAt` (users columns)
 * @param now the current time
 * @returns the band now, or null when the member has not given their age
 */
export function currentAgeBand(row: { ageBand: AgeBand | null; ageBandChangesAt: Date | null }, now = new Date()): AgeBand | null {
  let band = row.ageBand;
  let changesAt = row.ageBandChangesAt;
  while (band !== null && band !== '18+' && changesAt !== null && changesAt <= now) {
    // 16 is two years before 18: the month of the 18th birthday follows from the 16th's.
    [band, changesAt] =
      band === '13-15' ? ['16-17', new Date(Date.UTC(changesAt.getUTCFullYear() + 2, changesAt.getUTCMonth(), 1))] : ['18+', null];
  }
  return band;
}

/**
 * Whether a band gets the under-18 protections. A member with no band counts as an adult.
 * @param band the member's band now (currentAgeBand), or null
 */
export function isUnder18(band: AgeBand | null | undefined): boolean {
  return band === '13-15' || band === '16-17';
}

/**
 * The settings a member under 18 starts with: nobody may start a conversation
 * with them, the situation stays private and no email is sent until they turn it on.
 */
export const UNDER_18_SETTINGS = {
  allowDirectMessages: 'nobody',
  showStatusSituation: false,
  emailMessages: false,
  emailReplies: false,
  emailModeration: false,
} as const satisfies Partial<Settings>;

/**
 * The key an under-13 refusal is kept under: the SHA-256 of the identity's issuer and subject, so
 * the row cannot name the person, yet the same sign-in finds it again.
 * @param identity issuer and subject of a sign-in identity
 * @returns 64 hex digits
 */
export function identityHash(identity: { issuer: string; subject: string }): string {
  return createHash('sha256').update(`${identity.issuer}\n${identity.subject}`).digest('hex');
}

/**
 * Keeps a member's age band (never the birth date) and, for a member under 18, sets the
 * under-18 settings. Runs inside the caller's transaction.
 * @param tx transaction
 * @param userId the member
 * @param age the band and when it next changes (settleAge)
 */
export async function storeAgeBand(tx: Db, userId: number, age: { band: AgeBand; changesAt: Date | null }): Promise<void> {
  await tx.update(users).set({ ageBand: age.band, ageBandChangesAt: age.changesAt }).where(eq(users.id, userId));
  if (!isUnder18(age.band)) return;
  await tx
    .insert(userSettings)
    .values({ userId, ...UNDER_18_SETTINGS })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...UNDER_18_SETTINGS, updatedAt: sql`now()` } });
}
