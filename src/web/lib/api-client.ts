/**
 * The one way the web client talks to the API: `fetch` with the session cookie, JSON in and out,
 * each call named by its route key in the contract, which types its input and its answer.
 *
 * - Every request sends credentials (`credentials: 'include'`).
 * - A JSON body (and its Content-Type) is sent only when a body is given.
 * - Any non-2xx response throws an {@link ApiError} whose message is
 *   `${status}: ${bodyText || statusText}` (spec §8), exposing the status and the server's
 *   readable `{ message }` and, where the client must act on it, its `code` (docs/api.md).
 */

import { routeUrl, type ContractRoute, type RouteBody, type RouteParams, type RouteQuery, type SuccessBody } from '@common/contract-types';

/** Error thrown for every non-success response. */
export class ApiError extends Error {
  /** HTTP status code, e.g. 401. */
  readonly status: number;
  /** The server's readable `{ message }`, when the body carried one. */
  readonly serverMessage: string | null;
  /** The server's machine-readable `code` where the client must act on it (e.g. 'silenced'), else null. */
  readonly serverCode: string | null;
  /** The raw response body text ('' when empty). */
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.serverMessage = readServerField(bodyText, 'message');
    this.serverCode = readServerField(bodyText, 'code');
  }
}

function readServerField(bodyText: string, name: 'message' | 'code'): string | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && name in parsed) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') return value;
    }
  } catch {
    // Not JSON: no readable server message.
  }
  return null;
}

/** True when `error` is an {@link ApiError} with status 401 (signed out). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * What a call takes besides its route key: the path's `:params` (required when the path has
 * any), the query, the JSON body (required when the route's body schema requires one) and an
 * abort signal.
 */
export type CallInput<K extends ContractRoute> = ([keyof RouteParams<K>] extends [never]
  ? { params?: never }
  : { params: RouteParams<K> }) &
  ([RouteBody<K>] extends [never]
    ? { body?: never }
    : undefined extends RouteBody<K>
      ? { body?: RouteBody<K> }
      : { body: RouteBody<K> }) & {
    query?: [RouteQuery<K>] extends [never] ? never : RouteQuery<K> & Record<string, string | number | boolean | null | undefined>;
    signal?: AbortSignal;
  };

/** `[input]` when the route needs one (params or a required body), else `[input?]`. */
type CallArgs<K extends ContractRoute> = Record<never, unknown> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls one route of the contract (`src/common/contract.ts`) by its key and returns its success
 * body, typed from the route's response schema (null for a 204), so no call names its response
 * type by hand: `api('GET /api/questions/:id', { params: { id: 5 }, signal })`.
 * @param route the contract key, e.g. `'POST /api/answers'`
 * @param input `{ params, query, body, signal }` checked against the route's schemas
 * @returns the parsed JSON answer (null when the body is empty)
 * @throws ApiError for any non-2xx response; the fetch TypeError for network failures
 */
export async function api<K extends ContractRoute>(route: K, ...[input]: CallArgs<K>): Promise<SuccessBody<K>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const [method, url] = routeUrl(route, params as Partial<RouteParams<K>>, query);
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : null) as SuccessBody<K>;
}

/**
 * Downloads a file the API sends as an attachment (GET with the session cookie), e.g. your data
 * export.
 * @param route the contract key of a GET route without parameters, e.g. `'GET /api/users/me/export'`
 * @returns the file's bytes and the name from `Content-Disposition` (or the path's last part)
 * @throws ApiError for any non-2xx response (the server's readable `{ message }` included)
 */
export async function apiDownload(route: Extract<ContractRoute, `GET ${string}`>): Promise<{ blob: Blob; fileName: string }> {
  const [, path] = routeUrl(route);
  const response = await fetch(path, { method: 'GET', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').pop() ?? 'download';
  return { blob: await response.blob(), fileName };
}
