/**
 * The web client's words (decision 0074): ICU MessageFormat catalogs (src/common/i18n/locales),
 * formatted by FormatJS's intl-messageformat in the reader's locale. English is in the first
 * download; every other catalog is its own chunk, fetched when that language is chosen.
 */
import { createContext, createElement, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '@common/i18n/locales/en.json';
import { bestLocale, DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from '@common/i18n/locales';

/** The id of a message: a key of the English catalog, which every catalog has. */
export type MessageId = keyof typeof en;

/**
 * A catalog: message id → ICU message. The build stores each message already parsed (its AST,
 * vite.config.ts), so no parser is downloaded; tests and the prerender read the JSON as written.
 */
type Catalog = Record<MessageId, string | ConstructorParameters<typeof IntlMessageFormat>[0]>;

/** Values for a message's arguments; rich-text tags (`<link>…</link>`) take a function of their content. */
type Values = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

const CATALOG_LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  es: () => import('@common/i18n/locales/es.json'),
  'pt-BR': () => import('@common/i18n/locales/pt-BR.json'),
  fr: () => import('@common/i18n/locales/fr.json'),
  de: () => import('@common/i18n/locales/de.json'),
  ar: () => import('@common/i18n/locales/ar.json'),
};

/** localStorage key of a visitor's language chosen in the footer. */
const STORAGE_KEY = 'mindspace-locale';

/**
 * The catalog of a shipped locale (English at once; the others downloaded on first use).
 * @param locale a shipped locale
 * @returns its messages
 * @throws when the catalog's chunk cannot be downloaded
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (locale === 'en') return en;
  return (await CATALOG_LOADERS[locale]()).default as Catalog;
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

/** Marks the document with the locale: `<html lang dir>` (Arabic right to left). */
function markDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

/** A message holding ICU syntax (arguments, plurals, tags) rather than plain text. */
const ICU_SYNTAX = /[{}<'#]/;

/**
 * Formats one message.
 * @returns a string, or for rich text the parts (strings and elements) in order
 */
function formatMessage(locale: Locale, catalog: Catalog, cache: Map<string, IntlMessageFormat>, id: MessageId, values?: Values) {
  const message = catalog[id] ?? en[id];
  if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
  let format = cache.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    cache.set(id, format);
  }
  return format.format<ReactNode>(values);
}

type I18n = {
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
};

/** The I18n of one locale and catalog (formatters made on first use, kept for the catalog's life). */
function makeI18n(locale: Locale, catalog: Catalog, setLocale: I18n['setLocale'], chooseLocale: I18n['chooseLocale']): I18n {
  const cache = new Map<string, IntlMessageFormat>();
  const format = (id: MessageId, values?: Values) => formatMessage(locale, catalog, cache, id, values);
  return {
    locale,
    t: (id, values) => {
      const out = format(id, values);
      return Array.isArray(out) ? out.join('') : String(out);
    },
    rich: (id, values) => {
      const out = format(id, values);
      // Spread as children: React needs no keys for them.
      return Array.isArray(out) ? createElement(Fragment, null, ...(out as ReactNode[])) : out;
    },
    setLocale,
    chooseLocale,
  };
}

const noSwitch = () => Promise.resolve();
/** Outside a provider (a component tested on its own), English. */
const I18nContext = createContext<I18n>(makeI18n(DEFAULT_LOCALE, en, noSwitch, noSwitch));

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
  const [state, setState] = useState<{ locale: Locale; catalog: Catalog }>(() => ({ locale: first, catalog: firstCatalog ?? en }));
  const setLocale = useCallback(async (locale: Locale) => {
    const catalog = await loadCatalog(locale);
    setState((current) => (current.locale === locale ? current : { locale, catalog }));
  }, []);
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
  const value = useMemo(() => makeI18n(state.locale, state.catalog, setLocale, chooseLocale), [state, setLocale, chooseLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The language in use and its messages (English outside an I18nProvider). */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
