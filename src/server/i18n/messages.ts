/**
 * Everything the server says in words, in the reader's language: one
 * ICU JSON catalog per shipped locale (`src/server/i18n/locales/<tag>.json`, the same format as the
 * web's), formatted by FormatJS's intl-messageformat. English is the source and
 * keeps the spec's words exactly; a message missing from another catalog falls back to English.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n/locales';
import en from './locales/en.json';
import type { MessageValues, ServerMessageId, Words } from './words';
import { crisisLineWords } from './crisis-lines';
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import ar from './locales/ar.json';
import { sayInWords, type ValidationId } from '../../common/i18n/validation';
import webEn from '../../common/i18n/locales/en.json';
import webEs from '../../common/i18n/locales/es.json';
import webPtBR from '../../common/i18n/locales/pt-BR.json';
import webFr from '../../common/i18n/locales/fr.json';
import webDe from '../../common/i18n/locales/de.json';
import webAr from '../../common/i18n/locales/ar.json';

const CATALOGS: Record<Locale, Partial<Record<ServerMessageId, string>>> = { en, es, 'pt-BR': ptBR, fr, de, ar };
/**
 * The web's catalogs, for the validation messages the common schemas name (`validation.*`):
 * one set of words for the web's forms and the server's 400 answers.
 */
const WEB_CATALOGS: Record<Locale, Partial<Record<ValidationId, string>>> = {
  en: webEn,
  es: webEs,
  'pt-BR': webPtBR,
  fr: webFr,
  de: webDe,
  ar: webAr,
};

/** Parsed messages by locale and id (parsing is the costly part; a message is parsed once). */
const formatters = new Map<string, IntlMessageFormat>();

/**
 * One server message in one language.
 * @param locale the reader's shipped locale
 * @param id the message's id (ServerMessageId)
 * @param values the message's arguments (ICU `{name}`), if any
 * @returns the formatted text; the English message when the locale's catalog lacks it
 * @throws Error when a value the message needs is missing (a programming error)
 */
export function serverText(locale: Locale, id: ServerMessageId, values?: MessageValues): string {
  const plain = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, plainValue(locale, value)]));
  return formatFrom(CATALOGS, locale, id, plain);
}

/**
 * A validation message of the common schemas (a zod issue's message) in the reader's language.
 * @param locale the reader's shipped locale
 * @param message the message: a validation message id with its values (`said`), or any
 *   other text (zod's own English messages), returned as it is
 * @returns the text
 */
export function validationText(locale: Locale, message: string): string {
  return sayInWords(message, (id, values) => formatFrom(WEB_CATALOGS, locale, id, values));
}

/** One message of a set of catalogs, formatted (English when the locale's catalog lacks it). */
function formatFrom<Id extends string>(
  catalogs: Record<Locale, Partial<Record<Id, string>>>,
  locale: Locale,
  id: Id,
  values?: Record<string, string | number>,
): string {
  const known = catalogs[locale][id] !== undefined ? locale : DEFAULT_LOCALE;
  // The two sets share no id (the server's catalogs have no `validation` area).
  const key = `${known}\u0000${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(catalogs[known][id] as string, known);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}

/** A value as the formatter takes it: nested Words, moments and days written in `locale`. */
function plainValue(locale: Locale, value: MessageValues[string]): string | number {
  if (typeof value !== 'object') return value;
  if ('id' in value) return render(locale, value);
  if ('crisisLines' in value)
    return crisisLineTexts(locale, value.crisisLines)
      .map((line) => `${line}.`)
      .join(' ');
  if ('moment' in value)
    return value.moment === null ? serverText(locale, 'time.untilLifted') : formatMoment(locale, new Date(value.moment));
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value.day));
}

/**
 * A moment in a member's language, in UTC: 'Saturday 5 December 2026, 14:00 UTC' in English
 * (the British order the notices have always used), 'sábado, 5 de diciembre de 2026, 14:00 UTC'.
 * @param locale the reader's shipped locale
 * @param date the moment
 */
export function formatMoment(locale: Locale, date: Date): string {
  const text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

/**
 * Words rendered in one language.
 * @param locale the reader's shipped locale
 * @param words the message id and its values
 * @returns the text
 */
export function render(locale: Locale, words: Words): string {
  return serverText(locale, words.id, words.values);
}

/** Text with its first letter upper case, as a sentence starts ('call 988' → 'Call 988'). */
function sentence(locale: Locale, text: string): string {
  return `${text.charAt(0).toLocaleUpperCase(locale)}${text.slice(1)}`;
}

/**
 * The crisis lines of a country in a member's language, one sentence each.
 * @param locale the member's language
 * @param country the member's country setting, or null (the US lines)
 * @returns e.g. 'Call or text 988 (988 Suicide & Crisis Lifeline, also 1-800-273-8255)'
 */
export function crisisLineTexts(locale: Locale, country: string | null): string[] {
  return crisisLineWords(country, locale).map((line) => sentence(locale, render(locale, line)));
}

export { words, isWords, type Words, type MessageValues, type ServerMessageId } from './words';
