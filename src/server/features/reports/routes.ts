/** POST /api/reports — any signed-in member reports content or a person (docs/api.md). */
import type { App } from '../../app-types';
import { rowPolicy } from '../../route-chain';
import { API } from '../../../common/contract';
import { createReport } from './queries';

/**
 * Registers the report routes (prefix /api).
 * @param app the app (scoped to /api)
 */
export async function reportRoutes(app: App) {
  app.post(
    '/reports',
    { schema: API['POST /api/reports'], config: { policy: 'report:create', rowChecks: ['post:autoHide', 'content:hideAtOnce'] } },
    async (request, reply) => {
      const created = await createReport(app.database.db, {
        policy: rowPolicy(request),
        input: request.body,
        autoHideReports: app.config.autoHideReports,
        newAccountHours: app.config.newAccountHours,
      });
      return reply.status(201).send(created);
    },
  );
}
