/**
 * Question routes (docs/api.md): the feed, asking, the detail view (counts one view per
 * viewer) and a person's questions for their profile. Every route needs a signed-in person
 * (spec §6).
 */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { ZCreateQuestion, ZCrisisSupport, ZCursorQuery, ZIdParams, ZQuestionListQuery } from '../../../common/schemas';
import { createQuestion, getQuestion, listQuestions, listUserQuestions, viewQuestion } from './queries';
import { presentQuestion, presentQuestionPage } from './presenters';
import { ZQuestionPage, ZQuestionView } from './schemas';

/** Registers /questions, /questions/:id and /users/:id/questions (under the /api prefix). */
export async function questionRoutes(app: App) {
  app.get(
    '/questions',
    { onRequest: requireSignIn, schema: { querystring: ZQuestionListQuery, response: { 200: ZQuestionPage } } },
    async (request) => {
      const user = requireUser(request);
      const page = await listQuestions(app.database.db, { ...request.query, viewerId: user.id });
      return presentQuestionPage(page, user);
    },
  );

  app.post(
    '/questions',
    { onRequest: requireSignIn, schema: { body: ZCreateQuestion, response: { 201: ZQuestionView.extend(ZCrisisSupport.shape) } } },
    async (request, reply) => {
      const user = requireUser(request);
      authorize(user, 'question:create');
      const { id, crisisSupport } = await createQuestion(app.database.db, { authorId: user.id, input: request.body });
      const record = await getQuestion(app.database.db, { id, viewerId: user.id });
      return reply.status(201).send({ ...presentQuestion(record, user), crisisSupport });
    },
  );

  app.get(
    '/questions/:id',
    { onRequest: requireSignIn, schema: { params: ZIdParams, response: { 200: ZQuestionView } } },
    async (request) => {
      const user = requireUser(request);
      const record = await viewQuestion(app.database.db, { id: request.params.id, viewerId: user.id });
      return presentQuestion(record, user);
    },
  );

  app.get(
    '/users/:id/questions',
    { onRequest: requireSignIn, schema: { params: ZIdParams, querystring: ZCursorQuery, response: { 200: ZQuestionPage } } },
    async (request) => {
      const user = requireUser(request);
      authorize(user, 'profile:read');
      const page = await listUserQuestions(app.database.db, {
        userId: request.params.id,
        viewerId: user.id,
        cursor: request.query.cursor,
      });
      return presentQuestionPage(page, user);
    },
  );
}
