/**
 * Response shapes of the questions feature (docs/api.md "Question"). Routes declare them, so
 * the serializer checks every reply and drops any field not listed here — a raw row (with an
 * anonymous question's author_id) cannot leave by accident.
 */
import { z } from 'zod';
import { VOTE_TYPES } from '../../../common/constants';
import { ZAuthorView } from '../../shared/presenters';

export const ZQuestionView = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  isAnonymous: z.boolean(),
  hasContentWarning: z.boolean(),
  contentWarningText: z.string().nullable(),
  topics: z.array(z.object({ topic: z.object({ id: z.number(), name: z.string(), slug: z.string() }) })),
  author: ZAuthorView.nullable(),
  isOwn: z.boolean(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  viewCount: z.number(),
  answerCount: z.number(),
  createdAt: z.string(),
  myVote: z.enum(VOTE_TYPES).nullable(),
});
export type QuestionView = z.infer<typeof ZQuestionView>;

export const ZQuestionPage = z.object({ items: z.array(ZQuestionView), nextCursor: z.string().nullable() });
export type QuestionPage = z.infer<typeof ZQuestionPage>;
