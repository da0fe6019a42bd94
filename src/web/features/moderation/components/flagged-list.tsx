import { Link } from 'wouter';
import { ExternalLink, Flag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n';
import { useFlagged } from '../api/get-flagged';
import { DeleteContentButton, isDeletable } from './delete-content-dialog';
import { LoadError } from '@/components/load-error';

/** The 'Flagged Content' tab: each reported thing with its report count and a link; 'No flagged content' when empty. */
export function FlaggedList() {
  const { t } = useI18n();
  const flagged = useFlagged();
  if (flagged.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t('moderation.flagged.loading')}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (flagged.isError) {
    return <LoadError what={t('moderation.flagged.what')} onRetry={() => void flagged.refetch()} />;
  }
  if (flagged.data.length === 0) return <Card className="p-8 text-center text-muted-foreground">{t('moderation.flagged.empty')}</Card>;
  return (
    <ul className="space-y-3" aria-label={t('moderation.flagged.label')}>
      {flagged.data.map((item) => (
        <li key={`${item.type}:${item.id}`}>
          <Card className="space-y-3 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{t('moderation.targetType', { type: item.type })}</Badge>
              <Badge variant="outline" className="gap-1 border-destructive/50 text-destructive">
                <Flag aria-hidden />
                {t('moderation.flagged.reports', { count: item.reportCount })}
              </Badge>
            </div>
            {item.content ? (
              <p className="line-clamp-5 text-sm break-words whitespace-pre-wrap">{item.content}</p>
            ) : (
              <p className="text-sm text-muted-foreground italic">{t('moderation.flagged.gone')}</p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              {item.link ? (
                <Link
                  href={item.link}
                  className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ExternalLink className="size-3.5" aria-hidden />
                  {t('moderation.flagged.view', { type: item.type })}
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
