/**
 * Early hints for a signed-in member's page (decision 0048). The web client is a single page:
 * left alone, a member opening a thread waits for a chain of downloads, each found only when the
 * one before it has run — the first chunk, then the signed-in user, then the signed-in shell's
 * chunk, then the page's chunk and the thread's data, then the chunks the page imports. Each link
 * is a round trip (150 ms on a slow mobile network). The server knows from the address alone what
 * the page will ask for, so index.html names it all at once in `<head>`:
 * - `<link rel="modulepreload">` for the signed-in shell's and the page's chunks and every chunk
 *   they import, from Vite's build manifest (.vite/manifest.json, `build.manifest`);
 * - `<link rel="preload" as="fetch" crossorigin="use-credentials">` for the API calls the page
 *   makes first (the signed-in user; a thread's question and first answer page), which the
 *   browser hands to the page's own `fetch` when it asks (same URL, same credentials mode).
 * Only when the request carries a session cookie: a visitor without one sees the landing page.
 * The hints carry no data: each API call is still answered by its own route and policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (vite.dev/guide/backend-integration). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A client route (src/web/app/router.tsx) and what its first render loads. */
type PageHints = {
  path: RegExp;
  /** The route's lazy module, as the manifest names it (relative to src/web). */
  module: string;
  /** The API GETs the page sends first, exactly as the client writes their URLs. */
  data?: (match: RegExpExecArray) => string[];
};

/** The signed-in shell (src/web/app/authenticated-layout.tsx), loaded for every signed-in page. */
const SIGNED_IN_SHELL = 'app/authenticated-layout.tsx';

/** The first API call of every page: who is signed in (src/web/features/auth/api/get-user.ts). */
const AUTH_USER = '/api/auth/user';

const PAGES: PageHints[] = [
  { path: /^\/$/, module: 'app/routes/home.tsx' },
  {
    path: /^\/questions\/(\d{1,10})$/,
    module: 'app/routes/question.tsx',
    // get-question.ts and get-answers.ts (the first page has no cursor).
    data: (m) => [`/api/questions/${m[1]}`, `/api/questions/${m[1]}/answers`],
  },
  { path: /^\/questions\/new$/, module: 'app/routes/ask-question.tsx' },
  { path: /^\/profile\/\d{1,10}$/, module: 'app/routes/profile.tsx' },
  { path: /^\/messages$/, module: 'app/routes/messages.tsx' },
];

/**
 * Reads the build manifest of the web client.
 * @param root the built client's folder (dist/web)
 * @returns a function giving the `<link>` tags for a signed-in member's page (an empty string for
 *   a path it knows nothing of), or null when the build has no manifest (hints are then left out)
 * @throws Error when the manifest exists but is not valid JSON
 */
export function loadPagePreloads(root: string): ((pathname: string) => string) | null {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const chunks = (key: string) => chunkFiles(manifest, key);
  const shell = chunks(SIGNED_IN_SHELL);
  const pages = PAGES.map((page) => ({ ...page, files: [...new Set([...shell, ...chunks(page.module)])] }));
  return (pathname) => {
    for (const page of pages) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const fetches = [AUTH_USER, ...(page.data?.(match) ?? [])];
      return [
        ...fetches.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`),
        ...page.files.map((f) => `<link rel="modulepreload" href="/${f}">`),
      ].join('');
    }
    return `<link rel="preload" as="fetch" href="${AUTH_USER}" crossorigin="use-credentials">`;
  };
}

/**
 * A lazy module's file and every file it imports statically, transitively, leaving out the entry
 * chunk (index.html loads it already). A module the manifest lacks gives nothing, so a renamed
 * route loses its hints rather than breaking the page (web-preload.test.ts checks the real build).
 * @returns file paths relative to the build root, the module's own first
 */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || chunk.isEntry) return;
    seen.add(k);
    files.push(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return files;
}
