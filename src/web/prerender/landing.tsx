/**
 * The signed-out landing page rendered to HTML at build time (decision 0041), so a visitor's
 * first paint does not wait for the JavaScript: `scripts/prerender-landing.ts` puts this markup
 * inside `#root` of a copy of index.html, one page per shipped locale and crisis-lines country,
 * which the server sends for `/` to a browser without a session cookie. The client
 * then hydrates it (`hydrateRoot`, main.tsx): this is the client's own tree
 * (`<App signedOut />`) at `/`, rendered as its first render shows it to a visitor (the server
 * sends it only to a request without a session), so React adopts the markup as it is.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { TCrisisResources } from '@common/schemas/crisis';
import type { Locale } from '@common/i18n/locales';
import { App } from '@/app/app';
import { seedCrisisResources } from '@/components/crisis/crisis-country';
import type { loadCatalog } from '@/lib/i18n';

/**
 * The landing page's markup, as the client's first render of `/` shows it to a visitor ('Sign in'
 * in the header), in `locale` with the crisis lines of `crisis`' country.
 * @param options.locale and options.catalog the language (English when left out); options.crisis
 *   the `GET /api/crisis-resources` answer whose lines the page shows (the page carries it for the client)
 * @returns HTML for the inside of `#root` (no scripts: React's own markers only)
 */
export function renderLanding(options: {
  locale?: Locale;
  catalog?: Awaited<ReturnType<typeof loadCatalog>>;
  crisis: TCrisisResources;
}): string {
  seedCrisisResources(options.crisis);
  return renderToString(
    <Router ssrPath="/" ssrSearch="">
      <App signedOut locale={options.locale} catalog={options.catalog} />
    </Router>,
  );
}
