/**
 * Your data (docs/api.md "Your data"): GET /users/me/export sends the signed-in
 * member a JSON file of everything of theirs, as a download
 * (`Content-Disposition: attachment; filename="mindspace-export-YYYY-MM-DD.json"`, never cached).
 * Only their own rows are read. A heavy read: RATE_LIMIT_EXPORTS_PER_HOUR per member.
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { API } from '../../../common/contract';
import { loadExport } from './queries';
import { presentExport } from './presenters';

/**
 * The download's file name for an export made at `when`.
 * @param when the export's time (its UTC date names the file)
 * @returns e.g. `mindspace-export-2026-11-23.json`
 */
function exportFileName(when: Date): string {
  return `mindspace-export-${when.toISOString().slice(0, 10)}.json`;
}

/**
 * Registers the export route (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function exportRoutes(app: App) {
  const db = app.database.db;

  app.get('/users/me/export', { schema: API['GET /api/users/me/export'], config: { policy: 'account:export' } }, async (request, reply) => {
    const me = requireUser(request);
    const now = new Date();
    const file = presentExport(await loadExport(db, me.id), now);
    reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
    reply.header('cache-control', 'no-store');
    return file;
  });
}
