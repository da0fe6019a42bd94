import { useI18n } from '@/lib/i18n';
import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The quiet line on a post that reports have hidden until a moderator reviews it
 * (`hiddenPendingReview` from the server). Only its author and staff ever receive
 * such a post, so the line speaks to one of them: to the author, kindly, that others cannot see
 * it for now; to staff, that members cannot see it until it is reviewed. Renders nothing when
 * the post is not hidden.
 * @param hidden the post's hiddenPendingReview
 * @param own whether the reader wrote the post (`isOwn`; for comments, `abilities.delete`)
 * @param compact a one-line, smaller note (comments)
 * @param className extra classes for spacing
 */
export function PendingReviewNote({
  hidden,
  own,
  compact = false,
  className,
}: {
  hidden: boolean | undefined;
  own: boolean;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  if (!hidden) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-md border border-dashed bg-muted/50 text-muted-foreground',
        compact ? 'px-2 py-1 text-xs' : 'px-3 py-2 text-sm',
        className,
      )}
      data-testid="pending-review"
    >
      <EyeOff className={cn('shrink-0', compact ? 'mt-px size-3.5' : 'mt-0.5 size-4')} aria-hidden />
      <span>
        <span className="font-medium text-foreground">{t('post.pending.title')}</span> {t(own ? 'post.pending.own' : 'post.pending.staff')}
      </span>
    </p>
  );
}
