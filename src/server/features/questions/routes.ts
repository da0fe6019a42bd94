/**
 * Question routes (docs/api.md): the feed, asking, the detail view (counts one view per
 * viewer), editing (author or staff) and deleting (author) a question, and a person's
 * questions for their profile. The feed and the question page read through the shared read
 * cache (shared-pages.ts). Members only (spec §6); schemas from
 * the route contract (src/common/contract.ts), policy declared per route (route-chain.ts).
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { rowPolicy } from '../../route-chain';
import { canSeeAnonymousPostsOf } from '../../auth/policy';
import { API } from '../../../common/contract';
import { loadReaderView } from '../../shared/restrictions';
import { notFound } from '../../errors';
import { sendFinishedJson } from '../../shared/compression';
import { isLive } from '../../shared/targets';
import { createQuestion, deleteOwnQuestion, getQuestion, listUserQuestions, updateQuestion } from './queries';
import { createSharedPages } from './shared-pages';
import { presentQuestion, presentQuestionPage } from './presenters';

/**
 * Registers /questions, /questions/:id (GET, PATCH, DELETE) and /users/:id/questions (under the /api prefix).
 * @param app the app (scoped to /api)
 */
export async function questionRoutes(app: App) {
  const db = app.database.db;

  const shared = createSharedPages(db, app.readCache);

  app.get('/questions', { schema: API['GET /api/questions'], config: { policy: 'signedIn' } }, async (request, reply) => {
    const page = await shared.feed(requireUser(request), request.query);
    if (!('json' in page)) return page;
    // A cached page comes as JSON bytes (presenters.ts questionPageJson): sent as they are, compressed once (shared/compression.ts).
    return sendFinishedJson(request, reply, page.json);
  });

  app.post('/questions', { schema: API['POST /api/questions'], config: { policy: 'question:create' } }, async (request, reply) => {
    const policy = rowPolicy(request);
    const user = policy.actor;
    const { id, crisisSupport } = await createQuestion(db, { authorId: user.id, input: request.body });
    const record = await getQuestion(db, { id, policy });
    return reply.status(201).send({ ...presentQuestion(record, user), crisisSupport });
  });

  app.get('/questions/:id', { schema: API['GET /api/questions/:id'], config: { policy: 'signedIn' } }, async (request, reply) => {
    const question = await shared.question(requireUser(request), request.params.id);
    if (!('json' in question)) return question;
    // From the cache, the member's finished page as JSON bytes: sent as they are, compressed once.
    return sendFinishedJson(request, reply, question.json);
  });

  app.patch('/questions/:id', { schema: API['PATCH /api/questions/:id'], config: { policy: 'post:edit' } }, async (request) => {
    const policy = rowPolicy(request);
    const user = policy.actor;
    const { crisisSupport } = await updateQuestion(db, { policy, id: request.params.id, input: request.body });
    return { ...presentQuestion(await getQuestion(db, { id: request.params.id, policy }), user), crisisSupport };
  });

  app.delete('/questions/:id', { schema: API['DELETE /api/questions/:id'], config: { policy: 'post:delete' } }, async (request, reply) => {
    await deleteOwnQuestion(db, { policy: rowPolicy(request), id: request.params.id });
    return reply.status(204).send(null);
  });

  app.get('/users/:id/questions', { schema: API['GET /api/users/:id/questions'], config: { policy: 'profile:read' } }, async (request) => {
    const user = requireUser(request);
    // A closed account's profile is gone, and so are its lists.
    if (!(await isLive(db, 'user', request.params.id))) throw notFound('User');
    const reader = await loadReaderView(db, user);
    const page = await listUserQuestions(db, {
      userId: request.params.id,
      viewer: user,
      includeAnonymous: canSeeAnonymousPostsOf(user, request.params.id),
      cursor: request.query.cursor,
      hiddenWords: reader.hiddenWords,
    });
    return presentQuestionPage(page, user, reader);
  });
}
