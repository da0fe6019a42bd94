/**
 * Choosing a language from a request's Accept-Language header, by @fastify/accept-negotiator
 * (quality values weigh first; between equal qualities, the header's own order).
 */
import { Negotiator } from '@fastify/accept-negotiator';
import { shippedLocaleOf, DEFAULT_LOCALE, type Locale } from '../../common/i18n/locales';
import { isRegionCode } from '../../common/crisis/region';

/**
 * The best of the header's languages by `candidateOf`: each tag of the header is mapped to what
 * it stands for (or skipped when it stands for nothing), and the negotiator picks among those by
 * the header's quality values, the earlier tag winning a tie.
 * @param header the Accept-Language header, if any (several headers are read as one list)
 * @param candidateOf what a tag of the header stands for, or null when it is of no use
 * @returns the chosen value, or null when no tag stands for anything (no header, `*`, unknown tags)
 */
export function negotiateLanguage<T extends string>(
  header: string | string[] | undefined,
  candidateOf: (tag: string) => T | null,
): T | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const byTag = new Map<string, T>();
  for (const part of value.split(',')) {
    const tag = part.split(';')[0].trim();
    if (!tag || tag === '*' || byTag.has(tag)) continue;
    const candidate = candidateOf(tag);
    if (candidate !== null) byTag.set(tag, candidate);
  }
  if (byTag.size === 0) return null;
  // The header's tags themselves are the supported values, in the header's order, so that a tie
  // goes to the tag the caller wrote first; the negotiator applies the quality values.
  const chosen = new Negotiator({ supportedValues: [...byTag.keys()] }).negotiate(value);
  return chosen === null ? null : (byTag.get(chosen) ?? null);
}

/**
 * The shipped locale a visitor's browser asks for (a signed-out visitor gets the best
 * match of Accept-Language, English otherwise).
 * @param header the Accept-Language header, if any
 * @returns a shipped locale; DEFAULT_LOCALE ('en') when the header asks for none of them
 */
export function visitorLocale(header: string | string[] | undefined): Locale {
  return negotiateLanguage(header, shippedLocaleOf) ?? DEFAULT_LOCALE;
}

/**
 * The country of the first language tag that names one ('en-AU' → 'AU'): the best guess of a
 * person's country from their browser's languages (never from where they connect).
 * @param acceptLanguage the Accept-Language header, if any
 * @returns an ISO 3166-1 alpha-2 code, or null when no tag names a country ('en', '*', none)
 */
export function countryFromLanguages(acceptLanguage: string | string[] | undefined): string | null {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  for (const part of (value ?? '').split(',')) {
    try {
      const region = new Intl.Locale(part.split(';')[0].trim()).region;
      if (region && isRegionCode(region)) return region;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return null;
}
