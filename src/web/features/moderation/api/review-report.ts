/**
 * POST /api/moderation/reports/:reportId/:action (resolve | dismiss) — answers the Report.
 * Toasts 'Report reviewed successfully' / 'Failed to review report'; refetches the queue,
 * counts and flagged content.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction } from '@common/constants';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { Report } from '@/types/api';
import { MODERATION_QUERY_KEY } from './get-reports';

export type ReviewReportInput = { reportId: number; action: ReportAction };

export const reviewReport = ({ reportId, action }: ReviewReportInput) =>
  api.post<Report>(`/api/moderation/reports/${reportId}/${action}`);

export function useReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewReport,
    onSuccess: () => {
      toast({ title: 'Report reviewed successfully' });
      void queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY });
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to review report' }),
  });
}
