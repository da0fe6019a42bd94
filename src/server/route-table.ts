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
