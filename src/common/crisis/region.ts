/**
 * ISO 3166-1 alpha-2 country codes, checked with Intl (no list of our own to keep up to date).
 */

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);

/**
 * An ISO 3166-1 alpha-2 country code as Intl knows it: a region with a name, written the
 * canonical way (so the alias "UK" is refused for "GB"), and not a grouping or placeholder
 * ("EU", "UN", "QO", "ZZ").
 * @param code the code, upper case
 */
export function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code) || REGION_NAMES.of(code) === undefined) return false;
  return new Intl.Locale(`und-${code}`).region === code;
}
