/** Wire schemas of reports, moderation and feedback (docs/api.md "Report", "Flagged item"). */
import { z } from 'zod';
import {
  DELETABLE_TARGET_TYPES,
  REPORT_PRIORITIES,
  LIMITS,
  REPORT_ACTIONS,
  REPORT_REASON_KEYS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../constants';
import { ZAuthor, zId, zPage, zText } from './common';

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

/** The id of the report just filed. */
export const ZReportCreated = z.object({ id: z.number() });

export const ZReviewReportParams = z.object({
  reportId: zId('reportId'),
  action: z.enum(REPORT_ACTIONS, { error: 'action must be resolve or dismiss' }),
});

export const ZDeleteContentParams = z.object({
  targetType: z.enum(DELETABLE_TARGET_TYPES, { error: 'targetType must be question, answer, comment or message' }),
  targetId: zId('targetId'),
});

/**
 * A report for a moderator; a pending one stands for its whole card (every report of the same
 * target). `content` and `link` null once the target is gone.
 */
export const ZReport = z.object({
  id: z.number(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  description: z.string().nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number(),
  /** id null: MindSpace Safety (a system report). */
  reporter: z.object({ id: z.number().nullable(), firstName: z.string().nullable() }),
  createdAt: z.string(),
  /** 'urgent', 'high' or 'normal' (decision 0020). */
  priority: z.enum(REPORT_PRIORITIES),
  /** Distinct reporters of the same target (MindSpace Safety counts as one). */
  reportCount: z.number(),
  /** Every reason given on the card. */
  reasons: z.array(z.string()),
  /** MindSpace Safety saw crisis language in the content when it was written. */
  crisisFlag: z.boolean(),
  content: z.string().nullable(),
  /** Whether the reported post was posted anonymously (its author is still shown to moderators). */
  isAnonymous: z.boolean(),
  targetAuthor: ZAuthor.nullable(),
  link: z.string().nullable(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportCounts = z.object({ pending: z.number(), reviewedToday: z.number(), resolved: z.number() });
export const ZReportPage = zPage(ZReport).extend({ counts: ZReportCounts });
export type TReportPage = z.infer<typeof ZReportPage>;

export const ZFlaggedItem = z.object({
  id: z.number(),
  type: z.enum(REPORT_TARGET_TYPES),
  content: z.string().nullable(),
  reportCount: z.number(),
  link: z.string().nullable(),
});
export type TFlaggedItem = z.infer<typeof ZFlaggedItem>;
export const ZFlaggedList = z.array(ZFlaggedItem);

export const ZFeedback = z.object({ feedback: zText('Feedback', LIMITS.feedback) });
