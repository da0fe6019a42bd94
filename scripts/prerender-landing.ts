/**
 * After `vite build`: writes the prerendered landing pages — index.html with the landing page's
 * markup inside `#root` (src/web/prerender/landing.tsx), its stylesheet inlined and the crisis
 * lines it shows as JSON for the client (`#crisis-lines`) — one per shipped locale and crisis
 * country: dist/web/landing/<locale>/<country>.html for every country of the
 * crisis data and `ZZ` (a country it does not list), and dist/web/landing.html (English, the
 * spec's US lines) with its brotli and gzip twins. The server sends the one of the
 * visitor's Accept-Language for `/` to browsers without a session cookie
 * (src/server/web-static.ts), so the landing page paints before any JavaScript runs.
 * Run by `npm run build`; fails (exit 1) when index.html has no empty `#root`, the markup lacks
 * the landing page's heading or its 'Sign in', or a part of it suspended (the client could not
 * hydrate it as it is).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CRISIS_DATA, crisisResourcesFor } from '../src/common/crisis/data';
import { BUILT_HTML_TAG, DEFAULT_LOCALE, LOCALES, htmlInLocale, type Locale } from '../src/common/i18n/locales';
import { UNLISTED_COUNTRY, landingPagePath } from '../src/common/crisis/landing-pages';
import { renderLanding } from '../src/web/prerender/landing';
import { INTL_TEXTS_ELEMENT, takeIntlTexts } from '../src/web/lib/intl-texts';

const DIST = path.resolve('dist/web');
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The stylesheet of index.html inlined as a `<style>` element: the landing page
 * then paints as soon as its HTML has arrived, without a second, render-blocking request. The CSP
 * allows inline styles (`style-src 'unsafe-inline'`). Pages rendered by the client keep the
 * cached `<link>`.
 * @param index the built index.html
 * @returns index.html with its one stylesheet link replaced by the stylesheet's text
 * @throws Error when index.html has not exactly one stylesheet link, or the CSS would end the element
 */
function inlineStylesheet(index: string): string {
  const links = [...index.matchAll(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`dist/web/index.html has ${links.length} stylesheet links; expected 1`);
  const css = readFileSync(path.join(DIST, links[0][1]), 'utf8');
  if (/<\/style/i.test(css)) throw new Error('the stylesheet contains </style and cannot be inlined');
  return index.replace(links[0][0], () => `<style>${css}</style>`);
}

/** A locale's catalog as written (the prerender formats with the full ICU parser). */
const catalogOf = (locale: Locale) =>
  JSON.parse(readFileSync(path.resolve(`src/common/i18n/locales/${locale}.json`), 'utf8')) as Record<string, string>;

/**
 * One landing page: the page around the markup in `locale` with `country`'s crisis lines, which it
 * also carries as JSON for the client to hydrate with.
 * @param page index.html with its stylesheet inlined
 * @throws Error when the markup is not the visitor's landing page, or a part of it suspended
 */
function landingPage(page: string, locale: Locale, country: string): string {
  const crisis = crisisResourcesFor(country);
  const markup = renderLanding({ locale, catalog: { first: catalogOf(locale), rest: null }, crisis });
  const where = `${locale}/${country}`;
  if (!markup.includes(`>${catalogOf(locale)['landing.title']}<`))
    throw new Error(`the prerendered landing page ${where} lacks its heading`);
  // Sent only to a request without a session: a visitor's page, offering 'Sign in'.
  if (!markup.includes(`>${catalogOf(locale)['shell.signIn']}<`))
    throw new Error(`the prerendered landing page ${where} is not a visitor’s: it lacks Sign in`);
  // A Suspense boundary that suspended while prerendering is redone by the client after an error
  // (React's #419): everything on the landing page must render without suspending (decision 0042).
  if (markup.includes('<!--$!-->'))
    throw new Error(`a part of the prerendered landing page ${where} suspended: render it only once hydrated`);
  // A JSON data block is not run, so the CSP has nothing to allow; `<` is escaped so no text in it can end the element.
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const data = json('crisis-lines', crisis) + json(INTL_TEXTS_ELEMENT, takeIntlTexts());
  const html = page.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${data}`);
  return htmlInLocale(html, locale);
}

function main() {
  const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT}`);
  if (!index.includes(BUILT_HTML_TAG)) throw new Error(`dist/web/index.html has no ${BUILT_HTML_TAG}`);
  const page = inlineStylesheet(index);
  const countries = [...Object.keys(CRISIS_DATA.countries), UNLISTED_COUNTRY];
  for (const locale of LOCALES) {
    mkdirSync(path.join(DIST, 'landing', locale), { recursive: true });
    for (const country of countries) writeFileSync(path.join(DIST, landingPagePath(locale, country)), landingPage(page, locale, country));
  }
  const html = landingPage(page, DEFAULT_LOCALE, 'US');
  const file = path.join(DIST, 'landing.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(
    `prerendered the landing page: ${path.relative(process.cwd(), file)} (${(html.length / 1024).toFixed(1)} KiB) and ${LOCALES.length * countries.length} pages by locale and country under dist/web/landing`,
  );
}

main();
// Rendering the app starts timers that outlive the render (TanStack Query's 5-minute cache
// collection): without this the build would wait for them before finishing.
process.exit(0);
