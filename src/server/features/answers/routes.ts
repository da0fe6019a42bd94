/**
 * Answers and comments (docs/api.md):
 *   GET  /api/questions/:id/answers  a page of a question's answers, oldest first, each with
 *                                    its first comments (`?cursor=` continues)
 *   GET  /api/answers/:id/comments   a page of an answer's comments, oldest first (`?cursor=`)
 *   POST /api/answers                answer a question (optionally anonymous)
 *   POST /api/comments               comment on an answer (named; the asker's on their own anonymous question is 'Anonymous (asker)')
 *   PATCH /api/answers/:id, /api/comments/:id   edit (the author; staff too, logged)
 *   DELETE /api/answers/:id, /api/comments/:id  the author takes it back (204)
 *   GET  /api/users/:id/answers      a person's answers for the profile page, newest first
 * Members only. Schemas from the route contract; policy declared per route (route-chain.ts).
 */
import type { App } from '../../app-types';
import { requireUser } from '../../auth/session';
import { rowPolicy } from '../../route-chain';
import { canSeeAnonymousPostsOf } from '../../auth/policy';
import { notFound } from '../../errors';
import { decodeCursor, parseIdCursor } from '../../shared/cursor';
import { isLive } from '../../shared/targets';
import { isReadable } from '../../shared/auto-hide';
import { loadReaderView } from '../../shared/restrictions';
import { API } from '../../../common/contract';
import { COMMENT_PAGE_SIZE } from '../../../common/constants';
import {
  createAnswer,
  findAuthors,
  createComment,
  deleteOwnPost,
  findMyAnswerVotes,
  listAnswersOfUser,
  listCommentPage,
  updateAnswer,
  updateComment,
} from './queries';
import { presentAnswer, presentComment } from './presenters';
import { createThreadPages } from './thread-pages';
import { sendFinishedJson } from '../../shared/compression';

/**
 * Registers the answer and comment routes (mounted under /api).
 * @param app the app (scoped to /api)
 */
export async function answerRoutes(app: App) {
  const db = app.database.db;

  const threads = createThreadPages(db, app.readCache);

  app.get(
    '/questions/:id/answers',
    { schema: API['GET /api/questions/:id/answers'], config: { policy: 'signedIn' } },
    async (request, reply) => {
      const page = await threads.page(requireUser(request), request.params.id, request.query.cursor);
      if (!('json' in page)) return page;
      // A cached first page comes as JSON bytes (thread-pages.ts): sent as they are, compressed once (shared/compression.ts).
      return sendFinishedJson(request, reply, page.json);
    },
  );

  app.get('/answers/:id/comments', { schema: API['GET /api/answers/:id/comments'], config: { policy: 'signedIn' } }, async (request) => {
    const viewer = requireUser(request);
    const after = request.query.cursor ? decodeCursor('comments', request.query.cursor) : undefined;
    if (!(await isReadable(db, 'answer', request.params.id, viewer))) throw notFound('Answer');
    const { rows, nextCursor } = await listCommentPage(db, { viewer, answerId: request.params.id, after, limit: COMMENT_PAGE_SIZE });
    const reader = await loadReaderView(db, viewer);
    return { items: rows.map((r) => presentComment(r, viewer, reader)), nextCursor };
  });

  app.post(
    '/answers',
    { schema: API['POST /api/answers'], config: { policy: 'answer:create', rowChecks: ['post:reply'] } },
    async (request, reply) => {
      const policy = rowPolicy(request);
      const user = policy.actor;
      const { answer, crisisSupport, firstAnswerSeconds } = await createAnswer(db, { policy, input: request.body });
      if (firstAnswerSeconds !== null) app.metrics.timeToFirstAnswer.observe(firstAnswerSeconds);
      return reply.status(201).send({ ...presentAnswer({ answer, author: user }, user, { myVote: null, comments: [] }), crisisSupport });
    },
  );

  app.post(
    '/comments',
    { schema: API['POST /api/comments'], config: { policy: 'comment:create', rowChecks: ['post:reply'] } },
    async (request, reply) => {
      const policy = rowPolicy(request);
      const user = policy.actor;
      const { comment, thread, crisisSupport } = await createComment(db, { policy, input: request.body });
      return reply.status(201).send({ ...presentComment({ comment, author: user, thread }, user), crisisSupport });
    },
  );

  app.patch('/answers/:id', { schema: API['PATCH /api/answers/:id'], config: { policy: 'post:edit' } }, async (request) => {
    const policy = rowPolicy(request);
    const user = policy.actor;
    const { answer, crisisSupport } = await updateAnswer(db, { policy, id: request.params.id, input: request.body });
    const [author] = await findAuthors(db, [answer.authorId]);
    const myVote = (await findMyAnswerVotes(db, user.id, [answer.id])).get(answer.id) ?? null;
    return { ...presentAnswer({ answer, author }, user, { myVote, comments: [] }), crisisSupport };
  });

  app.patch('/comments/:id', { schema: API['PATCH /api/comments/:id'], config: { policy: 'post:edit' } }, async (request) => {
    const policy = rowPolicy(request);
    const user = policy.actor;
    const { comment, thread, crisisSupport } = await updateComment(db, {
      policy,
      id: request.params.id,
      content: request.body.content,
    });
    const [author] = await findAuthors(db, [comment.authorId]);
    return { ...presentComment({ comment, author, thread }, user), crisisSupport };
  });

  app.delete('/answers/:id', { schema: API['DELETE /api/answers/:id'], config: { policy: 'post:delete' } }, async (request, reply) => {
    await deleteOwnPost(db, { policy: rowPolicy(request), type: 'answer', id: request.params.id });
    return reply.status(204).send(null);
  });

  app.delete('/comments/:id', { schema: API['DELETE /api/comments/:id'], config: { policy: 'post:delete' } }, async (request, reply) => {
    await deleteOwnPost(db, { policy: rowPolicy(request), type: 'comment', id: request.params.id });
    return reply.status(204).send(null);
  });

  app.get('/users/:id/answers', { schema: API['GET /api/users/:id/answers'], config: { policy: 'profile:read' } }, async (request) => {
    const viewer = requireUser(request);
    const userId = request.params.id;
    const before = parseIdCursor(request.query.cursor);
    if (!(await isLive(db, 'user', userId))) throw notFound('User');
    const { rows, nextCursor } = await listAnswersOfUser(db, {
      viewer,
      userId,
      includeAnonymous: canSeeAnonymousPostsOf(viewer, userId),
      before,
    });
    const [myVotes, reader] = await Promise.all([
      findMyAnswerVotes(
        db,
        viewer.id,
        rows.map((r) => r.answer.id),
      ),
      loadReaderView(db, viewer),
    ]);
    return {
      items: rows.map((r) =>
        presentAnswer(r, viewer, { myVote: myVotes.get(r.answer.id) ?? null, comments: [], question: r.question }, reader),
      ),
      nextCursor,
    };
  });
}
