/**
 * DELETE /api/topics/:id (admins) — removes a topic; its questions are kept (they lose only this
 * topic), its follows go with it. The topic list is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Ok } from '@/types/api';
import { getTopicsQueryOptions } from '@/lib/get-topics';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Removes a topic.
 * @param topicId the topic
 * @returns `{ ok: true }`
 * @throws ApiError (403 not an admin, 404 no such topic, 409 a fixed feed topic, which stays)
 */
export const deleteTopic = (topicId: number) => api('DELETE /api/topics/:id', { params: { id: topicId } });

/**
 * Removing a topic as a mutation (the variable is the topic id); on success the topic list is
 * refetched, then the caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useDeleteTopic({ mutationConfig }: { mutationConfig?: MutationConfig<Ok, number> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteTopic,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}
