/**
 * Crisis lines for a country (docs/api.md), public and the same for everyone:
 * - `GET /api/crisis-resources?country=XX`: the country's lines from the data file
 *   (src/common/crisis/lines.json), or the international directories;
 * - `GET /api/crisis-resources/countries`: the countries the file covers, named in the caller's
 *   language (`?locale=`, else the best match of Accept-Language, else English).
 * Both may be kept by browsers and shared caches for an hour: the data changes only with a
 * release, and an hour bounds how long a corrected number takes to reach everyone.
 */
import type { App } from '../../app-types';
import { API } from '../../../common/contract';
import { CRISIS_DATA, crisisResourcesFor } from '../../../common/crisis/data';
import { displayLocale } from './locale';

/** `Cache-Control` of both routes: public static data, fresh for an hour. */
export const CRISIS_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The covered countries named in `locale`, sorted as that language sorts them.
 * @param locale a locale Intl.DisplayNames supports
 */
function coveredCountries(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return Object.entries(CRISIS_DATA.countries)
    .map(([code, entry]) => ({
      code,
      name: names.of(code) ?? code,
      coverage: entry.lines.length > 0 ? ('national' as const) : ('international' as const),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Registers /crisis-resources and /crisis-resources/countries (under the /api prefix).
 * @param app the app (scoped to /api)
 */
export async function crisisRoutes(app: App) {
  app.get('/crisis-resources', { schema: API['GET /api/crisis-resources'], config: { policy: 'public' } }, async (request, reply) => {
    reply.header('cache-control', CRISIS_CACHE_CONTROL);
    return crisisResourcesFor(request.query.country);
  });

  app.get(
    '/crisis-resources/countries',
    { schema: API['GET /api/crisis-resources/countries'], config: { policy: 'public' } },
    async (request, reply) => {
      // The reader's language when the client names it (a member's setting may differ from their browser's).
      const locale = request.query.locale ?? displayLocale(request.headers['accept-language']);
      reply.header('cache-control', CRISIS_CACHE_CONTROL).header('vary', 'Accept-Language');
      return { locale, countries: coveredCountries(locale) };
    },
  );
}
