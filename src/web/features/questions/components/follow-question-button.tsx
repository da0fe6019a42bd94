import { Bell, BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useQuestionFollow, useSetQuestionFollow } from '../api/follow-question';

/**
 * The thread's Follow / Following button (decision 0076): following a question brings a
 * notification when new answers arrive and puts it in the Following feed. Asking or answering
 * follows by itself, so the asker and helpers see 'Following'.
 */
export function FollowQuestionButton({ questionId }: { questionId: number }) {
  const state = useQuestionFollow(questionId);
  const change = useSetQuestionFollow(questionId, {
    mutationConfig: {
      onSuccess: ({ following }) =>
        toast({
          title: following ? 'Following this question' : 'Stopped following',
          description: following ? "We'll let you know when new answers arrive." : undefined,
        }),
      onError: (error) => handleMutationError(error, { title: "Couldn't change following" }),
    },
  });
  if (!state.data) return null;
  const following = state.data.following;
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={following}
      disabled={change.isPending}
      onClick={() => change.mutate(!following)}
      title={following ? 'Stop following this question' : 'Be told of new answers'}
    >
      {following ? <BellRing aria-hidden /> : <Bell aria-hidden />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
