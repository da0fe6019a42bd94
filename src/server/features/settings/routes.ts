/**
 * A member's own settings (docs/api.md "Settings"): GET and PATCH /users/me/settings.
 * Signed-in only; each member reads and changes their own settings, nobody else's.
 */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { ZUpdateSettings } from '../../../common/schemas';
import { getSettings } from '../../shared/settings';
import { updateSettings } from './queries';

/** Registers the settings routes (mounted under /api). */
export async function settingsRoutes(app: App) {
  const db = app.database.db;

  app.get('/users/me/settings', { onRequest: requireSignIn }, async (request) => {
    const me = requireUser(request);
    return getSettings(db, me.id);
  });

  app.patch('/users/me/settings', { onRequest: requireSignIn, schema: { body: ZUpdateSettings } }, async (request) => {
    const me = requireUser(request);
    return updateSettings(db, me.id, request.body);
  });
}
