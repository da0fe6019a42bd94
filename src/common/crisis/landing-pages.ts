/**
 * The prerendered landing pages: one per shipped locale and crisis country, written
 * by scripts/prerender-landing.ts and chosen by the server (src/server/web-static.ts) from the
 * visitor's Accept-Language.
 */
import type { Locale } from '../i18n/locales';
import { CRISIS_DATA } from './data';

/** The page of a country the crisis data does not list: the international directories, no emergency number. */
export const UNLISTED_COUNTRY = 'ZZ';

/** Whose lines a visitor with no country in their languages sees: the spec's. */
export const SPEC_COUNTRY = 'US';

/**
 * The country whose landing page a visitor gets.
 * @param region the region of their languages (ISO 3166-1 alpha-2), or null when none names one
 * @returns that country when the crisis data lists it; UNLISTED_COUNTRY for any other; SPEC_COUNTRY without a region
 */
export function landingCountry(region: string | null): string {
  if (region === null) return SPEC_COUNTRY;
  return Object.hasOwn(CRISIS_DATA.countries, region) ? region : UNLISTED_COUNTRY;
}

/**
 * Where the landing page of a locale and country is, inside dist/web.
 * @param locale a shipped locale; country a code landingCountry returns
 */
export function landingPagePath(locale: Locale, country: string): string {
  return `landing/${locale}/${country}.html`;
}
