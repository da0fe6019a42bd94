import type { FastifyInstance } from 'fastify';

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers
 * and the live-events LISTEN connection is up).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.ping();
      if (!app.eventBus.isListening()) {
        // eslint-disable-next-line no-restricted-syntax -- read by operators' probes, not by members
        return reply.status(503).send({ status: 'not ready', message: 'Live updates are reconnecting' });
      }
      return { status: 'ready' };
    } catch {
      // eslint-disable-next-line no-restricted-syntax -- read by operators' probes, not by members
      return reply.status(503).send({ status: 'not ready', message: 'The database is not reachable' });
    }
  });
}
