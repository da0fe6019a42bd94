/**
 * Types read off the route contract (`contract.ts`) by a route's key, e.g.
 * `'GET /api/questions/:id'`: its path parameters, query, body and success body. The web client
 * and the test harness both take a route key and nothing else, so neither can name a response
 * type by hand. This module imports the contract as a type only: the browser's first download
 * carries no schema for it.
 */
import type { z } from 'zod';
import type { API } from './contract';

/** A route of the wire contract, e.g. `'GET /api/questions/:id'`. */
export type ContractRoute = keyof typeof API;
/** The HTTP methods the contract uses. */
export type ContractMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type ContractOf<K extends ContractRoute> = (typeof API)[K];
type Responses<K extends ContractRoute> = ContractOf<K>['response'];
/** The success statuses a route declares (2xx and the sign-in redirects). */
type SuccessStatus<K extends ContractRoute> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204 | 302>;
/** The body a route's success answer carries (null for 204 and redirects), inferred from its response schema. */
export type SuccessBody<K extends ContractRoute> = z.output<Responses<K>[SuccessStatus<K>] & z.ZodType>;

/** The names of a path's `:params`: `'/api/a/:id/b/:userId'` → `'id' | 'userId'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<K extends ContractRoute> = K extends `${string} ${infer P}` ? P : never;

/** The `:params` of a route's path, each a string or a number (URL-encoded when filled in). */
export type RouteParams<K extends ContractRoute> = Record<ParamNames<PathOf<K>>, string | number>;
/**
 * The query a route reads: its querystring schema's keys, each optional; null, undefined and ''
 * are left out of the URL. `never` for a route without a querystring.
 */
export type RouteQuery<K extends ContractRoute> =
  ContractOf<K> extends { querystring: z.ZodType }
    ? Partial<Record<keyof z.input<ContractOf<K>['querystring']>, string | number | boolean | null>>
    : never;
/** The JSON body a route takes (its body schema's input); `never` for a route without one. */
export type RouteBody<K extends ContractRoute> = ContractOf<K> extends { body: z.ZodType } ? z.input<ContractOf<K>['body']> : never;

/**
 * The concrete URL of a contract route: `:params` filled in (URL-encoded), query appended
 * without its undefined, null and '' values.
 * @param route e.g. `'GET /api/questions/:id'`
 * @param params e.g. `{ id: 5 }`
 * @param query e.g. `{ sortBy: 'recent', cursor: undefined }`
 * @returns the method and the URL, e.g. `['GET', '/api/questions/5?sortBy=recent']`
 * @throws Error when a `:param` of the path has no value
 */
export function routeUrl<K extends ContractRoute>(
  route: K,
  params?: Partial<RouteParams<K>>,
  query?: Partial<Record<string, string | number | boolean | null | undefined>>,
): [ContractMethod, string] {
  const [method, path] = route.split(' ') as [ContractMethod, string];
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return [method, text ? `${filled}?${text}` : filled];
}
