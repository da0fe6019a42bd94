/**
 * DELETE /api/moderation/:targetType/:targetId — removes reported content (its pending reports
 * are resolved server side); the moderation queries are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletableTargetType } from '@common/constants';
import { api } from '@/lib/api-client';
import type { Ok } from '@/types/api';
import { MODERATION_QUERY_KEY } from './get-reports';
import type { MutationConfig } from '@/lib/query-client';

/** `reason`: what the author reads (empty: the most serious report's reason). */
export type DeleteContentInput = { targetType: DeletableTargetType; targetId: number; reason?: string };

/**
 * Removes a question, answer, comment or reported message (moderators and admins); the author
 * gets a private note with the reason.
 * @param input `{ targetType, targetId, reason? }`
 * @returns `{ ok: true }`
 * @throws ApiError (403 not staff, 404 already gone)
 */
export const deleteContent = ({ targetType, targetId, reason }: DeleteContentInput) =>
  api('DELETE /api/moderation/:targetType/:targetId', {
    params: { targetType, targetId },
    body: reason?.trim() ? { reason: reason.trim() } : undefined,
  });

/**
 * Removing content as a mutation; on success the moderation queries are refetched, then the
 * caller's `onSuccess` runs (toasts and closing the dialog are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useDeleteContent({ mutationConfig }: { mutationConfig?: MutationConfig<Ok, DeleteContentInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteContent,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
