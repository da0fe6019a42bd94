/**
 * Topic routes (docs/api.md): list, followed ids, follow toggle, admin creation.
 * Every route needs a signed-in person (spec §6).
 */
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { ZCreateTopic, ZFollowTopic } from '../../../common/schemas';
import { createTopic, listFollowedTopicIds, listTopics, toggleTopicFollow } from './queries';
import { presentTopic } from './presenters';
import { ZFollowResult, ZTopicView } from './schemas';

/** Registers /topics, /topics/followed, /topics/follow (under the /api prefix). */
export async function topicRoutes(app: App) {
  app.get(
    '/topics',
    { onRequest: requireSignIn, schema: { response: { 200: z.array(ZTopicView) } } },
    async () => (await listTopics(app.database.db)).map(presentTopic),
  );

  app.get(
    '/topics/followed',
    { onRequest: requireSignIn, schema: { response: { 200: z.array(z.number()) } } },
    async (request) => listFollowedTopicIds(app.database.db, { userId: requireUser(request).id }),
  );

  app.post(
    '/topics/follow',
    { onRequest: requireSignIn, schema: { body: ZFollowTopic, response: { 200: ZFollowResult } } },
    async (request) => {
      const user = requireUser(request);
      authorize(user, 'topic:follow');
      return toggleTopicFollow(app.database.db, { userId: user.id, topicId: request.body.topicId });
    },
  );

  app.post(
    '/topics',
    { onRequest: requireSignIn, schema: { body: ZCreateTopic, response: { 201: ZTopicView } } },
    async (request, reply) => {
      const user = requireUser(request);
      authorize(user, 'topic:create');
      const { name, description, parentId } = request.body;
      const topic = await createTopic(app.database.db, { actorId: user.id, name, description, parentId: parentId ?? null });
      return reply.status(201).send(presentTopic(topic));
    },
  );
}
