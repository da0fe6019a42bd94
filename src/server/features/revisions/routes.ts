/**
 * Earlier versions of edited posts, for moderators and admins:
 *   GET /api/questions/:id/revisions, /api/answers/:id/revisions, /api/comments/:id/revisions
 * Members get 403 'Moderator access required' (the request chain checks 'revisions:read'
 * before validation).
 */
import type { App } from '../../app-types';
import { API } from '../../../common/contract';
import { listRevisions } from './queries';
import { rowPolicy } from '../../route-chain';

/**
 * Registers the revision routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function revisionRoutes(app: App) {
  const db = app.database.db;
  const config = { policy: 'revisions:read' as const };

  app.get('/questions/:id/revisions', { schema: API['GET /api/questions/:id/revisions'], config }, async (request) => ({
    items: await listRevisions(db, rowPolicy(request), 'question', request.params.id),
  }));
  app.get('/answers/:id/revisions', { schema: API['GET /api/answers/:id/revisions'], config }, async (request) => ({
    items: await listRevisions(db, rowPolicy(request), 'answer', request.params.id),
  }));
  app.get('/comments/:id/revisions', { schema: API['GET /api/comments/:id/revisions'], config }, async (request) => ({
    items: await listRevisions(db, rowPolicy(request), 'comment', request.params.id),
  }));
}
