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

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
/** The API server in development, and the origin it accepts writes from (its PUBLIC_URL). */
const API_ORIGIN = new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;

export default defineConfig({
  root: fromRoot('./src/web'),
  plugins: [
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
    alias: {
      '@': fromRoot('./src/web'),
      '@common': fromRoot('./src/common'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // Assets are served with a one-year immutable cache; hashed names make that safe.
    assetsDir: 'assets',
    // Every browser we support knows <link rel="modulepreload">; one without it just loads a
    // lazy chunk's imports a moment later. Keeps Vite's polyfill out of the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The signed-in pages' own modules, grouped by the pages that use them, with groups
            // under 12 KB merged into a neighbour: a thread needs ~35 files rather than ~60, which
            // on a slow mobile connection (6 at a time over HTTP/1.1) is several round trips fewer.
            // Libraries and shared components keep the automatic split, so the landing page's
            // lazy parts (theme toggle, crisis resources, toasts) stay as small as before (decision 0048).
            {
              name: 'pages',
              // The two forms that run the zod schemas (ask a question, set a status) stay out, loaded
              // only with their dialogs and pages: merged into a small neighbour group, they had put
              // every wire schema into the thread page's first load (decision 0049).
              test: /[\\/]src[\\/]web[\\/](features|app[\\/]routes|app[\\/]authenticated-layout)[\\/](?!.*[\\/](ask-question-form|status-picker)\.tsx$)/,
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
