import { useI18n } from '@/lib/i18n';
import { Bell, BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useQuestionFollow, useSetQuestionFollow } from '../api/follow-question';

/**
 * The thread's Follow / Following button: following a question brings a
 * notification when new answers arrive and puts it in the Following feed. Asking or answering
 * follows by itself, so the asker and helpers see 'Following'.
 */
export function FollowQuestionButton({ questionId }: { questionId: number }) {
  const { t } = useI18n();
  const state = useQuestionFollow(questionId);
  const change = useSetQuestionFollow(questionId, {
    mutationConfig: {
      onSuccess: ({ following }) =>
        toast({
          title: t(following ? 'thread.follow.started' : 'thread.follow.stopped'),
          description: following ? t('thread.follow.startedText') : undefined,
        }),
      onError: (error) => handleMutationError(error, { title: t('thread.follow.failed') }),
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
      title={t(following ? 'thread.follow.stopHint' : 'thread.follow.startHint')}
    >
      {following ? <BellRing aria-hidden /> : <Bell aria-hidden />}
      {t(following ? 'thread.follow.following' : 'thread.follow.follow')}
    </Button>
  );
}
