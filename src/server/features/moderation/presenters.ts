/**
 * Shapes reports and flagged items for the moderation dashboard (docs/api.md "Report",
 * "Flagged item"). The author of reported anonymous content is shown only when the policy
 * allows it ('moderation:seeAnonymousAuthor': the legal text keeps anonymous posts linked
 * to their account for moderation).
 */
import { can, type Actor } from '../../auth/policy';
import { presentAuthor, type AuthorView } from '../../shared/presenters';
import type { TargetInfo } from '../../shared/targets';
import type { ReportStatus, ReportTargetType } from '../../../common/constants';

/** A report row with its reporter, as queries.ts selects it. */
export type ReportRecord = {
  id: number;
  status: ReportStatus;
  reason: string;
  description: string | null;
  targetType: ReportTargetType;
  targetId: number;
  createdAt: Date;
  reporter: { id: number; firstName: string | null };
};

export type ReportView = {
  id: number;
  status: ReportStatus;
  reason: string;
  description: string | null;
  targetType: ReportTargetType;
  targetId: number;
  reporter: { id: number; firstName: string | null };
  createdAt: string;
  content: string | null;
  /** Whether the reported post was posted anonymously (its author is still shown to moderators). */
  isAnonymous: boolean;
  targetAuthor: AuthorView | null;
  link: string | null;
};

export type FlaggedItemView = {
  id: number;
  type: ReportTargetType;
  content: string | null;
  reportCount: number;
  link: string | null;
};

/** The author of a target as the viewer may see them; null for anonymous posts unless allowed. */
function targetAuthor(target: TargetInfo | undefined, viewer: Actor): AuthorView | null {
  if (!target) return null;
  if (target.isAnonymous && !can(viewer, 'moderation:seeAnonymousAuthor')) return null;
  return presentAuthor(target.author);
}

/**
 * One report for a moderator.
 * @param r the report and its reporter
 * @param target the reported thing (undefined when it no longer exists)
 * @param viewer who is looking
 */
export function presentReport(r: ReportRecord, target: TargetInfo | undefined, viewer: Actor): ReportView {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    description: r.description,
    targetType: r.targetType,
    targetId: r.targetId,
    reporter: { id: r.reporter.id, firstName: r.reporter.firstName },
    createdAt: r.createdAt.toISOString(),
    content: target?.live ? target.content : null,
    isAnonymous: target?.isAnonymous ?? false,
    targetAuthor: targetAuthor(target, viewer),
    link: target?.live ? target.link : null,
  };
}

/** One flagged target with its number of pending reports. */
export function presentFlaggedItem(target: TargetInfo, reportCount: number): FlaggedItemView {
  return { id: target.id, type: target.type, content: target.content, reportCount, link: target.link };
}
