/**
 * The routes an app really serves, for suites that must cover every route (the authorization
 * matrix, the fuzzer). Read from Fastify's own router (`printRoutes`), so a route added anywhere
 * shows up here without anyone remembering to list it.
 */
import type { FastifyInstance } from 'fastify';

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/** Key for every file of the built web client (one route per file, named by its hash). */
export const STATIC_FILE = '/<static file>';

/** Whether a route path serves one file of the built web client (dist/web). */
export function isStaticFile(path: string): boolean {
  return !path.startsWith('/api/') && !path.startsWith('/oidc') && !path.includes(':') && /\/[^/]+\.[a-z0-9]+$/i.test(path);
}

/** One key for all static files; the client fallback `*` as `/*`. */
function collapse(path: string): string {
  if (path === '*') return '/*';
  return isStaticFile(path) ? STATIC_FILE : path;
}

/**
 * Every method and path the app serves, e.g. `GET /api/questions/:id`. HEAD and OPTIONS are
 * left out (Fastify adds HEAD for every GET). When the web client is built, its files are one
 * key, `GET /<static file>`.
 * @param app a ready app
 * @returns sorted route keys
 */
export function listRoutes(app: FastifyInstance): RouteKey[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const keys = new Set<RouteKey>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    // "│   ├── /:id (GET, HEAD)": depth = position of the branch mark / 4.
    const match = /^((?:[│ ] {3})*)(?:├── |└── )?(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd());
    if (!match || !match[2]) continue;
    const level = /[├└]/.test(line) ? match[1].length / 4 + 1 : 0;
    stack.length = level;
    stack.push(match[2]);
    if (!match[3]) continue;
    const path = collapse(stack.join(''));
    for (const method of match[3].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      keys.add(`${method} ${path}` as RouteKey);
    }
  }
  return [...keys].sort();
}
