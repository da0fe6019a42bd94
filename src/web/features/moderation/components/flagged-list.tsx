import { Link } from 'wouter';
import { ExternalLink, Flag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFlagged } from '../api/get-flagged';
import { DeleteContentButton, isDeletable } from './delete-content-dialog';
import { LoadError } from '@/components/load-error';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The 'Flagged Content' tab: each reported thing with its report count and a link; 'No flagged content' when empty. */
export function FlaggedList() {
  const flagged = useFlagged();
  if (flagged.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading flagged content">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (flagged.isError) {
    return <LoadError what="flagged content" onRetry={() => void flagged.refetch()} />;
  }
  if (flagged.data.length === 0) return <Card className="p-8 text-center text-muted-foreground">No flagged content</Card>;
  return (
    <ul className="space-y-3" aria-label="Flagged content">
      {flagged.data.map((item) => (
        <li key={`${item.type}:${item.id}`}>
          <Card className="space-y-3 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{capitalise(item.type)}</Badge>
              <Badge variant="outline" className="gap-1 border-destructive/50 text-destructive">
                <Flag aria-hidden />
                {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
              </Badge>
            </div>
            {item.content ? (
              <p className="line-clamp-5 text-sm break-words whitespace-pre-wrap">{item.content}</p>
            ) : (
              <p className="text-sm text-muted-foreground italic">This content is no longer available.</p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              {item.link ? (
                <Link
                  href={item.link}
                  className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ExternalLink className="size-3.5" aria-hidden />
                  View {item.type}
                </Link>
              ) : (
                <span />
              )}
              {isDeletable(item.type) && item.content !== null && <DeleteContentButton targetType={item.type} targetId={item.id} />}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
