/** POST /api/topics { name, description } (admins) — answers 201 Topic; the topic list is refetched. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTopic } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Topic } from '@/types/api';
import { getTopicsQueryOptions } from '@/lib/get-topics';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Creates a topic.
 * @param input `{ name, description? }`
 * @returns the new Topic
 * @throws ApiError (400 invalid, 403 not an admin, 409 the name is taken)
 */
export const createTopic = (input: TCreateTopic) => api('POST /api/topics', { body: input });

/**
 * Creating a topic as a mutation; on success the topic list is refetched, then the caller's
 * `onSuccess` runs. Toasts and form resets are the caller's (`mutationConfig`).
 * @param options.mutationConfig the caller's TanStack mutation options (onSuccess, onError…)
 */
export function useCreateTopic({ mutationConfig }: { mutationConfig?: MutationConfig<Topic, TCreateTopic> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createTopic,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}
