/**
 * The request chain every `/api` route runs, in one place (docs/ARCHITECTURE.md "A request"):
 *
 * 1. **authenticate** (onRequest): a route whose `config.policy` is not `'public'` answers 401
 *    to a signed-out caller — once here, for the whole `/api` tree;
 * 2. **the write gate** (preValidation): every signed-in write (POST, PUT, PATCH, DELETE on a
 *    route that is not public), except the few in WRITE_GATE_EXEMPT, asks the policy whether the
 *    person's standing allows writing ('member:write': onboarded, …) and answers 403
 *    `{ message, code }` when it does not (code 'onboarding_required', …);
 * 3. **authorize subject-less actions** (preValidation): when `config.policy` names an action
 *    whose rule needs no subject ('moderation:read', 'question:create', …), the chain checks it
 *    before the request is validated, so a refused person learns nothing from 400s;
 * 4. **validate** (Fastify + zod, with the route's contract entry from `src/common/contract.ts`);
 * 5. the handler calls a query (which opens any transaction) with the request's `rowPolicy`;
 *    an action that needs the row (its author, its conversation) is decided there, on the row
 *    the query read, and only for actions the route declares (`policy`, `rowChecks`). Handlers
 *    and queries never call `authorize`/`can` themselves.
 *
 * Around it, in app.ts's order: the session is resolved, then the rate limits run
 * (security/rate-limits.ts, 429), then step 1, then the same-origin and JSON-only check for
 * writes (security/same-origin.ts, 403/415), so a signed-out write still answers 401.
 *
 * It also records every `/api` route in the route table (`route-table.ts`) and adds the statuses
 * the chain itself can send to each route's response schemas (403/413/415 on routes with a body
 * and on writes — 403 also for the write gate —, 429 everywhere, 400/409/422 for an Idempotency-Key on POSTs, 500 everywhere, and in
 * development 307 to PUBLIC_URL's host). With
 * `checkContract` (the test harness turns it on), every reply is checked against its route:
 * a status not declared in the route's response schemas, or a 2xx from a route whose declared policy action was never consulted, becomes a 500 naming the route.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZErrorBody, ZNoBody } from '../common/schemas/index';
import { authorize, consultedActions, rowPolicy as buildRowPolicy, SUBJECTLESS_ACTIONS, type Action, type RowPolicy } from './auth/policy';
import { unauthorized } from './errors';
import type { RouteEntry, RoutePolicy } from './route-table';
import type { SessionUser } from './auth/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: 'public' (signed out too), 'signedIn' (any signed-in member; the
     * data is the caller's own or open to every member), or the policy action the route checks.
     */
    policy?: RoutePolicy;
    /**
     * The further actions the route decides on the row it works with (through `rowPolicy`), besides
     * its `policy`: e.g. answering declares 'answer:create' and checks 'post:reply' on the question.
     */
    rowChecks?: Action[];
  }
  interface FastifyInstance {
    /** Every `/api` route as registered (see route-table.ts). */
    routeEntries: RouteEntry[];
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The signed-in writes the write gate lets through whatever the person's standing, each with
 * its reason. Everything else that writes is gated (a new write route is gated unless added
 * here; route-table.test.ts lists these and proves every other write answers 403).
 */
export const WRITE_GATE_EXEMPT: ReadonlyMap<string, string> = new Map([
  ['POST /api/users/me/onboarding', 'finishing onboarding is how the gate opens'],
  ['DELETE /api/users/me', 'anyone may close their account (and an under-13 answer closes it)'],
  ['PATCH /api/users/me/settings', 'private choices that publish nothing'],
  ['PATCH /api/notifications/:id/read', 'private bookkeeping'],
  ['POST /api/notifications/mark-all-read', 'private bookkeeping'],
]);

/**
 * Whether the write gate checks a route: a write (POST, PUT, PATCH, DELETE) under /api that
 * needs sign-in and is not in WRITE_GATE_EXEMPT.
 * @param method HTTP method
 * @param url Fastify route path, e.g. '/api/questions/:id'
 * @param policy the route's declared policy (undefined counts as signed-in)
 */
export function isGatedWrite(method: string, url: string, policy: RoutePolicy | undefined): boolean {
  return isApiUrl(url) && WRITE_METHODS.has(method) && policy !== 'public' && !WRITE_GATE_EXEMPT.has(`${method} ${url}`);
}

/** Where a request's route declares its policy; undefined outside `/api` routes. */
function policyOf(request: FastifyRequest): RoutePolicy | undefined {
  const url = request.routeOptions.url;
  if (!url || !isApiUrl(url)) return undefined;
  // A route without a declaration is treated as signed-in only (and fails the route-table test).
  return request.routeOptions.config.policy ?? 'signedIn';
}

const isAction = (policy: RoutePolicy): policy is Action => policy !== 'public' && policy !== 'signedIn';

const rowPolicies = new WeakMap<FastifyRequest, RowPolicy<SessionUser>>();

/**
 * The one door to row-level decisions: the request's RowPolicy, bound to the signed-in person and
 * to the actions the route declares (`config.policy`, `config.rowChecks`). Handlers pass it to
 * their queries, which ask it about the row they read; nothing else calls `authorize`/`can`.
 * @param request the request (its route must need sign-in)
 * @returns the request's RowPolicy (one per request)
 * @throws AppError 401 when signed out
 */
export function rowPolicy(request: FastifyRequest): RowPolicy<SessionUser> {
  const actor = request.user;
  if (!actor) throw unauthorized();
  let policy = rowPolicies.get(request);
  if (!policy) {
    const { policy: declared, rowChecks = [] } = request.routeOptions.config;
    policy = buildRowPolicy(actor, new Set([...(declared && isAction(declared) ? [declared] : []), ...rowChecks]));
    rowPolicies.set(request, policy);
  }
  return policy;
}

/** Options of the chain plugin. */
export type RouteChainOptions = {
  /** Check every reply against its route's declared statuses and policy (tests). */
  checkContract?: boolean;
};

/** Registers the chain's hooks; register it before any route. */
export const routeChain = fp<RouteChainOptions>(
  async (app, options) => {
    app.decorate('routeEntries', [] as RouteEntry[]);

    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url) || route.method === 'HEAD') return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      const schema = route.schema ?? {};
      const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
      if (schema.response) {
        // Every route is rate limited (429, security/rate-limits.ts); a write must come from the
        // site's own origin (403; the write gate's 403 too) with a JSON body (413 too large, 415 not JSON; security/same-origin.ts).
        response[429] = ZErrorBody;
        if (schema.body || methods.some((m) => WRITE_METHODS.has(m))) {
          // A route's own 403 schema (a superset of ZErrorBody, e.g. ZUnderMinimumAge) is kept.
          Object.assign(response, { 403: response[403] ?? ZErrorBody, 413: ZErrorBody, 415: ZErrorBody });
        }
        // Idempotency-Key (shared/idempotency.ts): a malformed key is a 400, a retry of a request
        // still in progress a 409, a key reused for another URL or body a 422.
        if (methods.includes('POST')) Object.assign(response, { 400: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody });
        // A suspended member's restricted session refuses any signed-in route
        // outside its list with 403 `suspended`.
        if (route.config?.policy !== 'public') response[403] ??= ZErrorBody;
        response[500] = ZErrorBody;
        // Development only: a request on another host than PUBLIC_URL's is redirected there
        // first (auth/public-host.ts).
        if (app.config.env === 'development') response[307] = ZNoBody;
        route.schema = { ...schema, response };
      }
      for (const method of methods) {
        app.routeEntries.push({
          method,
          url: route.url,
          policy: route.config?.policy,
          schema: route.schema ?? {},
        });
      }
    });

    app.addHook('onRequest', async (request) => {
      const policy = policyOf(request);
      if (policy && policy !== 'public' && !request.user) throw unauthorized();
      // The restricted session: a suspended member reaches only its few routes.
      if (policy && policy !== 'public' && request.user?.suspension) {
        authorize(request.user, 'session:use', {
          suspension: request.user.suspension,
          route: `${request.method} ${request.routeOptions.url}`,
        });
      }
    });

    app.addHook('preValidation', async (request) => {
      const policy = policyOf(request);
      if (policy && request.user && isGatedWrite(request.method, request.routeOptions.url!, policy)) {
        authorize(request.user, 'member:write', { ...request.user, route: `${request.method} ${request.routeOptions.url}` });
      }
      if (policy && isAction(policy) && SUBJECTLESS_ACTIONS.has(policy)) {
        authorize(request.user, policy as never);
      }
    });

    if (options.checkContract) {
      app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
        const policy = policyOf(request);
        if (!policy || reply.statusCode === 500) return payload;
        const route = `${request.method} ${request.routeOptions.url}`;
        const declared = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
        // A broken contract becomes a 500 `{ message }` naming the route (an error thrown here
        // would bypass the app's error handler).
        const broken = (message: string) => {
          request.log.error({ route }, message);
          reply.code(500).type('application/json; charset=utf-8');
          return JSON.stringify({ message });
        };
        if (!(String(reply.statusCode) in declared)) {
          return broken(`Contract: ${route} sent status ${reply.statusCode}, which its response schemas do not declare`);
        }
        // A replayed Idempotency-Key response was authorized when it was first made.
        const replayed = reply.getHeader('idempotent-replayed') === 'true';
        if (reply.statusCode < 300 && !replayed && isAction(policy) && !consultedActions(request.user).has(policy)) {
          return broken(`Contract: ${route} answered ${reply.statusCode} without consulting its policy action '${policy}'`);
        }
        return payload;
      });
    }
  },
  { name: 'mindspace-route-chain', dependencies: ['mindspace-session'] },
);
