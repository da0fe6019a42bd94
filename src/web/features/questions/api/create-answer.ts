/** POST /api/answers — refreshes the answers and the question (spec §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAnswer } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Answer } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getAnswersQueryOptions } from './get-answers';
import { getQuestionFollowQueryOptions } from './follow-question';
import { getQuestionQueryOptions } from './get-question';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Posts an answer.
 * @param input `{ questionId, content, isAnonymous? }`
 * @returns the Answer, with crisis support when the text suggests distress
 * @throws ApiError (400 invalid, 404 no such question)
 */
export const createAnswer = (input: TCreateAnswer) => api('POST /api/answers', { body: input });

/**
 * Posting an answer as a mutation. On success crisis support is offered when the server says so
 * (a safety rule), the answers and the question are refetched, then the caller's `onSuccess`
 * runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useCreateAnswer({ mutationConfig }: { mutationConfig?: MutationConfig<WithCrisisSupport<Answer>, TCreateAnswer> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createAnswer,
    onSuccess: (...args) => {
      const [answer, input] = args;
      offerCrisisSupport(answer);
      const questionId = Number(input.questionId);
      void queryClient.invalidateQueries({ queryKey: getAnswersQueryOptions(questionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: getQuestionQueryOptions(questionId).queryKey, exact: true });
      // Answering follows the question.
      queryClient.setQueryData(getQuestionFollowQueryOptions(questionId).queryKey, { following: true });
      return onSuccess?.(...args);
    },
  });
}
