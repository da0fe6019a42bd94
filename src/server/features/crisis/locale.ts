/**
 * The language to name countries in, from a request's Accept-Language.
 */
import { negotiateLanguage } from '../../shared/accept-language';

/**
 * The language `tag` names regions in, canonical ("fr-ch" → "fr-CH"), or null when
 * Intl.DisplayNames cannot use it (unsupported or malformed).
 */
function displayLanguageOf(tag: string): string | null {
  try {
    return Intl.DisplayNames.supportedLocalesOf([tag])[0] ?? null;
  } catch {
    return null; // A malformed tag (RangeError).
  }
}

/**
 * The caller's most preferred language that Intl.DisplayNames can name regions in, as a
 * canonical BCP 47 tag ("fr", "pt-BR"); "en" when there is no header or no usable tag.
 * Tags are tried in the header's order of preference (q-values); a malformed tag is skipped.
 * @param header the Accept-Language header, if any
 */
export function displayLocale(header: string | string[] | undefined): string {
  return negotiateLanguage(header, displayLanguageOf) ?? 'en';
}
