import { Link } from 'wouter';
import { format } from 'date-fns';
import type { SanctionType } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RelativeTime } from '@/components/relative-time';
import { useModerationLog } from '../api/get-log';
import type { LogPage } from '@/types/api';

type LogEntry = LogPage['items'][number];

/** How each logged action reads, before its target's label. */
const ACTION_LABELS: Record<string, string> = {
  'report-resolved': 'resolved',
  'report-dismissed': 'dismissed',
  'content-deleted': 'removed',
  'content-edited': 'edited',
  'content-restored': 'restored',
  'check-in': 'sent a check-in after',
  'role-changed': 'changed the role of',
  'topic-created': 'created',
  'topic-updated': 'edited',
  'topic-deleted': 'removed',
};

/** The word before a target's label: 'the question “…”', 'an answer on “…”', 'a report about …'; none before a name. */
const ARTICLES: Record<string, string> = { question: 'the question', answer: 'an', comment: 'a', message: 'a', report: 'a', topic: 'the' };

const SANCTION_WORDS: Record<SanctionType, string> = { warn: 'a warning', silence: 'a silence', suspend: 'a suspension', ban: 'a ban' };

/** A sanction entry's verb in words: 'gave a silence until 28 Nov to', 'lifted a ban on'. */
function sanctionPhrase(action: string, sanction: { type: SanctionType; endsAt: string | null }): string {
  const what = SANCTION_WORDS[sanction.type];
  const end = sanction.endsAt ? ` until ${format(new Date(sanction.endsAt), 'd MMM')}` : '';
  return action === 'sanction-lifted' ? `lifted ${what}${end} on` : `gave ${what}${end} to`;
}

/** An entry's verb: a sanction's type and end, an appeal's outcome, else the action's label. */
function actionPhrase(e: LogEntry): string {
  if (e.sanction) return sanctionPhrase(e.action, e.sanction);
  if (e.appeal)
    return e.appeal.outcome === 'overturned' ? 'overturned on appeal the decision about' : 'upheld on appeal the decision about';
  return ACTION_LABELS[e.action] ?? e.action;
}

/** A question's title in quotes; other labels as they are. */
const quoted = (e: { targetType: string; targetLabel: string }) => (e.targetType === 'question' ? `“${e.targetLabel}”` : e.targetLabel);

/**
 * The Log tab of the moderation dashboard, in words: who did what to which target (its label and
 * link: the member, the question, 'answer on "…"'), a sanction's type and end, the first words
 * of what was removed, an appeal's outcome, why and when, newest first, with 'Load more' (GET /api/moderation/log).
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
              <span className="font-medium">{e.actor?.firstName ?? 'A former staff member'}</span> {actionPhrase(e)}{' '}
              {ARTICLES[e.targetType] && !e.targetLabel.startsWith('a ') && `${ARTICLES[e.targetType]} `}
              {e.link ? (
                <Link href={e.link} className="font-medium text-primary underline-offset-4 hover:underline">
                  {quoted(e)}
                </Link>
              ) : (
                <span className="font-medium">{quoted(e)}</span>
              )}
              {e.excerpt && <span className="block break-words text-muted-foreground">Removed: “{e.excerpt}”</span>}
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
