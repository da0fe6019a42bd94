/**
 * The report reasons as people read them: REPORT_REASONS (src/common) keeps the spec's English
 * labels; this is the message each one is shown with in the reader's language, shared by the
 * report dialog and, once converted, the moderators' queue.
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
