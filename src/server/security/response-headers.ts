/**
 * Response headers every API answer carries.
 *
 * - `Cache-Control: no-store` on every /api response that did not set its own: signed-in JSON
 *   (messages, notifications, profiles) must not stay in a shared or browser cache.
 *   The hashed static assets of the web client keep their long cache (web-static.ts).
 * - `X-Request-Id` on every response: the id the server gave the request (or a trusted proxy's),
 *   so a person reporting a problem can quote it and we can find the log line.
 */
import fp from 'fastify-plugin';
import { isApiUrl } from './same-origin';

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
