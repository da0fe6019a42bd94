import { Link } from 'wouter';
import { format } from 'date-fns';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RelativeTime } from '@/components/relative-time';
import { useModerationLog } from '../api/get-log';
import type { LogPage } from '@/types/api';
import { useI18n } from '@/lib/i18n';

type LogEntry = LogPage['items'][number];

/** The verb each logged action is shown with (the `verb` select of 'moderation.log.entry'). */
const VERBS: Record<string, string> = {
  'report-resolved': 'resolved',
  'report-dismissed': 'dismissed',
  'content-deleted': 'removed',
  'content-edited': 'edited',
  'content-restored': 'restored',
  'check-in': 'checkIn',
  'role-changed': 'role',
  'topic-created': 'created',
  'topic-updated': 'edited',
  'topic-deleted': 'removed',
};

/** An entry's verb: a sanction's giving or lifting, an appeal's outcome, else its action's; 'other' for an action this client does not know. */
function verbOf(e: LogEntry): string {
  if (e.sanction) return e.action === 'sanction-lifted' ? 'sanctionLifted' : 'sanctionGiven';
  if (e.appeal) return e.appeal.outcome === 'overturned' ? 'overturned' : 'upheld';
  return VERBS[e.action] ?? 'other';
}

/** A sanction's end as the log reads it: '28 Nov' in English, the reader's day and month otherwise. */
function sanctionEnd(endsAt: string | null, locale: string): string {
  if (!endsAt) return 'none';
  return locale === 'en'
    ? format(new Date(endsAt), 'd MMM')
    : new Date(endsAt).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
}

/** One entry as a sentence: who did what to which target (the server's words, in the reader's language; linked when it still exists). */
function EntrySentence({ e }: { e: LogEntry }) {
  const { t, rich, locale } = useI18n();
  return (
    <>
      {rich('moderation.log.entry', {
        actor: e.actor?.firstName ?? t('moderation.formerStaff'),
        verb: verbOf(e),
        action: e.action,
        sanction: e.sanction?.type ?? 'none',
        until: sanctionEnd(e.sanction?.endsAt ?? null, locale),
        target: e.targetLabel,
        who: (chunks) => <span className="font-medium">{chunks}</span>,
        link: (chunks) =>
          e.link ? (
            <Link href={e.link} className="font-medium text-primary underline-offset-4 hover:underline">
              {chunks}
            </Link>
          ) : (
            <span className="font-medium">{chunks}</span>
          ),
      })}
    </>
  );
}

/**
 * The Log tab of the moderation dashboard, in words: who did what to which target (its label and
 * link: the member, 'the question “…”', 'an answer on “…”'), a sanction's type and end, the first words
 * of what was removed, an appeal's outcome, why and when, newest first, with 'Load more' (GET /api/moderation/log).
 */
export function LogList() {
  const { t } = useI18n();
  const log = useModerationLog();
  if (log.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={t('moderation.log.loading')}>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (log.isError) return <LoadError what={t('moderation.log.what')} onRetry={() => void log.refetch()} />;
  const items = log.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <Card className="p-8 text-center text-muted-foreground">{t('moderation.log.empty')}</Card>;
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-lg border bg-card" aria-label={t('moderation.log.label')}>
        {items.map((e) => (
          <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <p className="min-w-0">
              <EntrySentence e={e} />
              {e.excerpt && (
                <span className="block break-words text-muted-foreground">{t('moderation.log.excerpt', { excerpt: e.excerpt })}</span>
              )}
              {e.reason && (
                <span className="block break-words text-muted-foreground">{t('moderation.log.reason', { reason: e.reason })}</span>
              )}
            </p>
            <RelativeTime date={e.createdAt} className="shrink-0 text-xs text-muted-foreground" />
          </li>
        ))}
      </ul>
      {log.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {t(log.isFetchingNextPage ? 'moderation.loading' : 'moderation.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
