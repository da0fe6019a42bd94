/**
 * GET, POST and DELETE /api/questions/:id/follow — whether you follow a question, following it
 * and stopping; each answers `{ following }`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { QUESTION_LISTS_QUERY_KEY } from './get-questions';

export type QuestionFollow = { following: boolean };

/** The query key (`['question', id, 'follow']`) and fetcher of whether you follow a question. */
export const getQuestionFollowQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['question', id, 'follow'],
    queryFn: ({ signal }) => api('GET /api/questions/:id/follow', { params: { id }, signal }),
  });

/**
 * Whether you follow a question, as a query.
 * @param id the question
 * @returns the TanStack query; `data` is `{ following }`
 */
export function useQuestionFollow(id: number) {
  return useQuery(getQuestionFollowQueryOptions(id));
}

/**
 * Following or unfollowing a question as a mutation (variables: true to follow); on success the
 * follow state is set and the feeds refetched (the Following feed changes), then the caller's
 * `onSuccess` runs.
 * @param id the question
 * @param options.mutationConfig the caller's TanStack mutation options
 * @throws ApiError (404 when the question is gone or hidden)
 */
export function useSetQuestionFollow(id: number, { mutationConfig }: { mutationConfig?: MutationConfig<QuestionFollow, boolean> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (follow: boolean) =>
      follow ? api('POST /api/questions/:id/follow', { params: { id } }) : api('DELETE /api/questions/:id/follow', { params: { id } }),
    onSuccess: (...args) => {
      queryClient.setQueryData(getQuestionFollowQueryOptions(id).queryKey, args[0]);
      void queryClient.invalidateQueries({ queryKey: QUESTION_LISTS_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
