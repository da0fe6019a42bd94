import { AppealsList, AppealsTabLabel } from './appeals-list';
import { useState } from 'react';
import { CheckCircle2, Clock, HeartHandshake, ShieldCheck, Timer } from 'lucide-react';
import { formatDistanceStrict, formatDistanceToNowStrict } from 'date-fns';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StatCounter } from '@/components/stat-counter';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useReports } from '../api/get-reports';
import { FlaggedList } from './flagged-list';
import { LogList } from './log-list';
import { ReportCard } from './report-card';
import { SafetyInbox } from './safety-inbox';
import { useSafetyConversations } from '../api/get-safety-conversations';
import { LoadError } from '@/components/load-error';

/**
 * How long the oldest urgent card has waited, and the week's median time from a card's first
 * report to its first action (decision 0077): two plain sentences under the counters.
 */
function SafetyFigures({ counts }: { counts: NonNullable<ReturnType<typeof useReports>['data']>['pages'][number]['counts'] }) {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2" aria-label="Safety figures">
      <li className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3" data-testid="oldest-urgent">
        <HeartHandshake className="size-4 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden />
        {counts.oldestUrgentSince ? (
          <span>
            The oldest urgent card has waited <span className="font-semibold">{formatDistanceToNowStrict(counts.oldestUrgentSince)}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">No urgent card is waiting</span>
        )}
      </li>
      <li className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3" data-testid="median-first-action">
        <Timer className="size-4 shrink-0 text-primary" aria-hidden />
        {counts.medianFirstActionSeconds !== null ? (
          <span>
            This week, cards waited <span className="font-semibold">{formatDistanceStrict(0, counts.medianFirstActionSeconds * 1000)}</span>{' '}
            for a first action (median)
          </span>
        ) : (
          <span className="text-muted-foreground">No card was settled this week yet</span>
        )}
      </li>
    </ul>
  );
}

/**
 * /moderation (spec §2): 'Moderation Dashboard' with the Pending Reports, Reviewed Today and
 * Resolved counters, the safety figures (the oldest urgent card's wait, the week's median time
 * to first action) and the tabs 'Reports (n)' (n = pending), 'Safety Team (n)' (n = unread replies
 * to MindSpace Safety Team, decision 0060), 'Flagged Content' and 'Log'. The app
 * shows it to moderators and admins only; a 403 from the API shows the same refusal.
 */
export function ModerationPage() {
  useDocumentTitle('Moderation Dashboard');
  const reports = useReports();
  const [tab, setTab] = useState('reports');
  const counts = reports.data?.pages[0]?.counts;
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];
  const safetyUnread = useSafetyConversations().data?.pages[0]?.unreadTotal ?? 0;

  if (reports.error instanceof ApiError && reports.error.status === 403) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">Access denied. Moderator access required.</h1>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-8 text-primary" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Moderation Dashboard</h1>
          <p className="text-sm text-muted-foreground">Review reports and keep the community safe.</p>
        </div>
      </div>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCounter label="Pending Reports" value={counts?.pending} icon={<Clock />} />
        <StatCounter label="Reviewed Today" value={counts?.reviewedToday} icon={<ShieldCheck />} />
        <StatCounter label="Resolved" value={counts?.resolved} icon={<CheckCircle2 />} />
      </div>
      {counts && <SafetyFigures counts={counts} />}

      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        {/* Four sections are wider than a phone: the row scrolls sideways there, from its start. */}
        <TabsList className="w-full max-w-full justify-start overflow-x-auto sm:w-fit" aria-label="Moderation sections">
          {/* The pending count once known: '(0)' while loading would say the queue is empty. */}
          <TabsTrigger value="reports">Reports{counts ? ` (${counts.pending.toLocaleString()})` : ''}</TabsTrigger>
          <TabsTrigger value="safety">
            Safety Team{safetyUnread > 0 ? ` (${safetyUnread.toLocaleString()})` : ''}
            {safetyUnread > 0 && <span className="sr-only"> unread replies</span>}
          </TabsTrigger>
          <TabsTrigger value="flagged">Flagged Content</TabsTrigger>
          <TabsTrigger value="appeals">
            <AppealsTabLabel />
          </TabsTrigger>
          <TabsTrigger value="log">Log</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          {reports.isPending ? (
            <div className="space-y-3" role="status" aria-label="Loading reports">
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          ) : reports.isError ? (
            <LoadError what="reports" onRetry={() => void reports.refetch()} />
          ) : (
            <div className="space-y-3">
              {counts?.pending === 0 && <Card className="p-8 text-center text-muted-foreground">No reports to review</Card>}
              {items.length > 0 && (
                <ul className="space-y-3" aria-label="Reports">
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
                    {reports.isFetchingNextPage ? 'Loading...' : 'Load more'}
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
