/**
 * The neutral age screen, shared by onboarding (POST /api/users/me/onboarding)
 * and the one-time question to members who joined before it (POST /api/users/me/age): the
 * month and year of birth become an age band; someone under 13 is refused, their new account
 * closed and purged at once, and the refusal kept against their sign-in identity (hashed) so
 * that another birth year does not get them in.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { ageRefusals, identities } from '../../db/schema/index';
import { AppError } from '../../errors';
import { ageBandFor, identityHash } from '../../shared/age';
import { getSettings } from '../../shared/settings';
import { CRISIS_DATA, wireLine } from '../../../common/crisis/data';
import type { TBirthMonthYear } from '../../../common/schemas/users';
import type { TCrisisLine } from '../../../common/schemas/crisis';
import type { AgeBand } from '../../../common/constants';
import { countryFromLanguages } from '../../shared/accept-language';
import { purgeAccount } from '../../shared/purge-account';
import { closeAccount } from './queries';
import { words } from '../../i18n/messages';

/** What someone under 13 reads (kind words: they did nothing wrong, and help is near). */
export const UNDER_MINIMUM_AGE_MESSAGE = words('error.underMinimumAge');

/**
 * The helplines for younger children in a country: its lines for young people in the crisis
 * data, else the international directories (which list children's helplines too).
 * @param country ISO 3166-1 alpha-2 code, or null when not known
 */
export function childrensHelplines(country: string | null): TCrisisLine[] {
  const entry = country && Object.hasOwn(CRISIS_DATA.countries, country) ? CRISIS_DATA.countries[country] : undefined;
  const forYoungPeople = entry?.lines.filter((line) => line.audience === 'young people') ?? [];
  return (forYoungPeople.length > 0 ? forYoungPeople : CRISIS_DATA.international).map((line) => wireLine(line));
}

/**
 * Works out a person's age band from their month and year of birth, refusing someone under 13.
 * @param db database
 * @param params.me the person (id); birth: birthYear, birthMonth; acceptLanguage: their
 *   browser's languages (whose country's helplines to send when their country is not set); now
 * @returns the band and the start of the month it next changes (null for '18+')
 * @throws AppError 400 for a month still to come; 403 `under_minimum_age` { message, country,
 *   helplines } when they are under 13 now, or were by what an earlier sign-in of the same
 *   identity said: their account is then closed and purged, and the refusal kept (hashed identity)
 */
export async function settleAge(
  db: Db,
  params: { me: { id: number }; birth: TBirthMonthYear; acceptLanguage?: string; now?: Date },
): Promise<{ band: AgeBand; changesAt: Date | null }> {
  const now = params.now ?? new Date();
  const answer = ageBandFor(params.birth, now);
  const hashes = (await db.select().from(identities).where(eq(identities.userId, params.me.id))).map(identityHash);
  const [earlier] = hashes.length
    ? await db
        .select()
        .from(ageRefusals)
        .where(and(inArray(ageRefusals.identityHash, hashes), gt(ageRefusals.refusedUntil, now)))
        .limit(1)
    : [];
  if (answer.band !== null && !earlier) return answer;

  // Another birth year does not move the first answer's date later or earlier: keep the first.
  const refusedUntil = earlier?.refusedUntil ?? (answer.band === null ? answer.oldEnoughFrom : now);
  const country = (await getSettings(db, params.me.id)).country ?? countryFromLanguages(params.acceptLanguage);
  if (hashes.length) {
    await db
      .insert(ageRefusals)
      .values(hashes.map((hash) => ({ identityHash: hash, refusedUntil })))
      .onConflictDoNothing();
  }
  await closeAccount(db, params.me.id);
  await purgeAccount(db, params.me.id);
  throw new AppError('forbidden', UNDER_MINIMUM_AGE_MESSAGE, 'under_minimum_age', { country, helplines: childrensHelplines(country) });
}
