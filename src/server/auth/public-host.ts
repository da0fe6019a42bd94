/**
 * Development only: a request that reaches the server under another host than PUBLIC_URL's
 * (http://127.0.0.1:3000 when PUBLIC_URL is http://localhost:3000) is sent to the same path and
 * query on PUBLIC_URL before anything else runs. Sign-in needs it: its state cookie is set on the
 * host the browser used, while the provider returns to `$PUBLIC_URL/api/callback`. Production
 * (and tests) keep the configured host and never redirect: a proxy or load balancer there may
 * reach the server under internal names. Health, readiness and metrics are never redirected: a
 * load balancer or Prometheus pointed at an address must get its answer there, and a redirect
 * would drop its Authorization header.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Paths for machines, answered on any host. */
const NEVER_REDIRECTED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Where a request must go instead, or null when it is already on PUBLIC_URL's host or is for a
 * machine (health, readiness, metrics).
 * @param config env and publicUrl
 * @param host the host the request came in under (`request.host`, "name:port"; '' when absent)
 * @param url the request's path and query (`request.url`)
 * @returns the absolute URL on PUBLIC_URL with the same path and query, or null
 */
export function publicHostRedirect(config: Pick<Config, 'env' | 'publicUrl'>, host: string, url: string): string | null {
  return hostRedirect(config)(host, url);
}

/**
 * `publicHostRedirect` for one configuration, with PUBLIC_URL parsed once: it runs on every
 * request in development, where parsing the URL each time was most of its cost.
 * @param config env and publicUrl
 * @returns `(host, url) => location or null`, as `publicHostRedirect`
 */
function hostRedirect(config: Pick<Config, 'env' | 'publicUrl'>): (host: string, url: string) => string | null {
  if (config.env !== 'development') return () => null;
  const target = new URL(config.publicUrl);
  const targetHost = target.host.toLowerCase();
  return (host, url) => {
    if (!host || host.toLowerCase() === targetHost) return null;
    if (NEVER_REDIRECTED.has(url.split('?', 1)[0])) return null;
    return `${target.origin}${url.startsWith('/') ? url : '/'}`;
  };
}

/** Registers the redirect as the app's first onRequest hook (307 keeps the method and body). */
export const publicHostPlugin = fp(async (app: FastifyInstance, opts: { config: Pick<Config, 'env' | 'publicUrl'> }) => {
  if (opts.config.env !== 'development') return;
  const redirect = hostRedirect(opts.config);
  app.addHook('onRequest', async (request, reply) => {
    const location = redirect(request.host ?? '', request.url);
    if (location) return reply.redirect(location, 307);
  });
});
