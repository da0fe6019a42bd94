import { AppealsList, AppealsTabLabel } from './appeals-list';
import { useState, type ReactNode } from 'react';
import { CheckCircle2, Clock, HeartHandshake, ShieldCheck, Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StatCounter } from '@/components/stat-counter';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { formatDuration, formatDurationSince } from '@/lib/time';
import { useReports } from '../api/get-reports';
import { FlaggedList } from './flagged-list';
import { LogList } from './log-list';
import { ReportCard } from './report-card';
import { SafetyInbox } from './safety-inbox';
import { useSafetyConversations } from '../api/get-safety-conversations';
import { LoadError } from '@/components/load-error';

/**
 * How long the oldest urgent card has waited, and the week's median time from a card's first
 * report to its first action: two plain sentences under the counters.
 */
function SafetyFigures({ counts }: { counts: NonNullable<ReturnType<typeof useReports>['data']>['pages'][number]['counts'] }) {
  const { t, rich, locale } = useI18n();
  const strong = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2" aria-label={t('moderation.figures')}>
      <li className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3" data-testid="oldest-urgent">
        <HeartHandshake className="size-4 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden />
        {counts.oldestUrgentSince ? (
          <span>
            {rich('moderation.oldestUrgent', {
              duration: formatDurationSince(counts.oldestUrgentSince, locale),
              strong,
            })}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('moderation.noUrgent')}</span>
        )}
      </li>
      <li className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3" data-testid="median-first-action">
        <Timer className="size-4 shrink-0 text-primary" aria-hidden />
        {counts.medianFirstActionSeconds !== null ? (
          <span>{rich('moderation.median', { duration: formatDuration(counts.medianFirstActionSeconds * 1000, locale), strong })}</span>
        ) : (
          <span className="text-muted-foreground">{t('moderation.noMedian')}</span>
        )}
      </li>
    </ul>
  );
}

/**
 * /moderation (spec §2): 'Moderation Dashboard' with the Pending Reports, Reviewed Today and
 * Resolved counters, the safety figures (the oldest urgent card's wait, the week's median time
 * to first action) and the tabs 'Reports (n)' (n = pending), 'Safety Team (n)' (n = unread replies
 * to MindSpace Safety Team), 'Flagged Content' and 'Log'. The app
 * shows it to moderators and admins only; a 403 from the API shows the same refusal.
 */
export function ModerationPage() {
  const { t } = useI18n();
  useDocumentTitle(t('moderation.title'));
  const reports = useReports();
  const [tab, setTab] = useState('reports');
  const counts = reports.data?.pages[0]?.counts;
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];
  const safetyUnread = useSafetyConversations().data?.pages[0]?.unreadTotal ?? 0;

  if (reports.error instanceof ApiError && reports.error.status === 403) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">{t('moderation.denied')}</h1>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-8 text-primary" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('moderation.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('moderation.lead')}</p>
        </div>
      </div>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCounter label={t('moderation.pending')} value={counts?.pending} icon={<Clock />} />
        <StatCounter label={t('moderation.reviewedToday')} value={counts?.reviewedToday} icon={<ShieldCheck />} />
        <StatCounter label={t('moderation.resolved')} value={counts?.resolved} icon={<CheckCircle2 />} />
      </div>
      {counts && <SafetyFigures counts={counts} />}

      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        {/* Four sections are wider than a phone: the row scrolls sideways there, from its start. */}
        <TabsList className="w-full max-w-full justify-start overflow-x-auto sm:w-fit" aria-label={t('moderation.sections')}>
          {/* The pending count once known: '(0)' while loading would say the queue is empty. */}
          <TabsTrigger value="reports">
            {counts ? t('moderation.tab.reportsCount', { count: counts.pending }) : t('moderation.tab.reports')}
          </TabsTrigger>
          <TabsTrigger value="safety">
            {safetyUnread > 0 ? t('moderation.tab.safetyCount', { count: safetyUnread }) : t('moderation.tab.safety')}
            {safetyUnread > 0 && <span className="sr-only"> {t('moderation.tab.unreadReplies')}</span>}
          </TabsTrigger>
          <TabsTrigger value="flagged">{t('moderation.tab.flagged')}</TabsTrigger>
          <TabsTrigger value="appeals">
            <AppealsTabLabel />
          </TabsTrigger>
          <TabsTrigger value="log">{t('moderation.tab.log')}</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          {reports.isPending ? (
            <div className="space-y-3" role="status" aria-label={t('moderation.loadingReports')}>
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          ) : reports.isError ? (
            <LoadError what={t('moderation.whatReports')} onRetry={() => void reports.refetch()} />
          ) : (
            <div className="space-y-3">
              {counts?.pending === 0 && <Card className="p-8 text-center text-muted-foreground">{t('moderation.noReports')}</Card>}
              {items.length > 0 && (
                <ul className="space-y-3" aria-label={t('moderation.tab.reports')}>
                  {items.map((report) => (
                    <li key={report.id}>
                      <ReportCard report={report} />
                    </li>
                  ))}
                </ul>
              )}
              {reports.hasNextPage && (
                <div className="flex justify-center">
                  <Button variant="outline" onClick={() => void reports.fetchNextPage()} disabled={reports.isFetchingNextPage}>
                    {t(reports.isFetchingNextPage ? 'moderation.loading' : 'moderation.loadMore')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </TabsContent>
        <TabsContent value="safety">
          <SafetyInbox />
        </TabsContent>
        <TabsContent value="flagged">
          <FlaggedList />
        </TabsContent>
        <TabsContent value="appeals">
          <AppealsList />
        </TabsContent>
        <TabsContent value="log">
          <LogList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
