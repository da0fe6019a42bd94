/**
 * POST /api/moderation/reports/:reportId/:action (resolve | dismiss) — answers the Report.
 * Refetches the queue, counts and flagged content.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction } from '@common/constants';
import { api } from '@/lib/api-client';
import type { Report } from '@/types/api';
import { MODERATION_QUERY_KEY } from './get-reports';
import type { MutationConfig } from '@/lib/query-client';

export type ReviewReportInput = { reportId: number; action: ReportAction };

/**
 * Resolves or dismisses a report (moderators and admins).
 * @param input `{ reportId, action: 'resolve' | 'dismiss' }`
 * @returns the reviewed Report
 * @throws ApiError (403 not staff, 404 no such report, 409 already reviewed)
 */
export const reviewReport = ({ reportId, action }: ReviewReportInput) =>
  api('POST /api/moderation/reports/:reportId/:action', { params: { reportId, action } });

/**
 * Reviewing a report as a mutation; on success the moderation queue, counts and flagged content
 * are refetched, then the caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useReviewReport({ mutationConfig }: { mutationConfig?: MutationConfig<Report, ReviewReportInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: reviewReport,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
