/**
 * Web Push routes (docs/api.md "Push"): the server's public key, and subscribing
 * or unsubscribing this device. Members only; a subscription belongs to the session that made it.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { unauthorized } from '../../errors';
import { API } from '../../../common/contract';
import { assertPushEndpoint } from './endpoint-check';
import { deleteSubscription, saveSubscription, vapidKeys } from './queries';

/**
 * Registers /push/public-key and /push/subscriptions (under the /api prefix).
 * @param app the app (scoped to /api)
 */
export async function pushRoutes(app: App) {
  const db = app.database.db;
  const config = app.config;

  app.get('/push/public-key', { schema: API['GET /api/push/public-key'], config: { policy: 'signedIn' } }, async () => ({
    publicKey: (await vapidKeys(db, config)).publicKey,
  }));

  app.post(
    '/push/subscriptions',
    { schema: API['POST /api/push/subscriptions'], config: { policy: 'signedIn' } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.sessionId) throw unauthorized();
      const { endpoint, keys, timeZone } = request.body;
      await assertPushEndpoint(endpoint, config.push.endpointAllow);
      await saveSubscription(db, { userId: user.id, sessionId: request.sessionId, endpoint, ...keys, timeZone: timeZone ?? null });
      return reply.status(201).send({ ok: true });
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: API['DELETE /api/push/subscriptions'], config: { policy: 'signedIn' } },
    async (request, reply) => {
      await deleteSubscription(db, { userId: requireUser(request).id, endpoint: request.body.endpoint });
      return reply.status(204).send(null);
    },
  );
}
