/**
 * Admin routes (admins only, spec §6): stats, the user list, role changes. Signed out → 401;
 * everyone else → 403 'Admin access required', checked by the request chain before validation
 * ('admin:read', 'role:update'); whose role may change is decided on the locked rows ('role:target').
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { rowPolicy } from '../../route-chain';
import { presentUser } from '../../shared/presenters';
import { API } from '../../../common/contract';
import { adminStats, listUsers, updateRole } from './queries';

/**
 * Registers the admin routes (prefix /api).
 * @param app the app (scoped to /api)
 */
export async function adminRoutes(app: App) {
  const db = app.database.db;

  app.get('/admin/stats', { schema: API['GET /api/admin/stats'], config: { policy: 'admin:read' } }, async () => adminStats(db));

  app.get('/admin/users', { schema: API['GET /api/admin/users'], config: { policy: 'admin:read' } }, async (request) =>
    listUsers(db, { viewer: requireUser(request), cursor: request.query.cursor, search: request.query.search || undefined }),
  );

  app.patch(
    '/admin/users/:userId/role',
    {
      schema: API['PATCH /api/admin/users/:userId/role'],
      config: { policy: 'role:update', rowChecks: ['role:target'] },
    },
    async (request) => {
      const policy = rowPolicy(request);
      const updated = await updateRole(db, { policy, userId: request.params.userId, role: request.body.role });
      return presentUser(updated, policy.actor);
    },
  );
}
