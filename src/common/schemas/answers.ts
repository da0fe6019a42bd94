/** Wire schemas of answers and comments (docs/api.md "Answer", "Comment"). */
import { z } from 'zod';
import { LIMITS, VOTE_TYPES } from '../constants';
import { ZAuthor, ZPostAbilities, zId, zPage, zText } from './common';

export const ZCreateAnswer = z.object({
  questionId: zId('questionId'),
  content: zText('Answer', LIMITS.content),
  isAnonymous: z.boolean().default(false),
});
export type TCreateAnswer = z.input<typeof ZCreateAnswer>;

export const ZCreateComment = z.object({
  answerId: zId('answerId'),
  content: zText('Comment', LIMITS.comment),
});
export type TCreateComment = z.input<typeof ZCreateComment>;

/** What the viewer may do with a comment (comments take no votes). */
export const ZCommentAbilities = ZPostAbilities.omit({ vote: true });
export type TCommentAbilities = z.infer<typeof ZCommentAbilities>;

/** A comment: the commenter's id and first name only (comments are never anonymous). */
export const ZComment = z.object({
  id: z.number(),
  answerId: z.number(),
  content: z.string(),
  author: z.object({ id: z.number(), firstName: z.string().nullable() }),
  createdAt: z.string(),
  abilities: ZCommentAbilities,
});
export type TComment = z.infer<typeof ZComment>;

/** An answer as its viewer sees it; `author` null for someone else's anonymous answer. */
export const ZAnswer = z.object({
  id: z.number(),
  questionId: z.number(),
  content: z.string(),
  isAnonymous: z.boolean(),
  author: ZAuthor.nullable(),
  isOwn: z.boolean(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  commentCount: z.number(),
  createdAt: z.string(),
  myVote: z.enum(VOTE_TYPES).nullable(),
  /** On a thread: the first comments (COMMENT_PREVIEW at most), oldest first; on profile lists: empty. */
  comments: z.array(ZComment),
  /**
   * Only on a thread: where 'Show more comments' continues (GET /api/answers/:id/comments?cursor=),
   * null when `comments` already holds them all.
   */
  commentsCursor: z.string().nullable().optional(),
  /** Only on profile lists (GET /api/users/:id/answers): the parent question. */
  question: z.object({ id: z.number(), title: z.string() }).optional(),
  abilities: ZPostAbilities,
});
export type TAnswer = z.infer<typeof ZAnswer>;

export const ZAnswerPage = zPage(ZAnswer);

/** A page of an answer's comments (GET /api/answers/:id/comments). */
export const ZCommentPage = zPage(ZComment);
