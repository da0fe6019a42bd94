/**
 * Whose language a text is written in: a member's `locale` setting, else (for the
 * request they are making) their browser's Accept-Language, else English.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { userSettings } from '../db/schema/index';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/i18n/locales';
import { visitorLocale } from '../shared/accept-language';

/**
 * The language a request is answered in: the signed-in member's setting, else the best match
 * of its Accept-Language header, else English.
 * @param db database (one indexed read of the member's settings; none when signed out)
 * @param request the request (its `user` and `accept-language` header)
 * @returns a shipped locale
 */
export async function requestLocale(db: Db, request: FastifyRequest): Promise<Locale> {
  if (request.user) {
    const chosen = await memberLocales(db, [request.user.id]);
    const locale = chosen.get(request.user.id);
    if (locale) return locale;
  }
  return visitorLocale(request.headers['accept-language']);
}

/**
 * The chosen language of each of some members (for texts written to them outside a request:
 * emails, notices).
 * @param db database or transaction
 * @param userIds the members
 * @returns their shipped locale by id; members who chose none are left out
 */
export async function memberLocales(db: Db, userIds: readonly number[]): Promise<Map<number, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userSettings.userId, locale: userSettings.locale })
    .from(userSettings)
    .where(userIds.length === 1 ? eq(userSettings.userId, userIds[0]) : inArray(userSettings.userId, [...userIds]));
  return new Map(rows.flatMap((r) => (isLocale(r.locale) ? [[r.userId, r.locale] as const] : [])));
}

/**
 * One member's language for a text written to them when they are not asking (an email, a
 * check-in): their setting, else English.
 * @param db database or transaction
 * @param userId the member
 */
export async function memberLocale(db: Db, userId: number): Promise<Locale> {
  return (await memberLocales(db, [userId])).get(userId) ?? DEFAULT_LOCALE;
}
