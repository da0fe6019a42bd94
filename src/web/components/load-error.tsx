import { useI18n } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** How a failed read is framed: a card in a list, plain text inside a panel or popover, or a whole page. */
type LoadErrorVariant = 'card' | 'inline' | 'page';

/**
 * The one way a failed read is shown: "Couldn't load {what}." and a 'Try again' button that
 * refetches. On a page (`variant="page"`) the sentence is the page's <h1> ("Couldn't load this
 * question") with a gentle hint, and `children` add further actions beside 'Try again'.
 * @param props.what what failed to load, in the reader's language, e.g. t('feed.questions')
 * @param props.onRetry called by 'Try again' (usually `() => void query.refetch()`)
 * @param props.variant 'card' (default), 'inline' (no frame, for panels and popovers) or 'page'
 * @param props.className extra classes for the outer element
 * @param props.children extra actions shown after 'Try again' (e.g. a 'Back to questions' link)
 */
export function LoadError({
  what,
  onRetry,
  variant = 'card',
  className,
  children,
}: {
  what: string;
  onRetry: () => void;
  variant?: LoadErrorVariant;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const retry = (
    <Button variant="outline" size={variant === 'page' ? 'default' : 'sm'} onClick={onRetry}>
      {t('common.tryAgain')}
    </Button>
  );
  if (variant === 'page') {
    return (
      <Card className={cn('p-8 text-center', className)}>
        <h1 className="text-xl font-semibold">{t('common.loadErrorTitle', { what })}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('common.loadErrorHint')}</p>
        <div className="mt-4 flex justify-center gap-2">
          {retry}
          {children}
        </div>
      </Card>
    );
  }
  const body = (
    <>
      <p>{t('common.loadError', { what })}</p>
      <div className="mt-3 flex justify-center gap-2">
        {retry}
        {children}
      </div>
    </>
  );
  if (variant === 'inline') return <div className={cn('p-6 text-center text-sm text-muted-foreground', className)}>{body}</div>;
  return <Card className={cn('p-8 text-center text-sm text-muted-foreground', className)}>{body}</Card>;
}
