/**
 * The routes an app really serves, for suites that must cover every route (the authorization
 * matrix, the fuzzer). Read from Fastify's own router (`printRoutes`), so a route added anywhere
 * shows up here without anyone remembering to list it.
 */
import type { FastifyInstance } from 'fastify';

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/**
 * Every method and path the app serves, e.g. `GET /api/questions/:id`. HEAD and OPTIONS are
 * left out (Fastify adds HEAD for every GET).
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
    const path = stack.join('');
    for (const method of match[3].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      keys.add(`${method} ${path}` as RouteKey);
    }
  }
  return [...keys].sort();
}
