/** Wire schemas of answers and comments (docs/api.md "Answer", "Comment"). */
import { z } from 'zod';
import { said } from '../i18n/validation';
import { LIMITS, VOTE_TYPES } from '../constants';
import { ZAuthor, ZHiddenReason, ZPostAbilities, zId, zPage, zText } from './common';
import { zContentWarningText } from './questions';

export const ZCreateAnswer = z
  .object({
    questionId: zId('questionId'),
    content: zText('validation.field.answer', LIMITS.content),
    isAnonymous: z.boolean().default(false),
    hasContentWarning: z.boolean().default(false),
    contentWarningText: zContentWarningText(),
  })
  .transform((a) => ({ ...a, contentWarningText: a.hasContentWarning && a.contentWarningText ? a.contentWarningText : null }));
export type TCreateAnswer = z.input<typeof ZCreateAnswer>;

/** An edit of an answer (PATCH /api/answers/:id): its text and/or its warning, at least one field. */
export const ZUpdateAnswer = z
  .object({
    content: zText('validation.field.answer', LIMITS.content).optional(),
    hasContentWarning: z.boolean().optional(),
    contentWarningText: zContentWarningText(),
  })
  .refine((a) => Object.values(a).some((v) => v !== undefined), { message: said('validation.nothingToChange') });

/** An edit of a comment (PATCH /api/comments/:id). */
export const ZUpdateComment = z.object({ content: zText('validation.field.comment', LIMITS.comment) });

export const ZCreateComment = z.object({
  answerId: zId('answerId'),
  content: zText('validation.field.comment', LIMITS.comment),
});
export type TCreateComment = z.input<typeof ZCreateComment>;

/** What the viewer may do with a comment (comments take no votes). */
export const ZCommentAbilities = ZPostAbilities.omit({ vote: true });
export type TCommentAbilities = z.infer<typeof ZCommentAbilities>;

/**
 * A comment: the commenter's id and first name only. `isAnonymous` is true for a comment by the
 * asker on their own anonymous question (shown 'Anonymous (asker)'); its `author` is then null
 * for everyone but the asker, like the question's.
 */
export const ZComment = z.object({
  id: z.number(),
  answerId: z.number(),
  content: z.string(),
  isAnonymous: z.boolean(),
  author: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** When it was last edited; null until then. */
  editedAt: z.string().nullable(),
  /**
   * Hidden pending review (auto-hide): reports hid it from everyone but its author and staff
   * until a moderator reviews it. Only its author and staff ever receive it; show it marked
   * 'Hidden pending review'.
   */
  hiddenPendingReview: z.boolean(),
  /** Collapsed for this viewer (muted author, or the viewer's hidden words), or null. */
  hiddenReason: ZHiddenReason,
  abilities: ZCommentAbilities,
});
export type TComment = z.infer<typeof ZComment>;

/** An answer as its viewer sees it; `author` null for someone else's anonymous answer. */
export const ZAnswer = z.object({
  id: z.number(),
  questionId: z.number(),
  content: z.string(),
  /**
   * `content` rendered to sanitised HTML, line breaks on, off on profile lists,
   * which show a preview; null when it is plain text, shown as it is.
   */
  contentHtml: z.string().nullable(),
  isAnonymous: z.boolean(),
  /** Shown instead of the answer until the reader chooses 'Show'; the text is null without a warning. */
  hasContentWarning: z.boolean(),
  contentWarningText: z.string().nullable(),
  author: ZAuthor.nullable(),
  isOwn: z.boolean(),
  upvotes: z.number(),
  downvotes: z.number(),
  score: z.number(),
  commentCount: z.number(),
  createdAt: z.string(),
  /** When it was last edited; null until then. */
  editedAt: z.string().nullable(),
  myVote: z.enum(VOTE_TYPES).nullable(),
  /**
   * Hidden pending review (auto-hide): reports hid it from everyone but its author and staff
   * until a moderator reviews it. Only its author and staff ever receive it; show it marked
   * 'Hidden pending review'.
   */
  hiddenPendingReview: z.boolean(),
  /** On a thread: the first comments (COMMENT_PREVIEW at most), oldest first; on profile lists: empty. */
  comments: z.array(ZComment),
  /**
   * Only on a thread: where 'Show more comments' continues (GET /api/answers/:id/comments?cursor=),
   * null when `comments` already holds them all.
   */
  commentsCursor: z.string().nullable().optional(),
  /** Only on profile lists (GET /api/users/:id/answers): the parent question. */
  question: z.object({ id: z.number(), title: z.string() }).optional(),
  /** Collapsed for this viewer (muted author, or the viewer's hidden words), or null. */
  hiddenReason: ZHiddenReason,
  abilities: ZPostAbilities,
});
export type TAnswer = z.infer<typeof ZAnswer>;

export const ZAnswerPage = zPage(ZAnswer);

/** A page of an answer's comments (GET /api/answers/:id/comments). */
export const ZCommentPage = zPage(ZComment);

/**
 * One earlier version of a post (GET /api/{questions|answers|comments}/:id/revisions, staff
 * only): what it said before an edit replaced it, who made that edit and when.
 */
export const ZRevision = z.object({
  id: z.number(),
  /** When this version was written (posted, or by the edit before). */
  writtenAt: z.string(),
  /** When the edit replaced it. */
  replacedAt: z.string(),
  /** Whether the author made the replacing edit (else a moderator or admin). */
  byAuthor: z.boolean(),
  /** Who made the replacing edit; null for the author of an anonymous post, or when the account is gone. */
  editor: z.object({ id: z.number(), firstName: z.string().nullable(), role: z.string() }).nullable(),
  title: z.string().optional(),
  content: z.string(),
  topicIds: z.array(z.number()).optional(),
  hasContentWarning: z.boolean().optional(),
  contentWarningText: z.string().nullable().optional(),
});
export type TRevision = z.infer<typeof ZRevision>;
/** Every earlier version of a post, oldest first. */
export const ZRevisionList = z.object({ items: z.array(ZRevision) });
