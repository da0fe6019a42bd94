import { useI18n } from '@/lib/i18n';
import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import type { VoteTargetType, VoteType } from '@common/constants';
import { cn } from '@/lib/utils';
import { useVote } from '../api/vote';
import { handleMutationError } from '@/lib/errors';

export type VoteControlsProps = {
  targetType: VoteTargetType;
  targetId: number;
  /** The question this target belongs to (itself for a question). */
  questionId: number;
  score: number;
  myVote: VoteType | null;
  /** The server's `abilities.vote`: false on your own post, where the buttons are disabled. */
  canVote: boolean;
  /** Feed cards show only the upvote button; detail views show both arrows. */
  showDownvote?: boolean;
  /** Refetch the question and answers after voting (detail view, spec §7). */
  refetchDetail?: boolean;
  className?: string;
};

/** Vote arrows with the net score (upvotes − downvotes). */
export function VoteControls({
  targetType,
  targetId,
  questionId,
  score,
  myVote,
  canVote,
  showDownvote = true,
  refetchDetail = true,
  className,
}: VoteControlsProps) {
  const { t } = useI18n();
  const vote = useVote({
    refetchDetail,
    mutationConfig: { onError: (error) => handleMutationError(error, { title: t('post.vote.failed') }) },
  });
  const kind = targetType === 'question' ? 'question' : 'answer';
  const ownHint = canVote ? undefined : t('post.vote.own', { kind });
  const cast = (voteType: VoteType) => vote.mutate({ targetType, targetId, voteType, questionId });
  const buttonClass =
    'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40 aria-pressed:text-primary';

  return (
    <div className={cn('flex flex-col items-center gap-0.5', className)}>
      <button
        type="button"
        className={buttonClass}
        aria-label={t('post.vote.up', { kind })}
        aria-pressed={myVote === 'upvote'}
        title={ownHint ?? t('post.vote.upHint')}
        disabled={!canVote || vote.isPending}
        onClick={() => cast('upvote')}
      >
        <ArrowBigUp className={cn('size-6', myVote === 'upvote' && 'fill-current')} aria-hidden />
      </button>
      <span className="min-w-6 text-center text-sm font-semibold tabular-nums">
        <span className="sr-only">{t('post.vote.score')} </span>
        {score}
      </span>
      {showDownvote && (
        <button
          type="button"
          className={buttonClass}
          aria-label={t('post.vote.down', { kind })}
          aria-pressed={myVote === 'downvote'}
          title={ownHint ?? t('post.vote.downHint')}
          disabled={!canVote || vote.isPending}
          onClick={() => cast('downvote')}
        >
          <ArrowBigDown className={cn('size-6', myVote === 'downvote' && 'fill-current')} aria-hidden />
        </button>
      )}
    </div>
  );
}
