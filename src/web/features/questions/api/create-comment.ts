/** POST /api/comments { answerId, content } — refreshes the question's answers (with comments). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateComment } from '@common/schemas';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import { toast } from '@/components/ui/use-toast';
import type { Comment } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getAnswersQueryOptions } from './get-answers';

export const createComment = (input: TCreateComment) => api.post<WithCrisisSupport<Comment>>('/api/comments', input);

export function useCreateComment({ questionId, onSuccess }: { questionId: number; onSuccess?: (comment: Comment) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment) => {
      offerCrisisSupport(comment);
      void queryClient.invalidateQueries({ queryKey: getAnswersQueryOptions(questionId).queryKey });
      toast({ title: 'Comment posted successfully' });
      onSuccess?.(comment);
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to post comment' }),
  });
}
