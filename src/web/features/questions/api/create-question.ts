/** POST /api/questions — answers 201 Question (with its id). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateQuestion } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Question } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { QUESTION_LISTS_QUERY_KEY } from './get-questions';
import { getTopicsQueryOptions } from '@/lib/get-topics';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Posts a question.
 * @param input `{ title, content, topicIds, isAnonymous?, contentWarning? }`
 * @returns the Question, with crisis support when the text suggests distress
 * @throws ApiError (400 invalid)
 */
export const createQuestion = (input: TCreateQuestion) => api('POST /api/questions', { body: input });

/**
 * Posting a question as a mutation. On success crisis support is offered when the server says so
 * (a safety rule), the feed lists and topic counts are refetched, then the caller's `onSuccess`
 * runs (toasts and navigation are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useCreateQuestion({
  mutationConfig,
}: { mutationConfig?: MutationConfig<WithCrisisSupport<Question>, TCreateQuestion> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createQuestion,
    onSuccess: (...args) => {
      offerCrisisSupport(args[0]);
      void queryClient.invalidateQueries({ queryKey: QUESTION_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey, exact: true });
      return onSuccess?.(...args);
    },
  });
}
