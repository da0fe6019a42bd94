/**
 * The web client's words: ICU MessageFormat catalogs
 * (src/common/i18n/locales), formatted by FormatJS's intl-messageformat in the reader's locale.
 * The build splits each catalog in two (src/common/i18n/catalog-parts.ts): the landing page's and
 * shell's areas, English of which is in the first download, and the rest, fetched with a member's
 * code; `AllWords` holds a page back until the rest has arrived.
 */
import { createContext, createElement, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatToParts, IntlMessageFormat, PART_TYPE, type Formatters } from 'intl-messageformat';
// The build aliases the parser to its no-parser entry (vite.config.ts): the browser gets every
// message already parsed, and only tests and the prerender, in Node, parse a message here.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
// In the build, a catalog imported as it is holds its first-download areas only (vite.config.ts).
import en from '@common/i18n/locales/en.json';
import type enWhole from '@common/i18n/locales/en.json';
import { bestLocale, DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from '@common/i18n/locales';

/** The id of a message: a key of the English catalog, which every catalog has. */
export type MessageId = keyof typeof enWhole;

/**
 * Messages: message id → ICU message. The build stores each message already parsed (its AST,
 * vite.config.ts), so no parser is downloaded; tests and the prerender read the JSON as written.
 */
type Messages = Partial<Record<MessageId, string | MessageFormatElement[]>>;

/**
 * A loaded catalog: the first download's messages and, once downloaded, the rest's (null before).
 * The two stay apart, each read by id only: a phone takes tens of milliseconds to copy or list
 * a part of ~1,000 messages for the first time, a long task before a member's first page.
 */
export type Catalog = { first: Messages; rest: Messages | null };

/** Values for a message's arguments; rich-text tags (`<link>…</link>`) take a function of their content. */
type Values = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

type CatalogModule = () => Promise<{ default: unknown }>;

/** The first-download part of each catalog but English's (which is in the first download itself). */
const FIRST_PARTS: Record<Exclude<Locale, 'en'>, CatalogModule> = {
  es: () => import('@common/i18n/locales/es.json'),
  'pt-BR': () => import('@common/i18n/locales/pt-BR.json'),
  fr: () => import('@common/i18n/locales/fr.json'),
  de: () => import('@common/i18n/locales/de.json'),
  ar: () => import('@common/i18n/locales/ar.json'),
};

/** The rest of each catalog: every area outside the first download. */
const REST_PARTS: Record<Locale, CatalogModule> = {
  en: () => import('@common/i18n/locales/en.json?rest'),
  es: () => import('@common/i18n/locales/es.json?rest'),
  'pt-BR': () => import('@common/i18n/locales/pt-BR.json?rest'),
  fr: () => import('@common/i18n/locales/fr.json?rest'),
  de: () => import('@common/i18n/locales/de.json?rest'),
  ar: () => import('@common/i18n/locales/ar.json?rest'),
};

/** localStorage key of a visitor's language chosen in the footer. */
const STORAGE_KEY = 'mindspace-locale';

/**
 * The catalog of a shipped locale: its first-download part (English's at once, the others'
 * downloaded on first use), and with `all` the rest too.
 * @param locale a shipped locale
 * @param options.all whether to include the areas outside the first download (a member's pages)
 * @returns its messages
 * @throws when a part cannot be downloaded
 */
export async function loadCatalog(locale: Locale, { all = false }: { all?: boolean } = {}): Promise<Catalog> {
  const [first, rest] = await Promise.all([
    locale === 'en' ? en : FIRST_PARTS[locale]().then((part) => part.default as Messages),
    all ? REST_PARTS[locale]().then((part) => part.default as Messages) : null,
  ]);
  return { first, rest };
}

/**
 * The language a visitor gets before any member setting: the one chosen in the footer
 * (localStorage), else the one the server marked the page with from Accept-Language
 * (`<html lang>`), else the browser's languages, else English.
 * @param pageLang the page's `<html lang>` as the server sent it
 * @param languages the browser's languages, most preferred first (navigator.languages)
 */
export function visitorLocale(pageLang: string, languages: readonly string[]): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): no remembered choice.
  }
  if (isLocale(stored)) return stored;
  if (isLocale(pageLang) && pageLang !== DEFAULT_LOCALE) return pageLang;
  return bestLocale(languages);
}

/**
 * Forgets the language chosen in the footer in this browser (a member's choice is kept there too,
 * so their pages open in it at once): the member is leaving (sign-out, account closure), and the
 * next person on a shared device gets their own browser's language.
 */
