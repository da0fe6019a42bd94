import { useState } from 'react';
import { FileQuestion, Hourglass, MessageSquare, ShieldCheck, Timer, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StatCounter } from '@/components/stat-counter';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useAdminStats } from '../api/get-admin-stats';
import { useTopics } from '@/lib/get-topics';
import { IdeasList } from './ideas-list';
import { TopicsPanel } from './topics-panel';
import { UsersTable } from './users-table';
import { LoadError } from '@/components/load-error';

/**
 * A median wait in the reader's words: minutes under an hour ("42 min"), hours beyond ("3.5 hr").
 * @param locale the reader's locale
 * @param minutes the wait in minutes
 */
function waitInWords(locale: string, minutes: number): string {
  const hours = minutes >= 60;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: hours ? 1 : 0,
  }).format(hours ? minutes / 60 : minutes);
}

/**
 * /admin (spec §2): 'Admin Dashboard' with the Total Users, Questions and Answers counters and
 * the tabs 'Users (n)' (roles), 'Topics (n)' (list, creation, renaming, describing, removal) and
 * 'Ideas' (the feedback members sent); below the counters, how long questions wait: those of the
 * last 30 days with no visible answer, and the median time to a first answer. The app shows it to admins
 * only; a 403 from the API shows the same refusal.
 */
export function AdminPage({ currentUserId }: { currentUserId: number }) {
  const { t, locale } = useI18n();
  useDocumentTitle(t('admin.title'));
  const stats = useAdminStats();
  const topics = useTopics({ refetchOnMount: 'always' });
  const [tab, setTab] = useState('users');

  if (stats.error instanceof ApiError && stats.error.status === 403) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">{t('admin.denied')}</h1>
      </Card>
    );
  }

  const tabLabel = (label: string, count: number | undefined) => (count === undefined ? label : t('admin.tab.count', { label, count }));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-8 text-primary" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('admin.lead')}</p>
        </div>
      </div>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCounter label={t('admin.totalUsers')} value={stats.data?.totalUsers} icon={<Users />} />
        <StatCounter label={t('admin.questions')} value={stats.data?.totalQuestions} icon={<FileQuestion />} />
        <StatCounter label={t('admin.answers')} value={stats.data?.totalAnswers} icon={<MessageSquare />} />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        <StatCounter label={t('admin.questionsWaiting')} value={stats.data?.questionsWaiting} icon={<Hourglass />} />
        <StatCounter
          label={t('admin.medianFirstAnswer')}
          value={
            stats.data &&
            (stats.data.medianFirstAnswerMinutes === null
              ? t('admin.medianFirstAnswer.none')
              : waitInWords(locale, stats.data.medianFirstAnswerMinutes))
          }
          icon={<Timer />}
        />
      </div>
      {stats.isError && <LoadError variant="inline" className="py-2" what={t('admin.stats.what')} onRetry={() => void stats.refetch()} />}

      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full sm:w-fit" aria-label={t('admin.sections')}>
          <TabsTrigger value="users">{tabLabel(t('admin.tab.users'), stats.data?.totalUsers)}</TabsTrigger>
          <TabsTrigger value="topics">{tabLabel(t('admin.tab.topics'), topics.data?.length)}</TabsTrigger>
          <TabsTrigger value="ideas">{t('admin.tab.ideas')}</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTable currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="topics">
          <TopicsPanel topics={topics.data} isPending={topics.isPending} isError={topics.isError} onRetry={() => void topics.refetch()} />
        </TabsContent>
        <TabsContent value="ideas">
          <IdeasList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
