/**
 * Compression and caching through the real app: the web client's files as
 * the build leaves them (hashed bundles under assets/ with .br and .gz twins, as
 * vite-plugin-compression2 writes them), API JSON compressed above 1 KiB, the live-event
 * stream never compressed, and robots.txt. A member's pages carry early hints from the build
 * manifest.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from './test/harness';
import { makeQuestion, makeTopic } from './test/factories';
import { THEME_INIT_SCRIPT } from '../common/theme-init';

const BUNDLE = 'assets/index-AbC123xy.js';
const bundleText = `console.log(${JSON.stringify('MindSpace '.repeat(500))});\n`;
const indexHtml = `<!doctype html><html lang="en" dir="ltr"><head><title>MindSpace</title><script type="module" src="/${BUNDLE}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
/** index.html with the landing page's markup in #root, as scripts/prerender-landing.ts writes it. */
const landingHtml = indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Safe space for anything mental health</h1></div>');

/** The landing pages by locale and country the test build has (not every one: the others fall back to landing.html). */
const LANDING_PAGES = [
  ['en', 'US'],
  ['en', 'GB'],
  ['en', 'ZZ'],
  ['es', 'MX'],
  ['es', 'US'],
  ['ar', 'EG'],
] as const;
/** A landing page by locale and country as the prerender writes it (`<html lang dir>` set, the country's lines inside). */
const landingPageOf = (locale: string, country: string) =>
  landingHtml
    .replace(
      '<html lang="en" dir="ltr">',
      locale === 'en' ? '<html lang="en" dir="ltr">' : `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
    )
    .replace('</h1>', `</h1><p>lines of ${country}</p>`);

/** The Intl warm-up a member's page loads (decision 0105). */
const INTL_WARM_UP = '<script src="/intl-warm-up.js" async></script>';
/** The page as sent, without a member's early hints (`<link rel="preload">`) and Intl warm-up. */
const withoutHints = (html: string) => html.replace(/<link rel="preload"[^>]*>/g, '').replace(INTL_WARM_UP, '');
const hints = (html: string) => html.match(/<link rel="(?:preload|modulepreload)"[^>]*>/g) ?? [];

let dist: string;
let ctx: TestContext;
let member: TestUser;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'mindspace-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'landing.html'), landingHtml);
  // A few of the landing pages by locale and country, as scripts/prerender-landing.ts writes them.
  for (const [locale, country] of LANDING_PAGES) {
    mkdirSync(path.join(dist, 'landing', locale), { recursive: true });
    writeFileSync(path.join(dist, 'landing', locale, `${country}.html`), landingPageOf(locale, country));
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The real robots.txt, as the build copies it from src/web/public.
  writeFileSync(path.join(dist, 'robots.txt'), readFileSync(path.resolve('src/web/public/robots.txt')));
  writeFileSync(path.join(dist, BUNDLE), bundleText);
  writeFileSync(path.join(dist, `${BUNDLE}.br`), brotliCompressSync(bundleText));
  writeFileSync(path.join(dist, `${BUNDLE}.gz`), gzipSync(bundleText));
  ctx = await createTestContext({}, { webDist: dist });
  member = await ctx.createUser({ firstName: 'Reader' });
  const db = ctx.database.db;
  const topic = await makeTopic(db, 'Sleep');
  for (let i = 0; i < 20; i++) {
    await makeQuestion(db, member.id, { title: `A question about sleep ${i}`, content: 'Long details. '.repeat(40), topicIds: [topic.id] });
  }
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('hashed bundles', () => {
  it('are sent precompressed with brotli or gzip, as the browser accepts, and cached for a year', async () => {
    const br = await get(`/${BUNDLE}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundleText);
    expect(br.rawPayload.length).toBeLessThan(bundleText.length / 10);

    const gz = await get(`/${BUNDLE}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundleText);

    const plain = await get(`/${BUNDLE}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundleText);
  });

  it('do not expose the .br and .gz twins as routes of their own', async () => {
    for (const twin of [`/${BUNDLE}.br`, `/${BUNDLE}.gz`]) {
      const res = await get(twin);
      expect(res.headers['content-type'], twin).toMatch(/^text\/html/);
      expect(res.body, twin).toBe(indexHtml);
    }
  });
});

