/** POST /api/topics/follow { topicId } — toggles following; answers { topicId, following }. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getFollowedTopicsQueryOptions } from './get-followed-topics';
import { QUESTION_LISTS_QUERY_KEY } from './get-questions';
import { getTopicsQueryOptions } from '@/lib/get-topics';
import type { MutationConfig } from '@/lib/query-client';

export type FollowTopicResult = { topicId: number; following: boolean };

/**
 * Toggles following a topic.
 * @param topicId the topic
 * @returns `{ topicId, following }` after the toggle
 * @throws ApiError (404 no such topic)
 */
export const followTopic = (topicId: number) => api('POST /api/topics/follow', { body: { topicId } });

/**
 * Following or unfollowing a topic as a mutation; on success the followed ids are patched and
 * the topic counts and the Following feed refetched, then the caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useFollowTopic({ mutationConfig }: { mutationConfig?: MutationConfig<FollowTopicResult, number> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: followTopic,
    onSuccess: (...args) => {
      const [{ topicId, following }] = args;
      queryClient.setQueryData(getFollowedTopicsQueryOptions().queryKey, (ids = []) =>
        following ? [...new Set([...ids, topicId])] : ids.filter((id) => id !== topicId),
      );
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey, exact: true });
      // The Following feed gains or loses the topic's questions.
      void queryClient.invalidateQueries({
        queryKey: QUESTION_LISTS_QUERY_KEY,
        predicate: (q) => (q.queryKey[2] as { following?: boolean } | undefined)?.following === true,
      });
      return onSuccess?.(...args);
    },
  });
}
