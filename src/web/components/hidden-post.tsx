import { useI18n, type MessageId } from '@/lib/i18n';
import { useState, type ReactNode } from 'react';
import { EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { THiddenReason } from '@common/schemas';

/** What a collapsed post says, by why it is hidden (docs/api.md `hiddenReason`). */
export const HIDDEN_TEXT: Record<NonNullable<THiddenReason>, MessageId> = {
  muted: 'post.hidden.muted',
  blocked: 'post.hidden.blocked',
  filtered: 'post.hidden.filtered',
};

/**
 * A post the reader chose not to see (`hiddenReason` from the server: a muted or blocked member, or their
 * own filters), collapsed to one line with a 'Show' button; the post opens in place on request.
 * Renders `children` unchanged when `reason` is null.
 * @param reason the post's hiddenReason
 * @param kind what kind of post it is, for screen readers ('question', 'answer', 'comment')
 * @param compact a smaller line (comments)
 */
export function HiddenPost({
  reason,
  kind,
  compact = false,
  children,
}: {
  reason: THiddenReason;
  kind: 'question' | 'answer' | 'comment';
  compact?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  if (!reason || shown) return <>{children}</>;
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg border border-dashed bg-muted/40 text-sm text-muted-foreground',
        compact ? 'px-3 py-1.5' : 'px-4 py-3',
      )}
      data-testid="hidden-post"
    >
      <span className="flex items-center gap-2">
        <EyeOff className="size-4 shrink-0" aria-hidden />
        {t(HIDDEN_TEXT[reason])}
      </span>
      <Button variant="ghost" size="sm" onClick={() => setShown(true)} aria-label={t('post.hidden.show', { kind })}>
        {t('common.show')}
      </Button>
    </div>
  );
}
