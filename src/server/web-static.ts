/**
 * Serves the built web client (dist/web) when it exists; until then a plain placeholder page.
 * Every non-/api path that is not a file gets index.html, so client routes work on reload.
 *
 * Caching and compression:
 * - files under assets/ carry a content hash in their name and never change:
 *   `Cache-Control: public, max-age=31536000, immutable`;
 * - index.html, robots.txt and the other unhashed files: `no-cache` (revalidate every time);
 * - the one inline script (theme-init) is allowed by the CSP by its hash (THEME_INIT_SCRIPT_SOURCE);
 * - the build writes `.br` and `.gz` beside each text file (vite-plugin-compression2), and
 *   @fastify/static sends the best one the browser accepts (`preCompressed`), with
 *   `Vary: Accept-Encoding`; anything without a precompressed twin (index.html itself) is
 *   compressed on the fly by @fastify/compress (app.ts) when large enough.
 *
 * The landing page prerendered (decisions 0041, 0084): `/` without a query string, asked by a
 * browser that sends no session cookie, gets the landing page of its language and country
 * (landing/<locale>/<country>.html: index.html with the landing page's markup in `#root`, written
 * by scripts/prerender-landing.ts; landing.html when the build has no such page), so the page
 * paints, in the visitor's words and with their country's crisis lines, before the JavaScript
 * runs; with a session cookie (a member, who sees the feed there) it gets index.html. Every
 * page's answer varies with the cookie (`Vary: Cookie`). A visitor's page carries the language
 * their browser asks for (`<html lang dir>`, the best shipped match of Accept-Language; English
 * pages as built), and every page the country its languages name (`<html data-country>`, en-GB →
 * GB: whose crisis lines to show until one is chosen; never from where the request comes from),
 * so it varies with that too.
 *
 * A member's index.html (session cookie) carries early hints for its page: the API calls it
 * makes first, so they load beside the first chunk rather than after it (web-preload.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { THEME_INIT_SCRIPT } from '../common/theme-init';
import { landingCountry, landingPagePath } from '../common/crisis/landing-pages';
import { htmlInLocale, type Locale } from '../common/i18n/locales';
import { countryFromLanguages, visitorLocale } from './shared/accept-language';
import { SESSION_COOKIE } from './auth/session';
import { pagePreloads } from './web-preload';

export const WEB_DIST = path.resolve('dist/web');

/**
 * The CSP `script-src` source that allows the one inline script of the web client's pages,
 * theme-init (src/common/theme-init.ts, inlined into index.html by the build), by the SHA-256 of
 * its exact text: a changed or injected inline script is refused.
 */
export const THEME_INIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * A member's pages load src/web/public/intl-warm-up.js, which makes the page's first Intl
 * formatters (the costly part: the browser's list of locales) in a task of its own while the page
 * code downloads (decision 0105); `async`, so it neither waits for nor holds up anything.
 */
const INTL_WARM_UP = '<script src="/intl-warm-up.js" async></script>';

/** Cache-Control of content-hashed build files. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A page marked with the country the person's languages name (`<html data-country>`), the
 * client's guess of whose crisis lines to show until one is chosen.
 * @param html the page (its `<html` tag first)
 * @param country an ISO 3166-1 alpha-2 code (countryFromLanguages), or null: the page as it is
 */
function withCountry(html: string, country: string | null): string {
  return country === null ? html : html.replace('<html ', `<html data-country="${country}" `);
}

/**
 * Registers the web client's routes.
 * @param opts.root the built client's folder (default dist/web; tests pass their own build)
 */
export async function webRoutes(app: FastifyInstance, opts: { root?: string } = {}) {
  const root = opts.root ?? WEB_DIST;
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/html')
        .send('<!doctype html><title>MindSpace</title><h1>MindSpace</h1><p>The API is running. <a href="/api/login">Sign in</a></p>'),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const landingFile = path.join(root, 'landing.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : null;
  /** The landing pages by locale and country, read on first use (at most one per locale and listed country). */
  const landingPages = new Map<string, string | null>();
  const landingPage = (locale: Locale, region: string | null): string | null => {
    const file = path.join(root, landingPagePath(locale, landingCountry(region)));
    if (!landingPages.has(file)) landingPages.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
    return landingPages.get(file) ?? (landingHtml && htmlInLocale(landingHtml, locale));
  };
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    // The .br/.gz twins are found by preCompressed; they need no routes of their own; landing.html
    // is sent by the route below, to the visitors it is for.
    globIgnore: ['**/*.br', '**/*.gz', 'landing.html', 'landing/**'],
    setHeaders: (res, filePath) => {
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    // Every page depends on the cookie: the landing page or the feed at `/`, the hints below; a
    // visitor's page on their browser's languages too.
    reply.header('vary', 'Cookie, Accept-Language');
    const acceptLanguage = request.headers['accept-language'];
    const country = countryFromLanguages(acceptLanguage);
    if (!request.cookies[SESSION_COOKIE]) {
      const locale = visitorLocale(acceptLanguage);
      const page = (request.url === '/' && landingPage(locale, country)) || htmlInLocale(indexHtml, locale);
      return reply.type('text/html').header('cache-control', 'no-cache').send(withCountry(page, country));
    }
    // A member's page names its first API calls, so they load beside the first chunk (web-preload.ts),
    // and readies the browser's locale data while its code downloads (intl-warm-up.js, decision 0105).
    const html = indexHtml.replace('</head>', `${pagePreloads(request.url)}${INTL_WARM_UP}</head>`);
    return reply.type('text/html').header('cache-control', 'no-cache').send(withCountry(html, country));
  });
}
