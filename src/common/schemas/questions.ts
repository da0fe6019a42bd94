/** Wire schemas of questions (docs/api.md "Question"): the feed query, asking, the question. */
import { z } from 'zod';
import { said } from '../i18n/validation';
import { LIMITS, SORT_MODES, VOTE_TYPES } from '../constants';
import { ZAuthor, ZHiddenReason, ZPostAbilities, zId, zLine, zOptionalLine, zPage, zText, zToken } from './common';

export const ZQuestionListQuery = z.object({
  topicId: zId('topicId').optional(),
  search: zOptionalLine('validation.field.search', 200).optional(),
  sortBy: z.enum(SORT_MODES, { error: said('validation.sortBy') }).default('trending'),
  cursor: zToken('cursor', 200).optional(),
  /** Only questions in the topics I follow and the questions I follow (the Following feed). */
  following: z
    .enum(['true', 'false'], { error: said('validation.trueOrFalse', { field: 'following' }) })
    .transform((v) => v === 'true')
    .optional(),
});

/** GET, POST and DELETE /api/questions/:id/follow: whether I follow the question (after the change). */
export const ZQuestionFollow = z.object({ following: z.boolean() });

/** The optional warning-text field of an ask, answer or edit form (kept only with a ticked warning). */
export const zContentWarningText = () => zOptionalLine('validation.field.contentWarning', LIMITS.contentWarningText).nullish();

export const ZCreateQuestion = z
  .object({
    title: zLine('validation.field.title', LIMITS.title),
    content: zText('validation.field.details', LIMITS.content),
    topicIds: z
      .array(zId('topicId'), { error: said('validation.topicIdList', { field: 'topicIds' }) })
      .min(1, said('validation.selectTopic'))
      .max(LIMITS.topicsPerQuestion, said('validation.tooManyTopics', { max: LIMITS.topicsPerQuestion })),
    isAnonymous: z.boolean().default(false),
    hasContentWarning: z.boolean().default(false),
    contentWarningText: zContentWarningText(),
  })
  .transform((q) => ({
    ...q,
    topicIds: [...new Set(q.topicIds)],
    // The warning text only travels with a ticked warning box (spec §5).
    contentWarningText: q.hasContentWarning && q.contentWarningText ? q.contentWarningText : null,
  }));
export type TCreateQuestion = z.input<typeof ZCreateQuestion>;

/**
 * An edit of a question (PATCH /api/questions/:id): any of its fields, at least one. Anonymity
 * is fixed at posting and cannot be edited. A field left out keeps its value;
 * the server drops the warning text when the warning is off.
 */
export const ZUpdateQuestion = z
  .object({
    title: zLine('validation.field.title', LIMITS.title).optional(),
    content: zText('validation.field.details', LIMITS.content).optional(),
    topicIds: z
      .array(zId('topicId'), { error: said('validation.topicIdList', { field: 'topicIds' }) })
      .min(1, said('validation.selectTopic'))
      .max(LIMITS.topicsPerQuestion, said('validation.tooManyTopics', { max: LIMITS.topicsPerQuestion }))
      .optional(),
    hasContentWarning: z.boolean().optional(),
    contentWarningText: zContentWarningText(),
  })
  .refine((q) => Object.values(q).some((v) => v !== undefined), { message: said('validation.nothingToChange') })
  .transform((q) => ({ ...q, topicIds: q.topicIds ? [...new Set(q.topicIds)] : undefined }));

export const ZTopicRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/**
 * A question as its viewer sees it. `author` is null (and `isOwn` false) for someone else's
 * anonymous question: show 'Anonymous', '?', no link.
 */
export const ZQuestion = z.object({
  id: z.number(),
  title: z.string(),
  /** The markdown; in a list (feed, profile) only a preview of QUESTION_PREVIEW_CHARS, see previewCut. */
  content: z.string(),
  /**
   * `content` rendered to sanitised HTML: on the question itself (GET /api/questions/:id, and
   * what creating or editing it returns) the whole text, line breaks on; in lists
   * the card's preview, '…' included when cut, line breaks off. Null when the
   * text is plain, shown as it is.
   */
  contentHtml: z.string().nullable(),
  /** True when `content` is a preview cut short (lists only); the whole text is on GET /api/questions/:id. */
  previewCut: z.boolean(),
  isAnonymous: z.boolean(),
  hasContentWarning: z.boolean(),
  contentWarningText: z.string().nullable(),
  topics: z.array(z.object({ topic: ZTopicRef })),
  author: ZAuthor.nullable(),
  isOwn: z.boolean(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  viewCount: z.number(),
  answerCount: z.number(),
  createdAt: z.string(),
  /** When it was last edited; null until then (the web shows 'edited'). */
  editedAt: z.string().nullable(),
  myVote: z.enum(VOTE_TYPES).nullable(),
  /**
   * Hidden pending review (auto-hide): reports hid it from everyone but its author and staff
   * until a moderator reviews it. Only its author and staff ever receive it; show it marked
   * 'Hidden pending review'.
   */
  hiddenPendingReview: z.boolean(),
  /** Collapsed for this viewer (muted author, or the viewer's filters), or null. */
  hiddenReason: ZHiddenReason,
  abilities: ZPostAbilities,
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionPage = zPage(ZQuestion);
export type TQuestionPage = z.infer<typeof ZQuestionPage>;
