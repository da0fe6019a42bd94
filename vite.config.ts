/**
 * Vite build for the web client (src/web → dist/web). The Fastify server serves dist/web
 * (src/server/web-static.ts); in development `vite` proxies /api to the server on port 3000.
 */
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { THEME_INIT_MARKER, THEME_INIT_SCRIPT } from './src/common/theme-init';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogsPlugin, chunkFileName, REST_CATALOG_FILES } from './scripts/lib/catalogs-plugin';
import { offlinePlugin } from './scripts/lib/offline-plugin';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
/** The API server in development, and the origin it accepts writes from (its PUBLIC_URL). */
const API_ORIGIN = new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;

/** What `codeSplitting` group names may ask of the module graph (rolldown's `ModuleInfo`, in part). */
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null };

/** The lazily loaded modules a member's first page starts from: the signed-in shell, the feed and a thread (src/web/app/router.tsx). */
const MEMBER_FIRST = /[\\/]src[\\/]web[\\/]app[\\/](authenticated-layout|routes[\\/](home|question))\.tsx$/;

/**
 * The lazily loaded parts of the signed-out landing page (music, theme switch, crisis resources,
 * toasts), and tailwind-merge, which every page loads after its first paint (src/web/lib/utils.ts):
 * in this one file it costs a member's page no file of its own.
 */
const SIGNED_OUT_LAZY =
  /[\\/]src[\\/]web[\\/]components[\\/](layouts[\\/]music-player|theme-toggle|crisis[\\/](crisis-dialog-panel|country-chooser)|ui[\\/]toaster)\.tsx$|[\\/]node_modules[\\/]tailwind-merge[\\/]/;

/**
 * The lazily loaded modules (targets of a dynamic `import()`) from which a module is reached
 * through static imports, itself included when it is one.
 * @param id the module's id (its resolved path)
 * @param graph rolldown's chunking context
 * @returns the ids of those modules
 */
function lazyStartsOf(id: string, graph: ModuleGraph): string[] {
  const starts: string[] = [];
  const seen = new Set([id]);
  const todo = [id];
  for (let current = todo.pop(); current !== undefined; current = todo.pop()) {
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.dynamicImporters.length > 0) starts.push(current);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      todo.push(importer);
    }
  }
  return starts;
}

/**
 * The `signed-out` chunk (decision 0050): every module the landing page's lazy parts use, in one
 * file. The landing page loads all but the music player (under 1 KB) as it starts.
 * @param id the module's id
 * @param graph rolldown's chunking context
 * @returns 'signed-out', or null to leave the module to the next group
 */
function signedOutChunk(id: string, graph: ModuleGraph): string | null {
  return lazyStartsOf(id, graph).some((start) => SIGNED_OUT_LAZY.test(start)) ? 'signed-out' : null;
}

/**
 * The `member` chunk (decision 0050): every other module a member's first page loads lazily (the
 * shell, the feed, a thread), in one file.
 * @param id the module's id
 * @param graph rolldown's chunking context
 * @returns 'member', or null to leave the module to the next group
 */
function memberChunk(id: string, graph: ModuleGraph): string | null {
  return lazyStartsOf(id, graph).some((start) => MEMBER_FIRST.test(start)) ? 'member' : null;
}

/**
 * A pseudo build (`npm run build:pseudo`, decision 0091): English in the `en-XA` pseudo-locale, into
 * dist/web-pseudo, for the pseudo walk (e2e/pseudo-walk.spec.ts). Never shipped.
 */
const PSEUDO = process.env.MINDSPACE_PSEUDO === '1';

