/**
 * DELETE /api/moderation/:targetType/:targetId — removes reported content (its pending reports
 * are resolved server side). Toasts 'Content deleted successfully' / 'Failed to delete content'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletableTargetType } from '@common/constants';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { Ok } from '@/types/api';
import { MODERATION_QUERY_KEY } from './get-reports';

export type DeleteContentInput = { targetType: DeletableTargetType; targetId: number };

export const deleteContent = ({ targetType, targetId }: DeleteContentInput) =>
  api.delete<Ok>(`/api/moderation/${targetType}/${targetId}`);

export function useDeleteContent({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => {
      toast({ title: 'Content deleted successfully' });
      void queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY });
      onSuccess?.();
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to delete content' }),
  });
}
