import { Link } from 'wouter';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RelativeTime } from '@/components/relative-time';
import { useFeedback } from '../api/get-feedback';
import { useMarkFeedback } from '../api/mark-feedback';
import { handleMutationError } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Between the sender and the time. */
const SEPARATOR = ' · ';

/**
 * The 'Ideas' tab of the admin dashboard: what members sent with 'Send Feedback', newest first,
 * each with its sender's first name (a link to their profile; 'A former member' once the
 * account is closed) and when, with 'Load more' (GET /api/admin/feedback). New ones are marked
 * and can be marked read (for every admin), or new again. Admins only.
 */
export function IdeasList() {
  const { t } = useI18n();
  const feedback = useFeedback();
  const mark = useMarkFeedback({
    mutationConfig: { onError: (error) => handleMutationError(error, { title: t('admin.ideas.failed') }) },
  });
  if (feedback.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={t('admin.ideas.loading')}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (feedback.isError) return <LoadError what={t('admin.ideas.what')} onRetry={() => void feedback.refetch()} />;
  const items = feedback.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
        <Lightbulb className="size-8 opacity-60" aria-hidden />
        <p>{t('admin.ideas.empty')}</p>
      </Card>
    );
  }
  const unread = feedback.data.pages[0]?.unreadCount ?? 0;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" role="status">
        {t('admin.ideas.unread', { count: unread })}
      </p>
      <ul className="divide-y rounded-lg border bg-card" aria-label={t('admin.tab.ideas')}>
        {items.map((item) => (
          <li key={item.id} className={cn('space-y-1.5 px-4 py-3', !item.isRead && 'bg-primary/5')}>
            <div className="flex items-start justify-between gap-3">
              <p className={cn('text-sm break-words whitespace-pre-wrap', !item.isRead && 'font-medium')}>
                {!item.isRead && <span className="sr-only">{t('admin.ideas.new')} </span>}
                {item.feedback}
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0"
                disabled={mark.isPending && mark.variables?.id === item.id}
                onClick={() => mark.mutate({ id: item.id, isRead: !item.isRead })}
              >
                {t(item.isRead ? 'admin.ideas.markNew' : 'admin.ideas.markRead')}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              {item.author ? (
                <Link
                  href={`/profile/${item.author.id}`}
                  className="rounded-sm font-medium text-foreground underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.author.firstName ?? t('admin.ideas.aMember')}
                </Link>
              ) : (
                t('admin.ideas.formerMember')
              )}
              <span aria-hidden>{SEPARATOR}</span>
              <RelativeTime date={item.createdAt} />
            </p>
          </li>
        ))}
      </ul>
      {feedback.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void feedback.fetchNextPage()} disabled={feedback.isFetchingNextPage}>
            {t(feedback.isFetchingNextPage ? 'admin.loading' : 'admin.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
