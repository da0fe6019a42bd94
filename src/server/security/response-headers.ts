/**
 * Response headers every API answer carries.
 *
 * - `Cache-Control: no-store` on every /api response that did not set its own: signed-in JSON
 *   (messages, notifications, profiles) must not stay in a shared or browser cache.
 *   The hashed static assets of the web client keep their long cache (web-static.ts).
 * - `X-Request-Id` on every response: the id the server gave the request (or a trusted proxy's),
 *   so a person reporting a problem can quote it and we can find the log line.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { isApiUrl } from './same-origin';

/** A Connect-style middleware that only sets headers, such as helmet's. */
type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a middleware sets when its headers do not depend on the request (helmet with no
 * nonce functions): it runs once here on a response that is never sent, and each response then
 * gets the recorded headers set as they are, instead of the middleware chain building them
 * again, the Content-Security-Policy text included, on every request.
 * @param middleware the middleware (it must call `next` at once, without an error)
 * @returns the [name, value] pairs it set, names as it spelled them, in its order
 * @throws Error when the middleware fails or does not call `next` at once
 */
export function recordedHeaders(middleware: HeaderMiddleware): [string, string | number | string[]][] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let called = false;
  middleware(req, res, (err) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    called = true;
  });
  if (!called) throw new Error('The header middleware did not finish at once');
  // Node has had getRawHeaderNames since 15.13; @types/node leaves it out.
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  return names.map((name) => [name, res.getHeader(name)!]);
}

/** Registers the onSend hook that adds the headers above. */
export const apiResponseHeaders = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'mindspace-api-response-headers' },
);
