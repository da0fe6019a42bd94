/** Wire schemas of reports, moderation and feedback (docs/api.md "Report", "Flagged item"). */
import { z } from 'zod';
import { said } from '../i18n/validation';
import {
  APPEAL_OUTCOMES,
  AGE_BANDS,
  DELETABLE_TARGET_TYPES,
  REPORT_PRIORITIES,
  LIMITS,
  REPORT_ACTIONS,
  REPORT_REASON_KEYS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  SANCTION_MAX_DAYS,
  SANCTION_TYPES,
  STAFF_NOTE_CHARS,
} from '../constants';
import { ZAuthor, zId, zOptionalText, zPage, zText } from './common';

export const ZCreateReport = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: said('validation.reportTargetType') }),
  targetId: zId('targetId'),
  reason: z.enum(REPORT_REASON_KEYS, { error: said('validation.chooseReason') }),
  description: zOptionalText('validation.field.description', LIMITS.reportDescription),
});
export type TCreateReport = z.input<typeof ZCreateReport>;

/** The id of the report just filed. */
export const ZReportCreated = z.object({ id: z.number() });

/** `/api/moderation/reports/:reportId/check-in`. */
export const ZReportIdParams = z.object({ reportId: zId('reportId') });

/** A check-in was sent; the next one to the same person is possible from `nextAllowedAt`. */
export const ZCheckInSent = z.object({ sent: z.literal(true), nextAllowedAt: z.string() });

/** Who sent a check-in (null once their account is gone). */
const ZStaffName = z.object({ id: z.number(), firstName: z.string().nullable() }).nullable();

/** The last check-in MindSpace Safety Team sent a person, and from when another is possible. */
export const ZLastCheckIn = z.object({ sentAt: z.string(), sentBy: ZStaffName, nextAllowedAt: z.string() });

/** `GET /api/moderation/reports/:reportId/check-in`: the text the author would receive, before it is sent. */
export const ZCheckInPreview = z.object({
  body: z.string(),
  /** The person's last check-in (null: none yet); another is possible from its `nextAllowedAt`. */
  lastCheckIn: ZLastCheckIn.nullable(),
});

/** One check-in on the member record. */
export const ZCheckInRecord = z.object({ id: z.number(), sentAt: z.string(), sentBy: ZStaffName, reportId: z.number().nullable() });

/** `{ reason? }` of a staff deletion: what the author reads (default: the most serious report's reason). */
export const ZDeleteContentBody = z
  .object({
    reason: zOptionalText('validation.field.reason', LIMITS.sanctionReason),
  })
  .nullish();

/** `POST /api/moderation/users/:userId/sanctions`. */
export const ZCreateSanction = z
  .object({
    type: z.enum(SANCTION_TYPES, { error: said('validation.sanctionType') }),
    reason: zText('validation.field.reason', LIMITS.sanctionReason),
    days: z
      .number({ error: said('validation.daysNumber') })
      .int(said('validation.daysWhole'))
      .min(1, said('validation.daysMin'))
      .max(SANCTION_MAX_DAYS, said('validation.daysMax', { max: SANCTION_MAX_DAYS }))
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if ((v.type === 'silence' || v.type === 'suspend') && v.days == null) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: said('validation.chooseDays', { max: SANCTION_MAX_DAYS }) });
    }
    if ((v.type === 'warn' || v.type === 'ban') && v.days != null) {
      ctx.addIssue({
        code: 'custom',
        path: ['days'],
        message: said('validation.noDuration', { type: v.type }),
      });
    }
  });

export const ZSanctionParams = z.object({ userId: zId('userId'), id: zId('id') });

/** A sanction as staff (and the member it concerns) see it. */
export const ZSanction = z.object({
  id: z.number(),
  type: z.enum(SANCTION_TYPES),
  reason: z.string(),
  /** null: no end (a ban), or a warning (no duration). */
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  liftedAt: z.string().nullable(),
  /** Silencing or suspending the member right now. */
  inForce: z.boolean(),
});
export type TSanction = z.infer<typeof ZSanction>;