export function forgetChosenLocale(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Marks the document with the locale: `<html lang dir>` (Arabic right to left). Only what differs
 * is written: a changed attribute on `<html>` restyles the whole page, and a page the server sent
 * in its language already carries both.
 */
function markDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const dir = localeDirection(locale);
  if (html.lang !== locale) html.lang = locale;
  if (html.dir !== dir) html.dir = dir;
}

/** A message holding ICU syntax (arguments, plurals, tags) rather than plain text. */
const ICU_SYNTAX = /[{}<'#]/;

/**
 * One locale's number, date and plural formatters, each made once for its options and shared by
 * every message. Messages are formatted with intl-messageformat's `formatToParts` rather than an
 * `IntlMessageFormat` each: its constructor asks `Intl.NumberFormat.supportedLocalesOf`, whose
 * first call builds the browser's list of locales (~175 ms on a phone, a long task on every first
 * page), for a resolved locale that only the parser, which the browser does not run, reads.
 */
const formattersByLocale = new Map<Locale, Formatters>();

/** A maker of Intl objects that makes each once per set of arguments. */
function madeOnce<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

/** The shared formatters of a locale (made on first use). */
function formattersOf(locale: Locale): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = {
      getNumberFormat: madeOnce((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
      getDateTimeFormat: madeOnce((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
      getPluralRules: madeOnce((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/**
 * A locale's date formatter for these options, made once and shared with the messages' own.
 * @param locale a shipped locale; options Intl.DateTimeFormat's
 */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formattersOf(locale).getDateTimeFormat(locale, options);
}

/**
 * Formats one message.
 * @param parsed the messages of this catalog parsed so far (only a catalog read as written, in Node, has any)
 * @returns a string, or for rich text the parts (strings and elements) in order
 */
function formatMessage(
  locale: Locale,
  catalog: Catalog,
  parsed: Map<string, MessageFormatElement[]>,
  id: MessageId,
  values?: Values,
): ReactNode {
  const message = catalog.rest?.[id] ?? catalog.first[id];
  if (message === undefined) {
    // A page outside AllWords asked for a word of the rest of the catalog: show the id (caught
    // by the browser suite) rather than break the page of someone who may be in distress.
    console.error(`MindSpace: message ${id} is not in the ${locale} catalog loaded`);
    return id;
  }
  if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
  let ast = typeof message === 'string' ? parsed.get(id) : message;
  if (!ast) {
    ast = parse(message as string);
    parsed.set(id, ast);
  }
  const parts = formatToParts<ReactNode>(ast, locale, formattersOf(locale), IntlMessageFormat.formats, values, undefined, id);
  // As IntlMessageFormat#format joins them: neighbouring text in one string, elements between.
  if (parts.length === 1) return parts[0].value;
  const joined = parts.reduce<ReactNode[]>((all, part) => {
    const last = all.length - 1;
    if (part.type === PART_TYPE.literal && typeof all[last] === 'string') all[last] += part.value;
    else all.push(part.value);
    return all;
  }, []);
  return joined.length <= 1 ? (joined[0] ?? '') : joined;
}

export type I18n = {
  /** The locale in use. */
  locale: Locale;
  /**
   * A message as text (for attributes and labels).
   * @param id the message id; values its arguments
   */
  t: (id: MessageId, values?: Record<string, string | number | Date>) => string;
  /**
   * A message with rich-text tags, as React nodes.
   * @param id the message id; values its arguments and a function per tag
   */
  rich: (id: MessageId, values?: Values) => ReactNode;
  /** Switches the language: downloads its catalog, then renders in it and marks `<html lang dir>`. */
  setLocale: (locale: Locale) => Promise<void>;
  /** A visitor's choice (the footer): switches and remembers it in this browser. */
  chooseLocale: (locale: Locale) => Promise<void>;
  /** Whether the catalog in use holds every area, not only the first download's. */
  hasAllWords: boolean;
  /** Downloads the rest of the catalog in use (once), then renders with it. */
  loadAllWords: () => Promise<void>;
};

/** Switching and loading, as the provider does them. */
type Actions = Pick<I18n, 'setLocale' | 'chooseLocale' | 'loadAllWords'>;

/** Whether a catalog holds the areas outside the first download (then it holds them all). */
function holdsRest(catalog: Catalog): boolean {
  return catalog.rest !== null;
}

/** How many formatted texts an I18n keeps. */
const MAX_TEXTS = 5_000;

/** The I18n of one locale and catalog. */
function makeI18n(locale: Locale, catalog: Catalog, actions: Actions): I18n {
  const parsed = new Map<string, MessageFormatElement[]>();
  const format = (id: MessageId, values?: Values) => formatMessage(locale, catalog, parsed, id, values);
  // A page repeats most of its messages with the same values (the vote buttons of each of a
  // thread's answers): each text is formatted once, up to a bound that keeps a long visit small.
  const texts = new Map<string, string>();
  return {
    locale,
    t: (id, values) => {
      const key = values ? `${id} ${JSON.stringify(values)}` : id;
      let text = texts.get(key);
      if (text === undefined) {
        const out = format(id, values);
        text = Array.isArray(out) ? out.join('') : String(out);
        if (texts.size >= MAX_TEXTS) texts.clear();
        texts.set(key, text);
      }
      return text;
    },
    rich: (id, values) => {
      const out = format(id, values);
      // Spread as children: React needs no keys for them.
      return Array.isArray(out) ? createElement(Fragment, null, ...(out as ReactNode[])) : out;
    },
    hasAllWords: holdsRest(catalog),
    ...actions,
  };
}

const noSwitch = () => Promise.resolve();
/** English as the first download holds it. */
const ENGLISH_FIRST: Catalog = { first: en, rest: null };
/** Outside a provider (a component tested on its own), English. */
const I18nContext = createContext<I18n>(
  makeI18n(DEFAULT_LOCALE, ENGLISH_FIRST, { setLocale: noSwitch, chooseLocale: noSwitch, loadAllWords: noSwitch }),
);

/**
 * Provides the language to everything inside.
 * @param props.locale the first locale; props.catalog its catalog, already loaded (English when left out)
 */
export function I18nProvider({
  locale: first = DEFAULT_LOCALE,
  catalog: firstCatalog,
  children,
}: {
  locale?: Locale;
  catalog?: Catalog;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ locale: Locale; catalog: Catalog }>(() => ({
    locale: first,
    catalog: firstCatalog ?? ENGLISH_FIRST,
  }));
  const hasAll = holdsRest(state.catalog);
  const setLocale = useCallback(
    async (locale: Locale) => {
      // A page showing every area keeps showing them all in the new language.
      const catalog = await loadCatalog(locale, { all: hasAll });
      setState((now) => (now.locale === locale ? now : { locale, catalog }));
    },
    [hasAll],
  );
  const loadAllWords = useCallback(async () => {
    const { locale } = state;
    const catalog = await loadCatalog(locale, { all: true });
    setState((now) => (now.locale === locale && !holdsRest(now.catalog) ? { locale, catalog } : now));
  }, [state]);
  useEffect(() => markDocument(state.locale), [state.locale]);
  const chooseLocale = useCallback(
    async (locale: Locale) => {
      try {
        localStorage.setItem(STORAGE_KEY, locale);
      } catch {
        // Storage refused: the choice lasts for this page only.
      }
      await setLocale(locale);
    },
    [setLocale],
  );
  const value = useMemo(
    () => makeI18n(state.locale, state.catalog, { setLocale, chooseLocale, loadAllWords }),
    [state, setLocale, chooseLocale, loadAllWords],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Renders its children once the catalog in use holds every area: a page beyond
 * the landing page downloads the rest of its language first, showing `fallback` meanwhile. A
 * download that fails is thrown to the nearest error boundary (LoadBoundary says so, never a
 * page of message ids).
 * @param props.fallback what shows while the words download
 */
export function AllWords({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { locale, hasAllWords, loadAllWords } = useI18n();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!hasAllWords) loadAllWords().catch((error: unknown) => setFailure(() => error ?? new Error('words not loaded')));
  }, [locale, hasAllWords, loadAllWords]);
  if (failure) throw failure;
  return hasAllWords ? children : fallback;
}

/**
 * Renders its children in one fixed language, leaving the page's language and `<html lang dir>`
 * alone: the English text of a translated legal page, shown beside the reader's own words.
 * @param props.locale the language; props.catalog its whole catalog, already loaded
 */
export function WordsIn({ locale, catalog, children }: { locale: Locale; catalog: Catalog; children: ReactNode }) {
  const value = useMemo(
    () => makeI18n(locale, catalog, { setLocale: noSwitch, chooseLocale: noSwitch, loadAllWords: noSwitch }),
    [locale, catalog],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The language in use and its messages (English outside an I18nProvider). */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/**
 * A message rendered where it shows, in the language in use there: for words made outside React
 * (the 401 toast of lib/errors.ts), which have no `t` of their own.
 * @param props.id the message id; props.values its arguments
 */
export function Words({ id, values }: { id: MessageId; values?: Record<string, string | number | Date> }) {
  return useI18n().t(id, values);
}
