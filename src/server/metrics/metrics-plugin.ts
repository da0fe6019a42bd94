/**
 * Wires the metrics (metrics.ts) into the app: request durations and 429s from an onResponse
 * hook, and GET /metrics in the Prometheus text format —
 *  - METRICS_TOKEN alone: on the main port, for `Authorization: Bearer <token>` only;
 *  - METRICS_PORT: on that port only (started when the app listens, closed with it), also
 *    asking for the token when one is set; the main port then answers 404;
 *  - neither: no metrics served (404), still recorded.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { createMetrics, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether an Authorization header carries the metrics token (constant-time comparison).
 * @param header the request's Authorization header
 * @param token the configured token; undefined = none asked
 */
export function metricsAuthorized(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/** Registers the metrics decorator, hooks and GET /metrics (see the module comment). */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { config: Config; database: Database }) => {
  const settings = opts.config.metrics;
  const metrics = createMetrics(opts.database, { processMetrics: settings !== undefined });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern ('/api/questions/:id'), never the URL: no ids, no query strings.
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsAuthorized(request.headers.authorization, settings?.token)) {
      return (
        reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          // eslint-disable-next-line no-restricted-syntax -- read by an operator's scraper, not by members
          .send({ message: 'The metrics need the Bearer token set in METRICS_TOKEN' })
      );
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };

  // logLevel warn: scrapes every few seconds would drown the request log.
  if (settings?.token !== undefined && settings.port === undefined) {
    app.get('/metrics', { logLevel: 'warn' }, serve);
  } else {
    app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => reply.status(404).type('text/plain').send('404 Page Not Found'));
  }

  if (settings?.port !== undefined) {
    const server = Fastify({ logger: false });
    server.get('/metrics', serve);
    // eslint-disable-next-line no-restricted-syntax -- read by an operator's scraper, not by members
    server.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found: this port serves GET /metrics only' }));
    app.addHook('onListen', async () => {
      await server.listen({ port: settings.port, host: opts.config.host });
      app.log.info({ port: (server.server.address() as { port: number }).port }, 'metrics served on their own port');
    });
    app.addHook('onClose', () => server.close());
    app.decorate('metricsServer', server);
  }
});
