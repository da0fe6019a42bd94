/**
 * Admin routes (admins only, spec §6): stats, the user list, role changes. Signed out → 401;
 * everyone else → 403 'Admin access required', checked before validation.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { presentUser } from '../../shared/presenters';
import { ZCursorQuery, ZUpdateRole, ZUserIdParams } from '../../../common/schemas';
import { adminStats, listUsers, updateRole } from './queries';

/** preValidation hook: only admins pass. */
const adminOnly = async (request: FastifyRequest) => {
  authorize(request.user, 'admin:read');
};

/** Registers the admin routes (prefix /api). */
export async function adminRoutes(app: App) {
  app.get('/admin/stats', { onRequest: requireSignIn, preValidation: adminOnly }, async () => adminStats(app.database.db));

  app.get(
    '/admin/users',
    { onRequest: requireSignIn, preValidation: adminOnly, schema: { querystring: ZCursorQuery } },
    async (request) => listUsers(app.database.db, requireUser(request), request.query.cursor),
  );

  app.patch(
    '/admin/users/:userId/role',
    { onRequest: requireSignIn, preValidation: adminOnly, schema: { params: ZUserIdParams, body: ZUpdateRole } },
    async (request) => {
      const admin = requireUser(request);
      authorize(admin, 'role:update', { userId: request.params.userId });
      const updated = await updateRole(app.database.db, admin, request.params.userId, request.body.role);
      return presentUser(updated, admin);
    },
  );
}
