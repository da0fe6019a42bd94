import { useState, type ReactNode } from 'react';
import { FileQuestion, MessageSquare, ShieldCheck, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useAdminStats } from '../api/get-admin-stats';
import { useTopics } from '../api/get-topics';
import { TopicsPanel } from './topics-panel';
import { UsersTable } from './users-table';

function Counter({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-1 px-2 py-3 text-center sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
      <dl>
        <dt className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums sm:mt-0 sm:text-2xl">
          {value === undefined ? <Skeleton className="mx-auto h-7 w-10 sm:mx-0" /> : value.toLocaleString()}
        </dd>
      </dl>
    </Card>
  );
}

/**
 * /admin (spec §2): 'Admin Dashboard' with the Total Users, Questions and Answers counters and
 * the tabs 'Users (n)' (roles) and 'Topics (n)' (list and creation). The app shows it to admins
 * only; a 403 from the API shows the same refusal.
 */
export function AdminPage({ currentUserId }: { currentUserId: number }) {
  useDocumentTitle('Admin Dashboard');
  const stats = useAdminStats();
  const topics = useTopics();
  const [tab, setTab] = useState('users');

  if (stats.error instanceof ApiError && stats.error.status === 403) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">Access denied. Admin access required.</h1>
      </Card>
    );
  }

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString()})`);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-8 text-primary" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">Manage people&apos;s roles and the community&apos;s topics.</p>
        </div>
      </div>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Counter label="Total Users" value={stats.data?.totalUsers} icon={<Users />} />
        <Counter label="Questions" value={stats.data?.totalQuestions} icon={<FileQuestion />} />
        <Counter label="Answers" value={stats.data?.totalAnswers} icon={<MessageSquare />} />
      </div>

      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full sm:w-fit" aria-label="Admin sections">
          <TabsTrigger value="users">Users{count(stats.data?.totalUsers)}</TabsTrigger>
          <TabsTrigger value="topics">Topics{count(topics.data?.length)}</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTable currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="topics">
          <TopicsPanel
            topics={topics.data}
            isPending={topics.isPending}
            isError={topics.isError}
            onRetry={() => void topics.refetch()}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
