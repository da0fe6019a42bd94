import { Link } from 'wouter';
import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useI18n } from '@/lib/i18n';
import { useTopics } from '@/lib/get-topics';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFollowedTopics } from '../api/get-followed-topics';
import { useFollowTopicWithToasts } from './topic-sidebar';

/**
 * /topics — every topic, not only the feed's fixed eight: its name (opening the
 * feed on it), description, question and follower counts, and a Follow / Following button.
 */
export function TopicsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('topics.page.title'));
  const topics = useTopics({ refetchOnMount: 'always' });
  const followed = useFollowedTopics();
  const follow = useFollowTopicWithToasts();
  const followedIds = new Set(followed.data ?? []);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('topics.page.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('topics.page.text')}</p>
      </div>
      {topics.isPending ? (
        <Card className="space-y-3 p-4" role="status" aria-label={t('topics.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : topics.isError ? (
        <LoadError what={t('topics.what')} onRetry={() => void topics.refetch()} />
      ) : (
        <Card className="p-0">
          <ul className="divide-y" aria-label={t('topics.heading')}>
            {topics.data.map((topic) => {
              const isFollowed = followedIds.has(topic.id);
              return (
                <li key={topic.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0 space-y-0.5">
                    <Link
                      href={`/?topic=${encodeURIComponent(topic.slug)}`}
                      className="font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {topic.name}
                    </Link>
                    {topic.description && <p className="text-sm break-words text-muted-foreground">{topic.description}</p>}
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {t('topics.counts', { questions: topic.questionsCount, followers: topic.followersCount })}
                    </p>
                  </div>
                  <Button
                    variant={isFollowed ? 'secondary' : 'outline'}
                    size="sm"
                    className="shrink-0"
                    aria-pressed={isFollowed}
                    aria-label={isFollowed ? t('topics.followingName', { name: topic.name }) : t('topics.follow', { name: topic.name })}
                    disabled={follow.isPending && follow.variables === topic.id}
                    onClick={() => follow.mutate(topic.id)}
                  >
                    {isFollowed ? <Check aria-hidden /> : <Plus aria-hidden />}
                    {isFollowed ? t('topics.followingButton') : t('topics.followButton')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}
