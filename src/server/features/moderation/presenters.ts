/**
 * Shapes reports and flagged items for the moderation dashboard (docs/api.md "Report",
 * "Flagged item"). The author of reported anonymous content is shown only when the policy
 * allows it ('moderation:seeAnonymousAuthor': the legal text keeps anonymous posts linked
 * to their account for moderation).
 */
import type { Actor } from '../../auth/policy';
import { presentPostAuthor } from '../../shared/presenters';
import type { TAuthor, TReport } from '../../../common/schemas/index';
import type { TargetInfo } from '../../shared/targets';
import { findCrisisLanguage } from '../../../common/safety/crisis-match';
import type { ReportPriority, ReportStatus, ReportTargetType } from '../../../common/constants';
import { isDeletedRow } from '../../shared/live';

/** A report row with its reporter, as queries.ts selects it. */
export type ReportRecord = {
  id: number;
  status: ReportStatus;
  reason: string;
  description: string | null;
  targetType: ReportTargetType;
  targetId: number;
  createdAt: Date;
  /** Filed by MindSpace Safety (crisis language on write); reporter is null then. */
  system: boolean;
  reporter: { id: number; firstName: string | null } | null;
  /** The moderator or admin who reviewed it (null while pending, or once their account is gone). */
  reviewedBy: { id: number; firstName: string | null } | null;
  reviewedAt: Date | null;
};

/** How a system report's reporter reads on the dashboard. */
export const SYSTEM_REPORTER_NAME = 'MindSpace Safety';

export type ReportView = {
  id: number;
  status: ReportStatus;
  reason: string;
  description: string | null;
  targetType: ReportTargetType;
  targetId: number;
  /** id null: MindSpace Safety. */
  reporter: { id: number | null; firstName: string | null };
  createdAt: string;
  /** 'urgent', 'high' or 'normal'. */
  priority: ReportPriority;
  /** Distinct reporters of the same target (MindSpace Safety counts as one); the card stands for all of them. */
  reportCount: number;
  /** Every reason given on the card. */
  reasons: string[];
  /** MindSpace Safety saw crisis language in the content when it was written. */
  crisisFlag: boolean;
  content: string | null;
  /** The reported post or message was deleted after the report: `content` is evidence only. */
  contentRemoved: boolean;
  /** Whether the reported post was posted anonymously (its author is still shown to moderators). */
  isAnonymous: boolean;
  targetAuthor: TAuthor | null;
  link: string | null;
  /** The reported post is hidden pending review (auto-hide). */
  hiddenPendingReview: boolean;
  reviewedBy: { id: number; firstName: string | null } | null;
  reviewedAt: string | null;
  crisisWords: TReport['crisisWords'];
  otherOpenCards: number;
  lastCheckIn: TReport['lastCheckIn'];
  claimedBy: TReport['claimedBy'];
};

/**
 * What the queue knows about the member a card is about (their other open cards, their last
 * check-in) and who is looking at the card.
 */
export type PersonInfo = { otherOpenCards: number; lastCheckIn: TReport['lastCheckIn']; claimedBy: TReport['claimedBy'] };

/**
 * The words that raised a crisis flag, field by field, found again in what the member wrote
 * now (the flag itself is kept from the moment of writing; decision 0063).
 * @param target the reported thing (its `texts`; none once it is gone)
 * @returns `[{ field, words }]` for each field holding crisis language
 */
export function crisisWordsOf(target: TargetInfo | undefined): TReport['crisisWords'] {
  return (target?.texts ?? []).flatMap(({ field, text }) => {
    const words = findCrisisLanguage(text);
    return words.length ? [{ field, words }] : [];
  });
}

export type FlaggedItemView = {
  id: number;
  type: ReportTargetType;
  content: string | null;
  reportCount: number;
  link: string | null;
};

/** The author of a target as the viewer may see them on the queue (the policy's author rule, `canSeeAuthor`). */
function targetAuthor(target: TargetInfo | undefined, viewer: Actor): TAuthor | null {
  if (!target) return null;
  return presentPostAuthor({ isAnonymous: target.isAnonymous, authorId: target.author.id }, target.author, viewer, 'moderation').author;
}

/**
 * The words of a reported post deleted after this report was filed (by its author or staff),
 * kept as evidence on the report; null when it was deleted before (a member's own deletion is
 * not shown to moderators otherwise) or its words were purged.
 */
function evidence(r: ReportRecord, target: TargetInfo | undefined): string | null {
  if (!target || !isDeletedRow(target) || !target.deletedText) return null;
  return r.createdAt <= target.deletedAt ? target.deletedText : null;
}

/**
 * One report for a moderator.
 * @param r the report and its reporter
 * @param target the reported thing (undefined when it no longer exists)
 * @param viewer who is looking
 * @param card the card the report stands for: priority, distinct reporters, reasons, crisis flag
 * @param person the member it is about (their other open cards and last check-in) and the card's claim
 */
export function presentReport(
  r: ReportRecord,
  target: TargetInfo | undefined,
  viewer: Actor,
  card: { priority: ReportPriority; reportCount: number; reasons: string[]; crisisFlag: boolean },
  person: PersonInfo,
): ReportView {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    description: r.description,
    targetType: r.targetType,
    targetId: r.targetId,
    reporter: r.reporter ? { id: r.reporter.id, firstName: r.reporter.firstName } : { id: null, firstName: SYSTEM_REPORTER_NAME },
    createdAt: r.createdAt.toISOString(),
    priority: card.priority,
    reportCount: card.reportCount,
    reasons: card.reasons,
    crisisFlag: card.crisisFlag,
    content: target?.live ? target.content : evidence(r, target),
    contentRemoved: r.targetType !== 'user' && !(target?.live ?? false),
    isAnonymous: target?.isAnonymous ?? false,
    targetAuthor: targetAuthor(target, viewer),
    link: target?.live ? target.link : null,
    hiddenPendingReview: (target?.live ?? false) && (target?.hidden ?? false),
    reviewedBy: r.reviewedBy,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    crisisWords: card.crisisFlag ? crisisWordsOf(target) : [],
    otherOpenCards: person.otherOpenCards,
    lastCheckIn: person.lastCheckIn,
    claimedBy: r.status === 'pending' ? person.claimedBy : null,
  };
}

/** One flagged target with its number of pending reports. */
export function presentFlaggedItem(target: TargetInfo, reportCount: number): FlaggedItemView {
  return { id: target.id, type: target.type, content: target.content, reportCount, link: target.link };
}
