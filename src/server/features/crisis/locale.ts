/**
 * The language to name countries in, from a request's Accept-Language.
 */
import Negotiator from 'negotiator';

/**
 * The caller's most preferred language that Intl.DisplayNames can name regions in, as a
 * canonical BCP 47 tag ("fr", "pt-BR"); "en" when there is no header or no usable tag.
 * Tags are tried in the header's order of preference (q-values); a malformed tag is skipped.
 * @param header the Accept-Language header, if any
 */
export function displayLocale(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  for (const tag of new Negotiator({ headers: { 'accept-language': value } }).languages()) {
    if (tag === '*') continue;
    try {
      const [supported] = Intl.DisplayNames.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // A malformed tag (RangeError): try the next one.
    }
  }
  return 'en';
}
