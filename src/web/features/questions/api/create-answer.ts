/** POST /api/answers — refreshes the answers and the question (spec §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAnswer } from '@common/schemas';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import { toast } from '@/components/ui/use-toast';
import type { Answer } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getAnswersQueryOptions } from './get-answers';
import { getQuestionQueryOptions } from './get-question';

export const createAnswer = (input: TCreateAnswer) => api.post<WithCrisisSupport<Answer>>('/api/answers', input);

export function useCreateAnswer(options: { onSuccess?: (answer: Answer) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnswer,
    onSuccess: (answer, input) => {
      offerCrisisSupport(answer);
      const questionId = Number(input.questionId);
      void queryClient.invalidateQueries({ queryKey: getAnswersQueryOptions(questionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: getQuestionQueryOptions(questionId).queryKey, exact: true });
      toast({ title: 'Answer posted successfully' });
      options.onSuccess?.(answer);
    },
    onError: (error) => handleMutationError(error, { title: 'Error', description: 'Failed to post answer' }),
  });
}
