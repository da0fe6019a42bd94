/**
 * The table of every `/api` route the app registered, for tests and suites that walk the API
 * (the contract test, the authorization matrix, request fuzzing). Collected by the request
 * chain's onRoute hook (`route-chain.ts`) while the app is built.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Action } from './auth/policy';

/** Who may call a route: signed out too, any signed-in member, or the named policy action. */
export type RoutePolicy = 'public' | 'signedIn' | Action;

/** One registered route. */
export type RouteEntry = {
  /** 'GET', 'POST', 'PATCH', 'PUT' or 'DELETE' (HEAD is left out). */
  method: string;
  /** Fastify path syntax with the prefix: '/api/questions/:id'. */
  url: string;
  /** `config.policy` as declared; undefined when the route declares none (a defect). */
  policy: RoutePolicy | undefined;
  /** params, querystring, body and response (status → zod schema), as registered. */
  schema: FastifySchema;
};

/**
 * The `/api` routes of a built app, in registration order.
 * @param app an app from `buildApp` (after `await app.ready()`)
 * @returns one entry per method and path; `'METHOD /url'` matches the keys of `API` in src/common/contract.ts
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  return [...app.routeEntries];
}

/** A route key as the security suites write it: `'GET /api/questions/:id'`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

/** One route the app serves, under any prefix (the API, health, metrics, OIDC, the web client). */
export type ServedRoute = {
  /** `'METHOD /url'`. */
  key: RouteKey;
  method: string;
  /** Fastify path syntax with the prefix; the web client's fallback is `*`. */
  url: string;
  /** params, querystring, body and response as registered (empty for routes without schemas). */
  schema: FastifySchema;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, HEAD and OPTIONS left out (see `recordServedRoutes`). */
    servedRoutes: ServedRoute[];
  }
}

/**
 * Starts recording every route the app registers from now on (one entry per method; HEAD and
 * OPTIONS, which Fastify adds by itself, are left out). `buildApp` calls it before any plugin,
 * so no route escapes the list.
 * @param app the app being built
 */
export function recordServedRoutes(app: FastifyInstance): void {
  app.decorate('servedRoutes', [] as ServedRoute[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.servedRoutes.push({ key: `${method} ${route.url}` as RouteKey, method, url: route.url, schema: route.schema ?? {} });
    }
  });
}

/** Key for every file of the built web client (one route per file, named by its hash). */
export const STATIC_FILE = '/<static file>';

/**
 * Whether a route path serves one file of the built web client (dist/web).
 * @param path a route path, e.g. '/assets/index-3f2a.js'
 */
export function isStaticFile(path: string): boolean {
  return !path.startsWith('/api/') && !path.startsWith('/oidc') && !path.includes(':') && /\/[^/]+\.[a-z0-9]+$/i.test(path);
}

/**
 * Every method and path the app serves, e.g. `GET /api/questions/:id`, for suites that must
 * cover every route (the authorization matrix, the anonymity walk). The built web client's
 * files are one key, `GET /<static file>`; its fallback `*` is `GET /*`.
 * @param app a ready app
 * @returns sorted, distinct route keys
 */
export function routeKeys(app: FastifyInstance): RouteKey[] {
  const collapse = (url: string) => (url === '*' ? '/*' : isStaticFile(url) ? STATIC_FILE : url);
  return [...new Set(app.servedRoutes.map((r) => `${r.method} ${collapse(r.url)}` as RouteKey))].sort();
}
