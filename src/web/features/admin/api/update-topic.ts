/**
 * PATCH /api/topics/:id { name?, description? } (admins) — answers the updated Topic; the topic
 * list is refetched (the feed, the ask form and the Topics tab share it). A rename keeps the slug.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Topic } from '@/types/api';
import { getTopicsQueryOptions } from '@/lib/get-topics';
import type { MutationConfig } from '@/lib/query-client';

/** The topic and what changes: a new name, a new description (null or '' clears it), or both. */
export type UpdateTopicInput = { topicId: number; name?: string; description?: string | null };

/**
 * Renames and/or describes a topic.
 * @param input `{ topicId, name?, description? }`
 * @returns the updated Topic
 * @throws ApiError (400 invalid, 403 not an admin, 404 no such topic, 409 the name is taken or the
 *   topic is a fixed feed topic, which keeps its name)
 */
export const updateTopic = ({ topicId, ...changes }: UpdateTopicInput) =>
  api('PATCH /api/topics/:id', { params: { id: topicId }, body: changes });

/**
 * Updating a topic as a mutation; on success the topic list is refetched, then the caller's
 * `onSuccess` runs (toasts and closing the dialog are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useUpdateTopic({ mutationConfig }: { mutationConfig?: MutationConfig<Topic, UpdateTopicInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateTopic,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}
