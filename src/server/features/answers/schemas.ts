/**
 * Response shapes of the answers feature (docs/api.md "Answer", "Comment"). Routes declare
 * them, so the serializer checks every reply and drops any field not listed here — a raw
 * row (with an anonymous post's author_id) cannot leave by accident.
 */
import { z } from 'zod';
import { VOTE_TYPES } from '../../../common/constants';
import { ZAuthorView } from '../../shared/presenters';

export const ZCommentView = z.object({
  id: z.number(),
  answerId: z.number(),
  content: z.string(),
  author: z.object({ id: z.number(), firstName: z.string().nullable() }),
  createdAt: z.string(),
});
export type CommentView = z.infer<typeof ZCommentView>;

export const ZAnswerView = z.object({
  id: z.number(),
  questionId: z.number(),
  content: z.string(),
  isAnonymous: z.boolean(),
  author: ZAuthorView.nullable(),
  isOwn: z.boolean(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  commentCount: z.number(),
  createdAt: z.string(),
  myVote: z.enum(VOTE_TYPES).nullable(),
  /** On a thread: the first comments (COMMENT_PREVIEW at most), oldest first; on profile lists: empty. */
  comments: z.array(ZCommentView),
  /**
   * Only on a thread: where 'Show more comments' continues (GET /api/answers/:id/comments?cursor=),
   * null when `comments` already holds them all.
   */
  commentsCursor: z.string().nullable().optional(),
  /** Only on profile lists (GET /api/users/:id/answers). */
  question: z.object({ id: z.number(), title: z.string() }).optional(),
});
export type AnswerView = z.infer<typeof ZAnswerView>;

export const ZAnswerPage = z.object({ items: z.array(ZAnswerView), nextCursor: z.string().nullable() });

/** A page of an answer's comments (GET /api/answers/:id/comments). */
export const ZCommentPage = z.object({ items: z.array(ZCommentView), nextCursor: z.string().nullable() });
