/** POST /api/reports { targetType, targetId, reason, description? } — answers 201 { id }. */
import { useMutation } from '@tanstack/react-query';
import type { TCreateReport } from '@common/schemas';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import { toast } from '@/components/ui/use-toast';

export const createReport = (input: TCreateReport) => api.post<{ id: number }>('/api/reports', input);

export function useCreateReport({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => {
      toast({ title: 'Report submitted', description: 'Thank you. Our moderators will review it.' });
      onSuccess?.();
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to submit report. Please try again.' }),
  });
}
