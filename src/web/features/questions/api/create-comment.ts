/** POST /api/comments { answerId, content } — refreshes the question's answers (with comments). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateComment } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Comment } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getAnswersQueryOptions } from './get-answers';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Posts a comment on an answer.
 * @param input `{ answerId, content }`
 * @returns the Comment, with crisis support when the text suggests distress
 * @throws ApiError (400 invalid, 404 no such answer)
 */
export const createComment = (input: TCreateComment) => api('POST /api/comments', { body: input });

/**
 * Posting a comment as a mutation. On success crisis support is offered when the server says so
 * (a safety rule), the question's answers are refetched, then the caller's `onSuccess` runs
 * (toasts are the caller's).
 * @param options.questionId the question the answer belongs to, for the refetch
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useCreateComment({
  questionId,
  mutationConfig,
}: {
  questionId: number;
  mutationConfig?: MutationConfig<WithCrisisSupport<Comment>, TCreateComment>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createComment,
    onSuccess: (...args) => {
      offerCrisisSupport(args[0]);
      void queryClient.invalidateQueries({ queryKey: getAnswersQueryOptions(questionId).queryKey });
      return onSuccess?.(...args);
    },
  });
}
