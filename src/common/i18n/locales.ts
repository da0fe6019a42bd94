/**
 * The languages MindSpace ships: their BCP 47 tags, their writing direction and
 * how a tag a browser or person asks for maps onto one of them.
 */

/** The shipped locales; English is the source language and the fallback. */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Each language's name in itself, as a reader looks for their own among others. Written here,
 * not asked of Intl.DisplayNames: the prerendered page (Node's ICU) and the browser's must agree.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

/** The source language, and what anyone gets when nothing they ask for is shipped. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Locales written right to left. */
const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Whether `value` is exactly one of the shipped tags (case as written in LOCALES). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The writing direction of a shipped locale, for `<html dir>`.
 * @param locale a shipped locale
 * @returns 'rtl' for Arabic, else 'ltr'
 */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** The `<html>` tag of the web client's index.html as built: English, left to right. */
export const BUILT_HTML_TAG = '<html lang="en" dir="ltr">';

/**
 * A page as built (index.html, or a landing page made from it) marked with a locale on its
 * `<html lang dir>`, so the client speaks it from the start and a screen reader reads the page in
 * it; English is the page as built.
 * @param html the page, holding BUILT_HTML_TAG
 * @param locale a shipped locale
 * @returns the page with the locale's lang and direction
 */
export function htmlInLocale(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(BUILT_HTML_TAG, `<html lang="${locale}" dir="${localeDirection(locale)}">`);
}

/**
 * The shipped locale a requested language tag stands for: the same tag in any case ("PT-br"),
 * else the shipped locale of the same language ("es-MX" → "es", "pt-PT" → "pt-BR", "ar-EG" → "ar").
 * @param tag a BCP 47 tag as a browser sends it
 * @returns the shipped locale, or null when its language is not shipped (or the tag is `*` or empty)
 */
export function shippedLocaleOf(tag: string): Locale | null {
  const wanted = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

/**
 * The first of `tags` (in the order given: most preferred first, as `navigator.languages`) that a
 * shipped locale stands for.
 * @param tags requested language tags, most preferred first
 * @returns that shipped locale, or DEFAULT_LOCALE when none matches
 */
export function bestLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = shippedLocaleOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
