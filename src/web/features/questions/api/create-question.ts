/** POST /api/questions — answers 201 Question (with its id). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateQuestion } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Question } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { QUESTION_LISTS_QUERY_KEY } from './get-questions';
import { getTopicsQueryOptions } from '@/lib/get-topics';

export const createQuestion = (input: TCreateQuestion) => api.post<WithCrisisSupport<Question>>('/api/questions', input);

export function useCreateQuestion(options: { onSuccess?: (question: Question) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: (question) => {
      offerCrisisSupport(question);
      void queryClient.invalidateQueries({ queryKey: QUESTION_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey, exact: true });
      options.onSuccess?.(question);
    },
    onError: options.onError,
  });
}
