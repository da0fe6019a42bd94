/**
 * One zod schema per request payload (naming: Z<Thing>, inferred type T<Thing>).
 * The server validates every request with these; the web client validates its forms with them.
 * Messages are written for people: they are shown as-is in the 400 response.
 */
import { z } from 'zod';
import {
  HEALING_SITUATIONS,
  LIMITS,
  REPORT_REASON_KEYS,
  REPORT_TARGET_TYPES,
  ROLES,
  SORT_MODES,
  STATUSES,
  VOTE_TARGET_TYPES,
  VOTE_TYPES,
  DELETABLE_TARGET_TYPES,
  REPORT_ACTIONS,
} from './constants';

// No code generation: the web client runs under a CSP without 'unsafe-eval', where zod's
// `new Function` probe would be reported as a violation on every page (and the server has no
// use for eval either).
z.config({ jitless: true });

/** A required text field: trimmed, non-blank, at most `max` characters. */
export const zText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

/** A positive integer id, from JSON or from a path/query string. */
export const zId = (label = 'id') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is too large`);

export const ZIdParams = z.object({ id: zId('id') });

export const ZCursorQuery = z.object({
  cursor: z.string().max(200).optional(),
});

export const ZQuestionListQuery = z.object({
  topicId: zId('topicId').optional(),
  search: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  sortBy: z.enum(SORT_MODES, { error: 'sortBy must be trending, recent or mostAnswers' }).default('trending'),
  cursor: z.string().max(200).optional(),
});

export const ZCreateQuestion = z
  .object({
    title: zText('Title', LIMITS.title),
    content: zText('Details', LIMITS.content),
    topicIds: z
      .array(zId('topicId'), { error: 'topicIds must be a list of topic ids' })
      .min(1, 'Select at least one topic')
      .max(LIMITS.topicsPerQuestion, `Select at most ${LIMITS.topicsPerQuestion} topics`),
    isAnonymous: z.boolean().default(false),
    hasContentWarning: z.boolean().default(false),
    contentWarningText: z
      .string()
      .trim()
      .max(LIMITS.contentWarningText, `Content warning must be at most ${LIMITS.contentWarningText} characters`)
      .nullish(),
  })
  .transform((q) => ({
    ...q,
    topicIds: [...new Set(q.topicIds)],
    // The warning text only travels with a ticked warning box (spec §5).
    contentWarningText: q.hasContentWarning && q.contentWarningText ? q.contentWarningText : null,
  }));
export type TCreateQuestion = z.input<typeof ZCreateQuestion>;

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

export const ZVote = z.object({
  targetType: z.enum(VOTE_TARGET_TYPES, { error: 'targetType must be question or answer' }),
  targetId: zId('targetId'),
  voteType: z.enum(VOTE_TYPES, { error: 'voteType must be upvote or downvote' }),
});
export type TVote = z.infer<typeof ZVote>;

export const ZFollowTopic = z.object({ topicId: zId('topicId') });

export const ZCreateTopic = z.object({
  name: zText('Topic name', LIMITS.topicName),
  description: z
    .string()
    .trim()
    .max(LIMITS.topicDescription, `Description must be at most ${LIMITS.topicDescription} characters`)
    .nullish()
    .transform((d) => (d ? d : null)),
  parentId: zId('parentId').nullish(),
});
export type TCreateTopic = z.input<typeof ZCreateTopic>;

export const ZFeedback = z.object({ feedback: zText('Feedback', LIMITS.feedback) });

export const ZUpdateStatus = z
  .object({
    status: z.enum(STATUSES, { error: 'Please select a status' }),
    statusSituation: z.string().nullish(),
  })
  .superRefine((s, ctx) => {
    if (s.status !== 'healing') return;
    if (!s.statusSituation || !(HEALING_SITUATIONS as readonly string[]).includes(s.statusSituation)) {
      ctx.addIssue({ code: 'custom', path: ['statusSituation'], message: "Please select what you're going through" });
    }
  })
  // The situation belongs to healing only; it is cleared for every other status (spec §5).
  .transform((s) => ({ status: s.status, statusSituation: s.status === 'healing' ? s.statusSituation! : null }));
export type TUpdateStatus = z.input<typeof ZUpdateStatus>;

export const ZUpdateName = z.object({
  firstName: zText('First name', LIMITS.name),
  lastName: z
    .string({ error: 'Last name must be text' })
    .trim()
    .max(LIMITS.name, `Last name must be at most ${LIMITS.name} characters`)
    .default(''),
});
export type TUpdateName = z.input<typeof ZUpdateName>;

/**
 * PATCH /api/users/me/settings: any subset of a member's settings; a field left out keeps its
 * value, and an unknown field is refused (a typo never silently does nothing).
 */
export const ZUpdateSettings = z.strictObject(
  {
    showStatusSituation: z.boolean({ error: 'showStatusSituation must be true or false' }).optional(),
    emailMessages: z.boolean({ error: 'emailMessages must be true or false' }).optional(),
    emailReplies: z.boolean({ error: 'emailReplies must be true or false' }).optional(),
    emailModeration: z.boolean({ error: 'emailModeration must be true or false' }).optional(),
  },
  { error: (i) => (i.code === 'unrecognized_keys' ? `Unknown setting: ${i.keys.join(', ')}` : 'Send the settings as a JSON object') },
);
export type TUpdateSettings = z.input<typeof ZUpdateSettings>;

export const ZSendMessage = z.object({ body: zText('Message', LIMITS.message) });

/**
 * Added to the create responses of questions, answers, comments and messages: true when the
 * text contained crisis language, so the writer's screen offers support (decision 0020).
 * Only the writer ever receives it.
 */
export const ZCrisisSupport = z.object({ crisisSupport: z.boolean() });

export const ZCreateReport = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'targetType must be question, answer, comment, message or user' }),
  targetId: zId('targetId'),
  reason: z.enum(REPORT_REASON_KEYS, { error: 'Please choose a reason' }),
  description: z
    .string()
    .trim()
    .max(LIMITS.reportDescription, `Description must be at most ${LIMITS.reportDescription} characters`)
    .nullish()
    .transform((d) => (d ? d : null)),
});
export type TCreateReport = z.input<typeof ZCreateReport>;

export const ZReviewReportParams = z.object({
  reportId: zId('reportId'),
  action: z.enum(REPORT_ACTIONS, { error: 'action must be resolve or dismiss' }),
});

export const ZDeleteContentParams = z.object({
  targetType: z.enum(DELETABLE_TARGET_TYPES, { error: 'targetType must be question, answer, comment or message' }),
  targetId: zId('targetId'),
});

export const ZUpdateRole = z.object({ role: z.enum(ROLES, { error: 'role must be user, moderator or admin' }) });

export const ZUserIdParams = z.object({ userId: zId('userId') });
