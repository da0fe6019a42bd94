/**
 * Topic routes (docs/api.md): list, followed ids, follow toggle, admin creation, renaming,
 * describing and removal. Members
 * only; schemas from the route contract, policy declared per route (route-chain.ts).
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { API } from '../../../common/contract';
import { createTopic, deleteTopic, listFollowedTopicIds, listTopics, toggleTopicFollow, updateTopic } from './queries';
import { presentTopic } from './presenters';

/**
 * Registers /topics, /topics/followed, /topics/follow (under the /api prefix).
 * @param app the app (scoped to /api)
 */
export async function topicRoutes(app: App) {
  const db = app.database.db;

  app.get('/topics', { schema: API['GET /api/topics'], config: { policy: 'signedIn' } }, async () =>
    (await listTopics(db)).map(presentTopic),
  );

  app.get('/topics/followed', { schema: API['GET /api/topics/followed'], config: { policy: 'signedIn' } }, async (request) =>
    listFollowedTopicIds(db, { userId: requireUser(request).id }),
  );

  app.post('/topics/follow', { schema: API['POST /api/topics/follow'], config: { policy: 'topic:follow' } }, async (request) =>
    toggleTopicFollow(db, { userId: requireUser(request).id, topicId: request.body.topicId }),
  );

  app.post('/topics', { schema: API['POST /api/topics'], config: { policy: 'topic:create' } }, async (request, reply) => {
    const user = requireUser(request);
    const { name, description, parentId } = request.body;
    const topic = await createTopic(db, { actorId: user.id, name, description, parentId: parentId ?? null });
    return reply.status(201).send(presentTopic(topic));
  });

  app.patch('/topics/:id', { schema: API['PATCH /api/topics/:id'], config: { policy: 'topic:update' } }, async (request) => {
    const user = requireUser(request);
    const { name, description } = request.body;
    return presentTopic(await updateTopic(db, { actorId: user.id, id: request.params.id, name, description }));
  });

  app.delete('/topics/:id', { schema: API['DELETE /api/topics/:id'], config: { policy: 'topic:delete' } }, async (request) => {
    await deleteTopic(db, { actorId: requireUser(request).id, id: request.params.id });
    return { ok: true as const };
  });
}
