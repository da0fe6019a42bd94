import { Link } from 'wouter';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RelativeTime } from '@/components/relative-time';
import { useFeedback } from '../api/get-feedback';

/**
 * The 'Ideas' tab of the admin dashboard: what members sent with 'Send Feedback', newest first,
 * each with its sender's first name (a link to their profile; 'A former member' once the
 * account is closed) and when, with 'Load more' (GET /api/admin/feedback). Admins only.
 */
export function IdeasList() {
  const feedback = useFeedback();
  if (feedback.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading ideas">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (feedback.isError) return <LoadError what="ideas" onRetry={() => void feedback.refetch()} />;
  const items = feedback.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
        <Lightbulb className="size-8 opacity-60" aria-hidden />
        <p>No ideas yet. What members send with &lsquo;Send Feedback&rsquo; shows here.</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-lg border bg-card" aria-label="Ideas">
        {items.map((item) => (
          <li key={item.id} className="space-y-1.5 px-4 py-3">
            <p className="text-sm break-words whitespace-pre-wrap">{item.feedback}</p>
            <p className="text-xs text-muted-foreground">
              {item.author ? (
                <Link
                  href={`/profile/${item.author.id}`}
                  className="rounded-sm font-medium text-foreground underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {item.author.firstName ?? 'A member'}
                </Link>
              ) : (
                'A former member'
              )}
              <span aria-hidden> · </span>
              <RelativeTime date={item.createdAt} />
            </p>
          </li>
        ))}
      </ul>
      {feedback.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void feedback.fetchNextPage()} disabled={feedback.isFetchingNextPage}>
            {feedback.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
