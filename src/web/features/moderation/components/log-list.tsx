import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RelativeTime } from '@/components/relative-time';
import { useModerationLog } from '../api/get-log';

/** How each logged action reads. */
const ACTION_LABELS: Record<string, string> = {
  'report-resolved': 'resolved a report',
  'report-dismissed': 'dismissed a report',
  'content-deleted': 'removed content',
  'content-restored': 'restored content',
  'check-in': 'sent a check-in',
  'sanction-added': 'gave a sanction',
  'sanction-lifted': 'lifted a sanction',
  'role-changed': 'changed a role',
  'topic-created': 'created a topic',
  'topic-updated': 'edited a topic',
  'topic-deleted': 'removed a topic',
};

/**
 * The Log tab of the moderation dashboard: who did what to which target, why and when, newest
 * first, with 'Load more' (GET /api/moderation/log).
 */
export function LogList() {
  const log = useModerationLog();
  if (log.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading the log">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (log.isError) return <LoadError what="the moderation log" onRetry={() => void log.refetch()} />;
  const items = log.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <Card className="p-8 text-center text-muted-foreground">Nothing has been logged yet</Card>;
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-lg border bg-card" aria-label="Moderation log">
        {items.map((e) => (
          <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <p className="min-w-0">
              <span className="font-medium">{e.actor?.firstName ?? 'A former staff member'}</span> {ACTION_LABELS[e.action] ?? e.action}{' '}
              <span className="text-muted-foreground">
                ({e.targetType} #{e.targetId})
              </span>
              {e.reason && <span className="block break-words text-muted-foreground">Reason: {e.reason}</span>}
            </p>
            <RelativeTime date={e.createdAt} className="shrink-0 text-xs text-muted-foreground" />
          </li>
        ))}
      </ul>
      {log.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
