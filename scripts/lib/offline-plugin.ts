/**
 * The Vite plugin that writes what the service worker precaches for a person with no connection,
 * beside index.html in the build:
 * - `offline.html`: index.html marked `<html data-offline>`, so the client renders the offline
 *   page (the crisis lines and a note that they are offline) instead of the app;
 * - `crisis-lines.json`: the `GET /api/crisis-resources` answer of every listed country and of a
 *   country the data does not list (`ZZ`), keyed by country code — one file, as the offline page
 *   needs the person's country's and the worker cannot know it in advance.
 */
import type { Plugin } from 'vite';
import { CRISIS_DATA, crisisResourcesFor } from '../../src/common/crisis/data';
import { UNLISTED_COUNTRY } from '../../src/common/crisis/landing-pages';
import { BUILT_HTML_TAG } from '../../src/common/i18n/locales';
import { OFFLINE_CRISIS_LINES, OFFLINE_MARKER } from '../../src/common/offline';

/**
 * The crisis lines of every listed country and of an unlisted one, keyed by country code.
 * @returns the JSON text of `crisis-lines.json`
 */
export function offlineCrisisLines(): string {
  const countries = [...Object.keys(CRISIS_DATA.countries), UNLISTED_COUNTRY];
  return JSON.stringify(Object.fromEntries(countries.map((country) => [country, crisisResourcesFor(country)])));
}

/**
 * @returns the plugin (build only): emits offline.html and crisis-lines.json
 * @throws Error at build when index.html lacks BUILT_HTML_TAG
 */
export function offlinePlugin(): Plugin {
  return {
    name: 'mindspace-offline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('the build has no index.html');
      const html = String(index.source);
      if (!html.includes(BUILT_HTML_TAG)) throw new Error(`index.html has no ${BUILT_HTML_TAG}`);
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: html.replace(BUILT_HTML_TAG, BUILT_HTML_TAG.replace('>', ` ${OFFLINE_MARKER}>`)),
      });
      this.emitFile({ type: 'asset', fileName: OFFLINE_CRISIS_LINES.slice(1), source: offlineCrisisLines() });
    },
  };
}
