/**
 * Cross-site request forgery defence for the API (docs/SECURITY.md). Every /api request that can
 * change something (any method but GET, HEAD, OPTIONS) must say it comes from MindSpace's own
 * pages: its `Origin` header (or, when a browser sends none, its `Referer`) must have the origin
 * of PUBLIC_URL. A write's body must be JSON: a cross-site HTML form can send only
 * `text/plain`, `application/x-www-form-urlencoded` or `multipart/form-data` without a CORS
 * preflight, so refusing those closes the form route even on body-less endpoints.
 * This adds to the SameSite=Lax session cookie; it does not replace it.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { words } from '../i18n/messages';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Lets a write through without the same-origin and JSON checks. Only for a route that
     * never acts on the session and is authorised by a secret in its URL instead (the one-click
     * email unsubscribe, which mail providers POST as a form with no Origin, RFC 8058).
     */
    allowCrossSite?: boolean;
  }
}

/** Whether a request URL is under /api (the API; the web client and /oidc are not). */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The origin a request claims to come from.
 * @returns the origin of `Origin`, else of `Referer`; null when neither is present or parseable
 *   (an `Origin: null` from a sandboxed frame or a privacy redirect counts as absent)
 */
export function claimedOrigin(headers: FastifyRequest['headers']): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '' && origin !== 'null') return URL.parse(origin)?.origin ?? null;
  const referer = headers.referer;
  if (typeof referer === 'string' && referer !== '') return URL.parse(referer)?.origin ?? null;
  return null;
}

/** Whether a request carries a body (a Content-Length above 0, or a chunked body). */
function hasBody(headers: FastifyRequest['headers']): boolean {
  const length = headers['content-length'];
  if (length !== undefined && length !== '0') return true;
  return headers['transfer-encoding'] !== undefined;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  return contentType.split(';')[0].trim().toLowerCase();
}

/**
 * Registers the check as an onRequest hook at the root, so it runs before any body is read
 * and before any route's own hooks.
 * @throws AppError 403 when the origin is missing or foreign; 415 when a write is not JSON
 */
export const sameOriginWrites = fp(
  async (app) => {
    const allowed = new URL(app.config.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (READ_METHODS.has(request.method) || !isApiUrl(request.url)) return;
      if (request.routeOptions.config?.allowCrossSite === true) return;
      const origin = claimedOrigin(request.headers);
      if (origin === null) {
        throw new AppError('forbidden', words('error.noOrigin'));
      }
      if (origin !== allowed) {
        throw new AppError('forbidden', words('error.foreignOrigin'));
      }
      const type = mediaType(request.headers['content-type']);
      if ((type !== null || hasBody(request.headers)) && type !== 'application/json') {
        throw new AppError('unsupported_media_type', words('error.jsonOnly'));
      }
    });
  },
  { name: 'mindspace-same-origin-writes' },
);
