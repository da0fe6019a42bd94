/**
 * A member's own settings (docs/api.md "Settings"): GET and PATCH /users/me/settings.
 * Signed-in only; each member reads and changes their own settings, nobody else's (a suspended
 * member too, except turning outwards what reaches others: 'settings:change', decision 0097).
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { rowPolicy } from '../../route-chain';
import { API } from '../../../common/contract';
import { getSettings } from '../../shared/settings';
import { updateSettings } from './queries';

/**
 * Registers the settings routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function settingsRoutes(app: App) {
  const db = app.database.db;

  app.get('/users/me/settings', { schema: API['GET /api/users/me/settings'], config: { policy: 'signedIn' } }, async (request) =>
    getSettings(db, requireUser(request).id),
  );

  app.patch(
    '/users/me/settings',
    { schema: API['PATCH /api/users/me/settings'], config: { policy: 'signedIn', rowChecks: ['settings:change'] } },
    async (request) => {
      const policy = rowPolicy(request);
      policy.require('settings:change', { suspension: policy.actor.suspension, patch: request.body });
      return updateSettings(db, policy.actor.id, request.body);
    },
  );
}
