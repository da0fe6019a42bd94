import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n';

/**
 * 'Load earlier messages' above a message log, shown while there are earlier ones.
 * @param hasMore whether an earlier page exists; loading whether it is on its way; onLoad loads it
 */
export function LoadEarlierMessages({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const { t } = useI18n();
  if (!hasMore) return null;
  return (
    <div className="mb-4 flex justify-center">
      <Button variant="outline" size="sm" onClick={onLoad} disabled={loading}>
        {loading ? t('messages.loadingEarlier') : t('messages.loadEarlier')}
      </Button>
    </div>
  );
}

/** The placeholder of a message log while its first page loads. */
export function MessageLogSkeleton() {
  const { t } = useI18n();
  return (
    <div className="space-y-4" role="status" aria-label={t('messages.loadingLog')}>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ms-auto h-10 w-1/2" />
      <Skeleton className="h-10 w-3/5" />
    </div>
  );
}
