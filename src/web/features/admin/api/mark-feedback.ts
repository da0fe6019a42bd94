/** PATCH /api/admin/feedback/:id { isRead } — marks an idea read for every admin, or new again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeedbackItem } from '@/types/api';
import type { MutationConfig } from '@/lib/query-client';
import { getFeedbackQueryOptions } from './get-feedback';

export type MarkFeedbackInput = { id: number; isRead: boolean };

/**
 * Marks one idea read or new.
 * @param input the idea's id and whether it is read
 * @returns the idea as the list shows it
 * @throws ApiError (403 not an admin, 404 unknown idea)
 */
export const markFeedback = ({ id, isRead }: MarkFeedbackInput) =>
  api('PATCH /api/admin/feedback/:id', { params: { id }, body: { isRead } });

/**
 * Marking an idea as a mutation; on success the Ideas list (and its count of new ones) is
 * refetched, then the caller's `onSuccess` runs.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useMarkFeedback({ mutationConfig }: { mutationConfig?: MutationConfig<FeedbackItem, MarkFeedbackInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: markFeedback,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getFeedbackQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}
