/**
 * After `vite build`: writes dist/web/landing.html — index.html with the landing page's markup
 * inside `#root` (src/web/prerender/landing.tsx) and its stylesheet inlined — and its brotli and gzip twins, as the build
 * compresses every other file (decision 0041). The server sends it for `/` to browsers without
 * a session cookie (src/server/web-static.ts), so the landing page paints before any JavaScript runs.
 * Run by `npm run build`; fails (exit 1) when index.html has no empty `#root`, the markup lacks
 * the landing page's heading or its 'Sign in', or a part of it suspended (the client could not
 * hydrate it as it is).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderLanding } from '../src/web/prerender/landing';

const DIST = path.resolve('dist/web');
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The stylesheet of index.html inlined as a `<style>` element (decision 0042): the landing page
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

function main() {
  const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT}`);
  const markup = renderLanding();
  if (!markup.includes('Safe space for anything mental health')) throw new Error('the prerendered landing page lacks its heading');
  // Sent only to a request without a session: a visitor's page, offering 'Sign in' (decision 0052).
  if (!markup.includes('>Sign in<')) throw new Error('the prerendered landing page is not a visitor’s: it lacks Sign in');
  // A Suspense boundary that suspended while prerendering is redone by the client after an error
  // (React's #419): everything on the landing page must render without suspending (decision 0042).
  if (markup.includes('<!--$!-->')) throw new Error('a part of the prerendered landing page suspended: render it only once hydrated');
  const html = inlineStylesheet(index).replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
  const file = path.join(DIST, 'landing.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered the landing page: ${path.relative(process.cwd(), file)} (${(html.length / 1024).toFixed(1)} KiB)`);
}

main();
// Rendering the app starts timers that outlive the render (TanStack Query's 5-minute cache
// collection): without this the build would wait for them before finishing.
process.exit(0);
