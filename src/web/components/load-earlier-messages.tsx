import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * 'Load earlier messages' above a message log, shown while there are earlier ones.
 * @param hasMore whether an earlier page exists; loading whether it is on its way; onLoad loads it
 */
export function LoadEarlierMessages({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="mb-4 flex justify-center">
      <Button variant="outline" size="sm" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading...' : 'Load earlier messages'}
      </Button>
    </div>
  );
}

/** The placeholder of a message log while its first page loads. */
export function MessageLogSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading messages">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-10 w-3/5" />
    </div>
  );
}
