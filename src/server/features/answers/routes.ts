/**
 * Answers and comments (docs/api.md):
 *   GET  /api/questions/:id/answers  a question's answers, oldest first, each with its comments
 *   POST /api/answers                answer a question (optionally anonymous)
 *   POST /api/comments               comment on an answer (never anonymous)
 *   GET  /api/users/:id/answers      a person's answers for the profile page, newest first
 * Every route needs sign-in. Handlers run the fixed chain: auth → validate → transaction →
 * authorize → query → present.
 */
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireSignIn, requireUser } from '../../auth/session';
import { authorize } from '../../auth/policy';
import { notFound } from '../../errors';
import { parseIdCursor } from '../../shared/id-cursor';
import { ZCreateAnswer, ZCreateComment, ZCursorQuery, ZIdParams } from '../../../common/schemas';
import {
  findMyAnswerVotes,
  insertAnswer,
  insertComment,
  listAnswersOfQuestion,
  listAnswersOfUser,
  listCommentsOfAnswers,
  questionIsLive,
  userIsLive,
} from './queries';
import { presentAnswer, presentAnswerThread, presentComment } from './presenters';
import { ZAnswerPage, ZAnswerView, ZCommentView } from './schemas';

/** Registers the answer and comment routes (mounted under /api). */
export async function answerRoutes(app: App) {
  app.get(
    '/questions/:id/answers',
    { onRequest: requireSignIn, schema: { params: ZIdParams, response: { 200: z.array(ZAnswerView) } } },
    async (request) => {
      const viewer = requireUser(request);
      const db = app.database.db;
      if (!(await questionIsLive(db, request.params.id))) throw notFound('Question');
      const rows = await listAnswersOfQuestion(db, request.params.id);
      const ids = rows.map((r) => r.answer.id);
      const [commentRows, myVotes] = await Promise.all([listCommentsOfAnswers(db, ids), findMyAnswerVotes(db, viewer.id, ids)]);
      return presentAnswerThread(rows, commentRows, myVotes, viewer);
    },
  );

  app.post(
    '/answers',
    { onRequest: requireSignIn, schema: { body: ZCreateAnswer, response: { 201: ZAnswerView } } },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await app.database.db.transaction(async (tx) => {
        authorize(user, 'answer:create');
        return insertAnswer(tx, user, request.body);
      });
      reply.status(201);
      return presentAnswer({ answer, author: user }, user, { myVote: null, comments: [] });
    },
  );

  app.post(
    '/comments',
    { onRequest: requireSignIn, schema: { body: ZCreateComment, response: { 201: ZCommentView } } },
    async (request, reply) => {
      const user = requireUser(request);
      const comment = await app.database.db.transaction(async (tx) => {
        authorize(user, 'comment:create');
        return insertComment(tx, user, request.body);
      });
      reply.status(201);
      return presentComment({ comment, author: user });
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
