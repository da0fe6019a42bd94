/**
 * The report reasons as people read them: REPORT_REASONS (src/common) keeps the spec's English
 * labels; this is the message each one is shown with in the reader's language, shared by the
 * report dialog and the moderators' queue.
 */
import type { ReportReason } from '@common/constants';
import type { MessageId } from '@/lib/i18n';

/** The message of each report reason. */
export const REPORT_REASON_IDS: Record<ReportReason, MessageId> = {
  'at-risk': 'report.reason.atRisk',
  harassment: 'report.reason.harassment',
  hate: 'report.reason.hate',
  'harmful-advice': 'report.reason.harmfulAdvice',
  privacy: 'report.reason.privacy',
  spam: 'report.reason.spam',
  other: 'report.reason.other',
};

/**
 * The message of a reason as stored on a report (an older or unknown reason has none).
 * @param reason a report's reason
 * @returns its message id, or undefined when it is not one of REPORT_REASONS
 */
export function reportReasonId(reason: string): MessageId | undefined {
  return (REPORT_REASON_IDS as Record<string, MessageId | undefined>)[reason];
}
