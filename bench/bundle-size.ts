/**
 * Initial download of the landing page: every script, module preload and stylesheet that
 * dist/web/index.html loads before first paint, with raw and gzip sizes (zlib level 9, as a
 * typical CDN/nginx `gzip_comp_level` upper bound). Lazy chunks (markdown, signed-in pages)
 * are not part of it and are listed separately for reference.
 *
 * Usage: `npm run build && npm run bench -- bundle` (reads dist/web; prints a table).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist/web');

type Asset = { file: string; kind: 'js' | 'css'; raw: number; gzip: number };

function measure(file: string): Asset {
  const buf = readFileSync(path.join(DIST, file));
  return { file, kind: file.endsWith('.css') ? 'css' : 'js', raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** The landing page's initial JavaScript may weigh at most this much, gzip. */
export const LANDING_JS_BUDGET = 100 * 1024;

/**
 * Prints the landing page's initial assets and their total sizes, whether the JavaScript keeps
 * within LANDING_JS_BUDGET (sets exit code 1 when not) and how many have precompressed twins.
 * @throws when dist/web is not built
 */
export async function bundleSize(): Promise<void> {
  const indexFile = path.join(DIST, 'index.html');
  if (!existsSync(indexFile)) throw new Error('dist/web/index.html is missing: run `npm run build` first');
  const html = readFileSync(indexFile, 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g)) refs.add(m[1]);
  const initial = [...refs].map(measure);
  // Inline scripts (theme-init) are JavaScript of the first download too.
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const buf = Buffer.from(m[1]);
    initial.push({ file: '(inline script in index.html)', kind: 'js', raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  const total = (kind: Asset['kind']) => initial.filter((a) => a.kind === kind).reduce((s, a) => s + a.gzip, 0);

  console.log('Landing page, initial assets (loaded by index.html):');
  for (const a of initial) console.log(`  ${a.file.padEnd(48)} ${kb(a.raw).padStart(10)} raw ${kb(a.gzip).padStart(10)} gzip`);
  console.log(`  JavaScript total: ${kb(total('js'))} gzip; CSS total: ${kb(total('css'))} gzip`);
  const over = total('js') > LANDING_JS_BUDGET;
  console.log(`  Budget ${kb(LANDING_JS_BUDGET)} gzip: ${over ? 'OVER' : 'within'} (${kb(LANDING_JS_BUDGET - total('js'))} left)`);
  const twins = initial
    .filter((a) => !a.file.startsWith('('))
    .filter((a) => existsSync(path.join(DIST, `${a.file}.br`)) && existsSync(path.join(DIST, `${a.file}.gz`)));
  console.log(`  Precompressed (.br and .gz beside the file): ${twins.length} of ${refs.size}`);
  if (over) process.exitCode = 1;

  const lazy = readdirSync(path.join(DIST, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => f.endsWith('.js') && !refs.has(f))
    .map(measure)
    .sort((a, b) => b.gzip - a.gzip);
  console.log(
    `Lazy chunks (loaded after the first paint, or by other pages): ${lazy.length}, ${kb(lazy.reduce((s, a) => s + a.gzip, 0))} gzip in all; largest:`,
  );
  for (const a of lazy.slice(0, 5)) console.log(`  ${a.file.padEnd(48)} ${kb(a.gzip).padStart(10)} gzip`);
}
