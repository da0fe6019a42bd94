/**
 * The two parts each catalog is split into by the web build (decision 0086). Translators keep one
 * file per locale; the build serves its messages in two downloads:
 * - `first`: the areas the signed-out landing page and the page shell show, in the first download
 *   (English) or fetched with a visitor's language;
 * - `rest`: every other area, fetched with a member's code (English too), before any other page renders.
 */

/**
 * The key areas (a message id's part before its first dot) in the first download: what the
 * landing page, its header and footer, 'Need help now?', the sign-in refusal page and the offline
 * page show (the service worker keeps only this part of each catalog for the offline page). A
 * message in any other area is not there until the rest of the catalog has arrived.
 */
export const FIRST_DOWNLOAD_AREAS: readonly string[] = ['shell', 'footer', 'crisis', 'landing', 'offline'];

/** The part of a catalog a message id belongs to. */
export type CatalogPart = 'first' | 'rest';

/**
 * The part a message belongs to, by its area.
 * @param id a message id (`area.name`)
 * @returns 'first' when its area is in FIRST_DOWNLOAD_AREAS, else 'rest'
 */
export function partOf(id: string): CatalogPart {
  return FIRST_DOWNLOAD_AREAS.includes(id.slice(0, id.indexOf('.'))) ? 'first' : 'rest';
}

/**
 * One part of a catalog.
 * @param catalog message id → message (any value type)
 * @param part which part to keep
 * @returns a new catalog with only that part's messages, in the same order
 */
export function catalogPart<T>(catalog: Record<string, T>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => partOf(id) === part));
}
