/**
 * Answers and comments (docs/api.md):
 *   GET  /api/questions/:id/answers  a page of a question's answers, oldest first, each with
 *                                    its first comments (`?cursor=` continues)
 *   GET  /api/answers/:id/comments   a page of an answer's comments, oldest first (`?cursor=`)
 *   POST /api/answers                answer a question (optionally anonymous)
 *   POST /api/comments               comment on an answer (never anonymous)
 *   GET  /api/users/:id/answers      a person's answers for the profile page, newest first
 * Every route needs sign-in. Handlers run the fixed chain: auth → validate → transaction →
 * authorize → query → present.
 */
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { notFound } from '../../errors';
import { parseIdCursor } from '../../shared/id-cursor';
import { ZCreateAnswer, ZCreateComment, ZCrisisSupport, ZCursorQuery, ZIdParams } from '../../../common/schemas';
import {
  findMyAnswerVotes,
  insertAnswer,
  insertComment,
  answerIsLive,
  listAnswerPage,
  listAnswersOfUser,
  listCommentPage,
  listFirstCommentsOfAnswers,
  questionIsLive,
  userIsLive,
} from './queries';
import { presentAnswer, presentComment, presentThreadPage } from './presenters';
import { ZAnswerPage, ZAnswerView, ZCommentPage, ZCommentView } from './schemas';
import { decodeCursor } from '../../shared/cursor';
import { COMMENT_PAGE_SIZE, COMMENT_PREVIEW, THREAD_PAGE_SIZE } from '../../../common/constants';

/** Registers the answer and comment routes (mounted under /api). */
export async function answerRoutes(app: App) {
  app.get(
    '/questions/:id/answers',
    { onRequest: requireSignIn, schema: { params: ZIdParams, querystring: ZCursorQuery, response: { 200: ZAnswerPage } } },
    async (request) => {
      const viewer = requireUser(request);
      const after = request.query.cursor ? decodeCursor('thread', request.query.cursor) : undefined;
      const db = app.database.db;
      if (!(await questionIsLive(db, request.params.id))) throw notFound('Question');
      const { rows, nextCursor } = await listAnswerPage(db, { questionId: request.params.id, after, limit: THREAD_PAGE_SIZE });
      const ids = rows.map((r) => r.answer.id);
      const [commentRows, myVotes] = await Promise.all([
        listFirstCommentsOfAnswers(db, ids, COMMENT_PREVIEW + 1),
        findMyAnswerVotes(db, viewer.id, ids),
      ]);
      return { items: presentThreadPage(rows, commentRows, myVotes, viewer, COMMENT_PREVIEW), nextCursor };
    },
  );

  app.get(
    '/answers/:id/comments',
    { onRequest: requireSignIn, schema: { params: ZIdParams, querystring: ZCursorQuery, response: { 200: ZCommentPage } } },
    async (request) => {
      requireUser(request);
      const after = request.query.cursor ? decodeCursor('comments', request.query.cursor) : undefined;
      const db = app.database.db;
      if (!(await answerIsLive(db, request.params.id))) throw notFound('Answer');
      const { rows, nextCursor } = await listCommentPage(db, { answerId: request.params.id, after, limit: COMMENT_PAGE_SIZE });
      return { items: rows.map(presentComment), nextCursor };
    },
  );

  app.post(
    '/answers',
    { onRequest: requireSignIn, schema: { body: ZCreateAnswer, response: { 201: ZAnswerView.extend(ZCrisisSupport.shape) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { answer, crisisSupport } = await app.database.db.transaction(async (tx) => {
        authorize(user, 'answer:create');
        return insertAnswer(tx, user, request.body);
      });
      reply.status(201);
      return { ...presentAnswer({ answer, author: user }, user, { myVote: null, comments: [] }), crisisSupport };
    },
  );

  app.post(
    '/comments',
    { onRequest: requireSignIn, schema: { body: ZCreateComment, response: { 201: ZCommentView.extend(ZCrisisSupport.shape) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { comment, crisisSupport } = await app.database.db.transaction(async (tx) => {
        authorize(user, 'comment:create');
        return insertComment(tx, user, request.body);
      });
      reply.status(201);
      return { ...presentComment({ comment, author: user }), crisisSupport };
    },
  );

  app.get(
    '/users/:id/answers',
    { onRequest: requireSignIn, schema: { params: ZIdParams, querystring: ZCursorQuery, response: { 200: ZAnswerPage } } },
    async (request) => {
      const viewer = requireUser(request);
      authorize(viewer, 'profile:read');
      const before = parseIdCursor(request.query.cursor);
      const db = app.database.db;
      if (!(await userIsLive(db, request.params.id))) throw notFound('User');
      const { rows, nextCursor } = await listAnswersOfUser(db, { userId: request.params.id, viewerId: viewer.id, before });
      const myVotes = await findMyAnswerVotes(
        db,
        viewer.id,
        rows.map((r) => r.answer.id),
      );
      return {
        items: rows.map((r) =>
          presentAnswer(r, viewer, { myVote: myVotes.get(r.answer.id) ?? null, comments: [], question: r.question }),
        ),
        nextCursor,
      };
    },
  );
}