export default defineConfig({
  root: fromRoot('./src/web'),
  plugins: [
    // Each catalog in two parts, its messages parsed at build time (decisions 0074, 0086).
    catalogsPlugin({ build: true, pseudo: PSEUDO }),
    react(),
    {
      // The saved theme applied before first paint, inline so the page waits for no file; the
      // server's CSP allows exactly this script by its hash (src/common/theme-init.ts, decision 0042).
      name: 'mindspace-theme-init',
      transformIndexHtml(html) {
        if (!html.includes(THEME_INIT_MARKER)) throw new Error(`index.html lacks ${THEME_INIT_MARKER}`);
        return html.replace(THEME_INIT_MARKER, `<script>${THEME_INIT_SCRIPT}</script>`);
      },
    },
    tailwindcss(),
    // What the service worker keeps for a person with no connection: offline.html, crisis-lines.json.
    offlinePlugin(),
    // The installable app (decision 0089): the web app manifest, linked from index.html and so from
    // every prerendered landing page, and the service worker (src/web/sw/service-worker.ts), which
    // main.tsx registers after the page has loaded.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'MindSpace',
        short_name: 'MindSpace',
        description: 'A safe, supportive peer-support community for mental-health questions and answers.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The mark's indigo, and the light theme's background (src/web/styles.css).
        theme_color: '#4f46e5',
        background_color: '#f6f7fb',
        // Made from the mark by `npm run icons` (pwa-assets.config.ts).
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell: the offline page, the scripts, stylesheet, icons and crisis lines. Not
        // index.html nor the prerendered landing pages: a page always comes from the server. Nor
        // the rest of each catalog (a third of the whole in six languages; decision 0106): the
        // offline page's words are in the first part, and a member's pages fetch their own
        // language's rest as they always do.
        globPatterns: ['offline.html', 'crisis-lines.json', 'assets/**/*.{js,css,svg}', 'favicon.svg'],
        globIgnores: ['landing/**', REST_CATALOG_FILES],
      },
    }),
    // Brotli (best quality: it runs once, at build) and gzip twins of every text file, served
    // by @fastify/static's preCompressed (src/server/web-static.ts; decision 0016).
    compression({
      include: /\.(html|js|mjs|css|svg|json|txt|webmanifest)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromRoot('./src/web')}/` },
      { find: /^@common\//, replacement: `${fromRoot('./src/common')}/` },
      // Catalogs arrive parsed (catalogsPlugin): intl-messageformat runs without the ICU parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: fromRoot('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
      },
      // Zod set for the Content-Security-Policy before anything parses (lib/zod.ts).
      { find: /^zod$/, replacement: fromRoot('./src/web/lib/zod.ts') },
    ],
  },
  build: {
    outDir: fromRoot(PSEUDO ? './dist/web-pseudo' : './dist/web'),
    emptyOutDir: true,
    // Assets are served with a one-year immutable cache; hashed names make that safe.
    assetsDir: 'assets',
    // Every browser we support knows <link rel="modulepreload">; one without it just loads a
    // lazy chunk's imports a moment later. Keeps Vite's polyfill out of the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The rest of each catalog is named apart, for the precache (decision 0106).
        chunkFileNames: chunkFileName,
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            // A member's first page in one file rather than ~25: over HTTP/1.1 a phone fetches six
            // files at a time, and each wave costs a round trip. What the landing page's lazy parts
            // use is taken first, into its own file, so a visitor never loads the member's (decision 0050).
            { name: (id, graph) => signedOutChunk(id, graph), debugName: 'signed-out', priority: 3 },
            { name: (id, graph) => memberChunk(id, graph), debugName: 'member', priority: 2 },
            // The other signed-in pages' own modules, grouped by the pages that use them, with groups
            // under 12 KB merged into a neighbour (decision 0048). Libraries and shared components
            // keep the automatic split.
            {
              name: 'pages',
              // The two forms that run the zod schemas (ask a question, set a status) stay out, loaded
              // only with their dialogs and pages: merged into a small neighbour group, they had put
              // every wire schema into the thread page's first load (decision 0049).
              test: /[\\/]src[\\/]web[\\/](features|app[\\/]routes)[\\/](?!.*[\\/](ask-question-form|status-picker)\.tsx$)/,
              entriesAware: true,
              entriesAwareMergeThreshold: 12_000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // changeOrigin: the server sees its own host (PUBLIC_URL's), so its development redirect
      // to PUBLIC_URL (src/server/auth/public-host.ts) leaves proxied calls alone.
      '/api': {
        target: 'http://localhost:3000',
        ws: false,
        changeOrigin: true,
        // The API refuses writes whose Origin is not its PUBLIC_URL (docs/SECURITY.md). Pages
        // served by this dev server send the dev server's own origin: that one, and only that
        // one, is swapped for the API's. Any other site's origin passes through and is refused.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq, req) => {
            const { origin, host } = req.headers;
            if (origin && host && origin === `http://${host}`) proxyReq.setHeader('origin', API_ORIGIN);
          });
        },
      },
    },
  },
});
