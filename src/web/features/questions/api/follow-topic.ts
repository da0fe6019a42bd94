/** POST /api/topics/follow { topicId } — toggles following; answers { topicId, following }. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import { toast } from '@/components/ui/use-toast';
import { getFollowedTopicsQueryOptions } from './get-followed-topics';
import { getTopicsQueryOptions } from '@/lib/get-topics';

export type FollowTopicResult = { topicId: number; following: boolean };

export const followTopic = (topicId: number) => api.post<FollowTopicResult>('/api/topics/follow', { topicId });

/** Follow/unfollow a topic; toasts 'Topic followed successfully' or 'Failed to follow topic'. */
export function useFollowTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followTopic,
    onSuccess: ({ topicId, following }) => {
      queryClient.setQueryData(getFollowedTopicsQueryOptions().queryKey, (ids = []) =>
        following ? [...new Set([...ids, topicId])] : ids.filter((id) => id !== topicId),
      );
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey, exact: true });
      toast({ title: following ? 'Topic followed successfully' : 'Topic unfollowed' });
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to follow topic' }),
  });
}
