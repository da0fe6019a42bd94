/**
 * The one way the web client talks to the API: `fetch` with the session cookie, JSON in and out.
 *
 * - Every request sends credentials (`credentials: 'include'`).
 * - A JSON body (and its Content-Type) is sent only when a body is given.
 * - Any non-2xx response throws an {@link ApiError} whose message is
 *   `${status}: ${bodyText || statusText}` (spec §8), exposing the status and the server's
 *   readable `{ message }` and, where the client must act on it, its `code` (docs/api.md).
 */

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

export type RequestOptions = {
  /** JSON-serialisable body; omitted entirely when undefined. */
  body?: unknown;
  /** Query parameters; undefined, null and '' values are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
};

/** Builds `path?query`, skipping empty parameter values. */
export function withParams(path: string, params?: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Sends one request and returns the parsed JSON answer (undefined for an empty body).
 * @throws ApiError for any non-2xx response; the fetch TypeError for network failures.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const response = await fetch(withParams(path, options.params), {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Downloads a file the API sends as an attachment (GET with the session cookie), e.g. your data
 * export.
 * @param path the API path
 * @returns the file's bytes and the name from `Content-Disposition` (or the path's last part)
 * @throws ApiError for any non-2xx response (the server's readable `{ message }` included)
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(path, { method: 'GET', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').pop() ?? 'download';
  return { blob: await response.blob(), fileName };
}

/** Shorthands for {@link apiRequest}. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};