describe('pages', () => {
  it('index.html (for / and every client route) is revalidated on each visit and compressed', async () => {
    for (const url of ['/', '/questions/5', '/profile/2']) {
      // A member's browser (session cookie): `/` is their feed, not the landing page.
      const res = await get(url, { 'accept-encoding': 'br', cookie: member.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(withoutHints(brotliDecompressSync(res.rawPayload).toString()), url).toBe(indexHtml);
    }
  });

  it("a member's page names the API calls it makes first, which the browser fetches beside the first chunk", async () => {
    const preload = (url: string, media = '') =>
      `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials"${media && ` media="${media}"`}>`;
    const shell = ['/api/auth/user', '/api/conversations', '/api/notifications'].map((url) => preload(url));
    const sidebar = ['/api/topics', '/api/topics/followed'].map((url) => preload(url));
    // A thread's topic sidebar shows on wide screens only.
    const threadSidebar = ['/api/topics', '/api/topics/followed'].map((url) => preload(url, '(min-width: 64rem)'));
    const cases: [string, string[]][] = [
      ['/questions/5', [...shell, ...threadSidebar, preload('/api/questions/5'), preload('/api/questions/5/answers')]],
      ['/questions/5?answer=9', [...shell, ...threadSidebar, preload('/api/questions/5'), preload('/api/questions/5/answers')]],
      ['/', [...shell, ...sidebar, preload('/api/questions?sortBy=trending')]],
      ['/?sort=recent', [...shell, ...sidebar, preload('/api/questions?sortBy=recent')]],
      // A feed the server cannot spell as the client will (a topic is resolved by name in the
      // client; an unknown sort falls back), another page, a malformed id: the shell's calls only.
      ['/?topic=sleep', shell],
      ['/?sort=oldest', shell],
      ['/privacy', shell],
      ['/questions/5x', shell],
      ['/questions/new', shell],
    ];
    for (const [url, expected] of cases) {
      const res = await get(url, { cookie: member.cookie });
      expect(hints(res.body), url).toEqual(expected);
      expect(res.headers.vary, url).toMatch(/cookie/i);
      expect(res.body.indexOf('<link rel="preload"'), url).toBeLessThan(res.body.indexOf('</head>'));
    }
    // No session cookie: no hints (the visitor sees the landing page).
    expect((await get('/questions/5')).body).toBe(indexHtml);
  });

  it("a member's page, and only a member's, readies the browser's locale data while its code downloads (intl-warm-up.js)", async () => {
    for (const url of ['/', '/questions/5', '/privacy']) {
      const body = (await get(url, { cookie: member.cookie })).body;
      expect(body.match(/<script src="\/intl-warm-up.js" async><\/script>/g), url).toHaveLength(1);
      expect(body.indexOf(INTL_WARM_UP), url).toBeLessThan(body.indexOf('</head>'));
    }
    // The prerendered landing page makes no Intl formatter at all (decision 0104); nor do a visitor's other pages.
    for (const url of ['/', '/questions/5', '/privacy']) expect((await get(url)).body, url).not.toContain('intl-warm-up');
  });

  it('/ is the prerendered landing page for a browser without a session cookie, and only for it', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBe('br');
    // The landing page of the visitor's language and country: English and the spec's US lines here.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(landingPageOf('en', 'US'));

    const member_ = await get('/', { cookie: member.cookie });
    expect(member_.headers.vary).toMatch(/cookie/i);
    expect(withoutHints(member_.body)).toBe(indexHtml);
    // A failed sign-in's notice (`?signInError=`) and every other page are rendered by the client.
    for (const url of ['/?signInError=1', '/questions/5', '/privacy']) expect((await get(url)).body, url).toBe(indexHtml);
    // Not a file of its own.
    expect((await get('/landing.html')).body).toBe(indexHtml);
  });

  it("marks a visitor's page with the best shipped match of Accept-Language (English otherwise), and every page with the country it names", async () => {
    const langOf = async (url: string, headers: Record<string, string>) => {
      const res = await get(url, headers);
      expect(res.headers.vary, url).toMatch(/accept-language/i);
      return /<html[^>]*>/.exec(res.body)?.[0];
    };
    expect(await langOf('/privacy', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).toBe('<html data-country="MX" lang="es" dir="ltr">');
    expect(await langOf('/privacy', { 'accept-language': 'ar' })).toBe('<html lang="ar" dir="rtl">');
    // Quality values weigh before the order written; a language not shipped is passed over; the
    // country is the first the languages name.
    expect(await langOf('/privacy', { 'accept-language': 'en;q=0.5, it, pt-PT;q=0.8' })).toBe(
      '<html data-country="PT" lang="pt-BR" dir="ltr">',
    );
    expect(await langOf('/terms', { 'accept-language': 'de, fr' })).toBe('<html lang="de" dir="ltr">');
    // English, or nothing usable: the page as built (with the country, when one is named).
    expect(await langOf('/privacy', { 'accept-language': 'en-GB, de;q=0.5' })).toBe('<html data-country="GB" lang="en" dir="ltr">');
    for (const header of ['it, ja', '*', 'not a language!!']) {
      expect((await get('/privacy', { 'accept-language': header })).body, header).toBe(indexHtml);
    }
    // A member's page is in their own setting's language, which the client applies; the country
    // their browser names is the guess for a member who has not chosen one.
    expect(withoutHints((await get('/', { cookie: member.cookie, 'accept-language': 'fr' })).body)).toBe(indexHtml);
    expect(withoutHints((await get('/', { cookie: member.cookie, 'accept-language': 'fr-BE' })).body)).toBe(
      indexHtml.replace('<html ', '<html data-country="BE" '),
    );
  });

  it("sends a visitor the landing page of their language and country: the region of their languages (en-GB → GB), the spec's US lines without one", async () => {
    const landing = async (header?: string) => (await get('/', header ? { 'accept-language': header } : {})).body;
    expect(await landing('en-GB,en;q=0.9')).toBe(landingPageOf('en', 'GB').replace('<html ', '<html data-country="GB" '));
    expect(await landing('es-MX')).toBe(landingPageOf('es', 'MX').replace('<html ', '<html data-country="MX" '));
    expect(await landing('ar-EG')).toBe(landingPageOf('ar', 'EG').replace('<html ', '<html data-country="EG" '));
    // No region: the spec's US lines, in the visitor's language.
    expect(await landing('en')).toBe(landingPageOf('en', 'US'));
    expect(await landing()).toBe(landingPageOf('en', 'US'));
    expect(await landing('es')).toBe(landingPageOf('es', 'US'));
    // A country the crisis data does not list: its page of international directories, marked with the country.
    expect(await landing('en-UY')).toBe(landingPageOf('en', 'ZZ').replace('<html ', '<html data-country="UY" '));
    // A page the build lacks: landing.html in the visitor's language.
    expect(await landing('de-AT')).toBe(landingHtml.replace('<html lang="en" dir="ltr">', '<html data-country="AT" lang="de" dir="ltr">'));
    // Not files of their own.
    expect((await get('/landing/en/GB.html')).body).toBe(indexHtml);
  });

  it('unhashed files such as favicon.svg are revalidated, not cached for a year', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('allow the inline theme-init script by its SHA-256 in the CSP, and no other inline script', async () => {
    const hash = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', member.cookie],
      ['/questions/5', member.cookie],
    ] as const) {
      const res = await get(url, cookie ? { cookie } : {});
      const directives = new Map(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );
      expect(directives.get('script-src'), url).toEqual(["'self'", hash]);
      expect(directives.get('script-src-attr'), url).toEqual(["'none'"]);
    }
  });
});

describe('robots.txt', () => {
  it('is a real robots file: public pages allowed, the API and signed-in pages disallowed', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toMatch(/<html/i);
    const rules = res.body
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(rules[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/oidc/', '/questions/', '/profile/', '/messages', '/moderation', '/admin']) {
      expect(rules).toContain(`Disallow: ${path}`);
    }
    // The landing page, /privacy and /terms stay open: no rule covers them.
    const disallowed = rules.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice('Disallow:'.length).trim());
    for (const open of ['/', '/privacy', '/terms']) {
      expect(
        disallowed.some((prefix) => prefix !== '' && open.startsWith(prefix)),
        open,
      ).toBe(false);
    }
  });
});

describe('API JSON', () => {
  it('is compressed above 1 KiB for clients that accept it, and left alone below', async () => {
    const headers = { cookie: member.cookie, 'accept-encoding': 'br, gzip' };
    const feed = await get('/api/questions?sortBy=recent', headers);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-encoding']).toBe('br');
    expect(feed.headers.vary).toMatch(/accept-encoding/i);
    const page = JSON.parse(brotliDecompressSync(feed.rawPayload).toString()) as { items: unknown[] };
    expect(page.items).toHaveLength(20);

    const gz = await get('/api/questions?sortBy=recent', { cookie: member.cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).items).toHaveLength(20);

    const identity = await get('/api/questions?sortBy=recent', { cookie: member.cookie });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().items).toHaveLength(20);

    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the live-event stream', () => {
  it('is never compressed, even when the browser accepts it, and still delivers events', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const { headers, firstChunk } = await new Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string }>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          headers: { cookie: member.cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip, deflate' },
        },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, firstChunk: chunk.toString('utf8') });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(10_000, () => reject(new Error('no data from /api/events')));
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    // Readable text (a comment or an event), not compressed bytes.
    expect(firstChunk).toMatch(/^(:|event:|id:|retry:)/m);
  });
});