/** `/api/moderation/:targetType/:targetId/restore`. */
export const ZRestoreContentParams = z.object({
  targetType: z.enum(DELETABLE_TARGET_TYPES, { error: said('validation.deletableTargetType') }),
  targetId: zId('targetId'),
});

/** Content of a member that is removed, for the member page. */
export const ZRemovedItem = z.object({
  type: z.enum(DELETABLE_TARGET_TYPES),
  id: z.number(),
  content: z.string(),
  isAnonymous: z.boolean(),
  deletedAt: z.string(),
  /** Whether staff removed it (only that can be restored from here). */
  removedByStaff: z.boolean(),
});

/** One line of the moderation log: who did what to which target, why, when. */
export const ZLogEntry = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number(),
  /**
   * The target in words, a whole noun phrase in the reader's language: the member's name, 'the
   * question “…”', 'an answer on “…”', 'a comment on “…”', 'a message from …', 'the topic …',
   * 'a removed answer'; a report's entry names what was reported ('a report about …').
   */
  targetLabel: z.string(),
  /** Where staff see the target: the question, the member record, the topic; null when it is gone. */
  link: z.string().nullable(),
  /**
   * A sanction entry's type, length in days and end (days and endsAt null: no end, a warning or
   * a ban): 'silence until 28 Nov'.
   */
  sanction: z.object({ type: z.enum(SANCTION_TYPES), days: z.number().nullable(), endsAt: z.string().nullable() }).nullable(),
  /**
   * A removal entry's first words of what was removed (the log is staff only, like the member
   * record that shows them in full); null for other entries, or once the words were erased.
   */
  excerpt: z.string().nullable(),
  /** An appeal entry's outcome (action 'appeal-decided'); null for other entries. */
  appeal: z.object({ outcome: z.enum(APPEAL_OUTCOMES) }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const ZLogPage = zPage(ZLogEntry);
export type TLogPage = z.infer<typeof ZLogPage>;

export const ZReviewReportParams = z.object({
  reportId: zId('reportId'),
  action: z.enum(REPORT_ACTIONS, { error: said('validation.reportAction') }),
});

export const ZDeleteContentParams = z.object({
  targetType: z.enum(DELETABLE_TARGET_TYPES, { error: said('validation.deletableTargetType') }),
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
  /** 'urgent', 'high' or 'normal'. */
  priority: z.enum(REPORT_PRIORITIES),
  /** Distinct reporters of the same target (MindSpace Safety counts as one). */
  reportCount: z.number(),
  /** Every reason given on the card. */
  reasons: z.array(z.string()),
  /** MindSpace Safety saw crisis language in the content when it was written. */
  crisisFlag: z.boolean(),
  /** The reported words; for a post deleted after this report was filed, kept as evidence (`contentRemoved`). */
  content: z.string().nullable(),
  /** The reported post or message has been deleted (by its author or staff) since: `content` is evidence only. */
  contentRemoved: z.boolean(),
  /** Whether the reported post was posted anonymously (its author is still shown to moderators). */
  isAnonymous: z.boolean(),
  targetAuthor: ZAuthor.nullable(),
  link: z.string().nullable(),
  /**
   * The reported post is hidden pending review (auto-hide: AUTO_HIDE_REPORTS members, or one
   * moderator, reported it): only its author and staff see it until the card is reviewed.
   * Dismiss brings it back, Resolve keeps it hidden, Delete removes it.
   */
  hiddenPendingReview: z.boolean(),
  /** Who reviewed it and when (null while pending). */
  reviewedBy: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  reviewedAt: z.string().nullable(),
  /**
   * With `crisisFlag`: the words that raised it, as the member wrote them, and where (title,
   * body, content warning or message); checked again on each read, so [] once edited away.
   */
  crisisWords: z.array(z.object({ field: z.enum(['title', 'body', 'contentWarning', 'message']), words: z.array(z.string()) })),
  /** Other pending cards about the same member (their content, or their profile). */
  otherOpenCards: z.number(),
  /** The last check-in MindSpace Safety Team sent the author (null: none). */
  lastCheckIn: ZLastCheckIn.nullable(),
  /**
   * The moderator looking at this pending card (a claim); null when nobody is,
   * or their claim lapsed after CLAIM_MINUTES without action.
   */
  claimedBy: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportCounts = z.object({
  pending: z.number(),
  reviewedToday: z.number(),
  resolved: z.number(),
  /** When the oldest urgent card still waiting got its first report (null: no urgent card waits). */
  oldestUrgentSince: z.string().nullable(),
  /** Median seconds from a card's first report to its first action, over cards settled in the last 7 days (null: none). */
  medianFirstActionSeconds: z.number().nullable(),
});
export const ZReportPage = zPage(ZReport).extend({ counts: ZReportCounts });
export type TReportPage = z.infer<typeof ZReportPage>;

export const ZFlaggedItem = z.object({
  id: z.number(),
  type: z.enum(REPORT_TARGET_TYPES),
  content: z.string().nullable(),
  reportCount: z.number(),
  link: z.string().nullable(),
});
export const ZFlaggedList = z.array(ZFlaggedItem);

export const ZFeedback = z.object({ feedback: zText('validation.field.feedback', LIMITS.feedback) });

/** A note staff wrote about a member for the next moderator; staff only. */
export const ZStaffNote = z.object({
  id: z.number(),
  text: z.string(),
  /** Who wrote it (null once their account is gone). */
  author: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** The viewer may delete it: its author, or an admin. */
  canDelete: z.boolean(),
});
export type TStaffNote = z.infer<typeof ZStaffNote>;

/** `POST /api/moderation/users/:userId/notes`. */
export const ZCreateStaffNote = z.object({ text: zText('validation.field.note', STAFF_NOTE_CHARS) });

/** `/api/moderation/users/:userId/notes/:noteId`. */
export const ZStaffNoteParams = z.object({ userId: zId('userId'), noteId: zId('noteId') });

/** `GET /api/moderation/users/:userId`: a member as staff see them. */
export const ZMemberRecord = z.object({
  user: ZAuthor.extend({ createdAt: z.string(), closed: z.boolean(), ageBand: z.enum(AGE_BANDS).nullable() }),
  /** Reports about the member or their content, newest first (at most 50). */
  reports: z.array(ZReport),
  /** Their removed questions, answers, comments and messages, newest first (at most 50). */
  removedContent: z.array(ZRemovedItem),
  /** Every sanction, newest first. */
  sanctions: z.array(ZSanction),
  /** Check-ins MindSpace Safety Team sent them, newest first (at most 50). */
  checkIns: z.array(ZCheckInRecord),
  /** What staff noted about the member, newest first (at most 50). */
  notes: z.array(ZStaffNote),
  /** Which sanctions the viewer may give this member (the policy decides: a moderator never bans). */
  abilities: z.object({ warn: z.boolean(), silence: z.boolean(), suspend: z.boolean(), ban: z.boolean() }),
});
export type TMemberRecord = z.infer<typeof ZMemberRecord>;

/** One piece of feedback for admins (the Ideas tab). */
export const ZFeedbackItem = z.object({
  id: z.number(),
  feedback: z.string(),
  author: z.object({ id: z.number(), firstName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** An admin marked it read (for every admin). */
  isRead: z.boolean(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;
export const ZFeedbackPage = zPage(ZFeedbackItem).extend({ unreadCount: z.number() });
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;

/** `PATCH /api/admin/feedback/:id`: mark one idea read (`true`) or new again (`false`). */
export const ZMarkFeedback = z.object({ isRead: z.boolean({ error: said('validation.trueOrFalse', { field: 'isRead' }) }) });
