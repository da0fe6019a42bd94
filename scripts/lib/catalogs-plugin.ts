/**
 * The Vite plugin that serves the message catalogs (ICU JSON, src/common/i18n/locales)
 * in the two parts the web client downloads: a catalog imported as it is stands for
 * its first-download areas, and with `?rest` for every other area (src/common/i18n/catalog-parts.ts).
 * Used by the build (vite.config.ts) and the web tests (vitest.config.ts).
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { catalogPart, type CatalogPart } from '../../src/common/i18n/catalog-parts';
import { pseudoCatalog } from './pseudo-catalog';

/** A catalog file, and `?rest` when the rest of it is asked for. */
const CATALOG = /[\\/]src[\\/]common[\\/]i18n[\\/]locales[\\/]([^\\/]+)\.json(\?rest)?$/;

/**
 * The build's file of the rest of each catalog, `words-rest-<locale>-<hash>.js`: named apart so the
 * service worker's precache can leave it out (decision 0106). A glob, for the precache.
 */
export const REST_CATALOG_FILES = 'assets/words-rest-*.js';

/**
 * The build's file name of a code-split chunk (the build's `chunkFileNames`): the rest of a
 * catalog as REST_CATALOG_FILES, every other chunk as Vite names it.
 * @param chunk the chunk, by the module it stands for
 * @returns the file name pattern
 */
export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const rest = chunk.facadeModuleId !== null && CATALOG.exec(chunk.facadeModuleId)?.[2] !== undefined;
  return rest ? REST_CATALOG_FILES.replace('*', '[name]-[hash]') : 'assets/[name]-[hash].js';
}

/**
 * One part of a catalog, optionally with each message parsed (its ICU AST, which
 * intl-messageformat formats as it is, so the browser downloads no parser; plain text stays text).
 * @param json the catalog's JSON text
 * @param part 'first' (the areas of the first download) or 'rest' (every other area)
 * @param compile whether to parse the messages
 * @returns that part of the catalog as JSON
 * @throws SyntaxError on a message that is not valid ICU MessageFormat (when compiling)
 */
function catalogJson(json: string, part: CatalogPart, compile: boolean): string {
  const messages = catalogPart(JSON.parse(json) as Record<string, string>, part);
  return compile ? parsedJson(messages) : JSON.stringify(messages);
}

/** Messages as JSON, each holding ICU syntax replaced by its AST (plain text stays text). */
function parsedJson(messages: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, /[{}<'#]/.test(message) ? parse(message) : message])),
  );
}

/**
 * The catalogs plugin.
 * @param options.build true for the browser build: a catalog imported as it is keeps only its
 *   first-download areas, and messages are parsed. False for tests, which read each catalog whole
 *   and as written (its `?rest` part still resolves, to the rest, as written).
 * @param options.pseudo true for a pseudo build: English is served as its `en-XA`
 *   pseudo-locale (scripts/lib/pseudo-catalog.ts); never for a build that ships
 * @returns a Vite plugin (enforce 'pre', ahead of Vite's own JSON handling)
 */
export function catalogsPlugin({ build, pseudo = false }: { build: boolean; pseudo?: boolean }): Plugin {
  return {
    name: 'mindspace-catalogs',
    enforce: 'pre',
    async transform(code, id) {
      const catalog = CATALOG.exec(id);
      if (!catalog) return null;
      const part: CatalogPart = catalog[2] ? 'rest' : 'first';
      let json: string | null = build ? catalogJson(code, part, true) : null;
      if (pseudo && catalog[1] === 'en') json = JSON.stringify(catalogPart(await pseudoCatalog(), part));
      if (part === 'first') return json === null ? null : { code: json, map: null };
      // With a query the file is no longer taken for JSON: handed on as the module it stands for.
      return { code: `export default ${json ?? catalogJson(code, 'rest', false)};`, map: null, moduleType: 'js' };
    },
  };
}
