import { Link } from 'wouter';
import { Check, Plus, Rss } from 'lucide-react';
import { FIXED_TOPICS } from '@common/constants';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { Topic } from '@/types/api';
import { useFollowTopic } from '../api/follow-topic';
import { useFollowedTopics } from '../api/get-followed-topics';
import { useTopics } from '@/lib/get-topics';
import { resolveTopic, useFeedParams } from '../hooks/use-feed-params';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { LoadError } from '@/components/load-error';
import { useI18n } from '@/lib/i18n';

/** The fixed feed topics that exist by name, in the spec's order (at most 8). */
export function pickFixedTopics(topics: Topic[]): Topic[] {
  const byName = new Map(topics.map((topic) => [topic.name.toLowerCase(), topic]));
  return FIXED_TOPICS.map((name) => byName.get(name.toLowerCase())).filter((topic): topic is Topic => Boolean(topic));
}

/**
 * Following or unfollowing a topic, with its toasts ('Topic followed successfully', 'Topic
 * unfollowed', 'Failed to follow topic'): the sidebar's and the topics page's toggle.
 * @returns the follow mutation (`mutate(topicId)` toggles)
 */
export function useFollowTopicWithToasts() {
  const { t } = useI18n();
  return useFollowTopic({
    mutationConfig: {
      onSuccess: ({ following }) => toast({ title: following ? t('topics.followed') : t('topics.unfollowed') }),
      onError: (error) => handleMutationError(error, { title: t('topics.followFailed') }),
    },
  });
}

const linkClass =
  'flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Topics column (spec §2): 'All Topics', 'Following' (the questions in the topics and the
 * questions the member follows, /?feed=following) and up to 8 fixed topics with question counts and a
 * follow toggle, then 'Browse every topic' (/topics). Choosing a topic goes to
 * /?topic={slug}; 'All Topics' clears it (goes to /).
 * `highlightSelected` marks the topic from the URL (on the feed).
 */
export function TopicSidebar({ highlightSelected = true, className }: { highlightSelected?: boolean; className?: string }) {
  const { t } = useI18n();
  const topics = useTopics();
  const followed = useFollowedTopics();
  const follow = useFollowTopicWithToasts();
  const { topic: topicParam, following } = useFeedParams();
  const selected = highlightSelected ? resolveTopic(topicParam, topics.data) : undefined;
  const allSelected = highlightSelected && !topicParam && !following;
  const followingSelected = highlightSelected && following && !topicParam;
  const fixed = pickFixedTopics(topics.data ?? []);
  const followedIds = new Set(followed.data ?? []);

  return (
    <Card className={cn('p-2', className)}>
      <nav aria-label={t('topics.heading')}>
        <h2 className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('topics.heading')}</h2>
        <ul className="space-y-0.5">
          <li>
            <Link
              href="/"
              className={cn(linkClass, allSelected && 'bg-accent font-medium text-accent-foreground')}
              aria-current={allSelected ? 'page' : undefined}
            >
              {t('topics.all')}
            </Link>
          </li>
          <li>
            <Link
              href="/?feed=following"
              className={cn(linkClass, followingSelected && 'bg-accent font-medium text-accent-foreground')}
              aria-current={followingSelected ? 'page' : undefined}
            >
              <span className="flex items-center gap-2">
                <Rss className="size-4 text-muted-foreground" aria-hidden />
                {t('topics.following')}
              </span>
            </Link>
          </li>
          {topics.isError && (
            <li>
              <LoadError variant="inline" className="p-3" what={t('topics.what')} onRetry={() => void topics.refetch()} />
            </li>
          )}
          {topics.isPending &&
            Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="px-3 py-2">
                <Skeleton className="h-5 w-full" />
              </li>
            ))}
          {fixed.map((topic) => {
            const isSelected = selected?.id === topic.id;
            const isFollowed = followedIds.has(topic.id);
            return (
              <li key={topic.id} className="flex items-center gap-1">
                <Link
                  href={`/?topic=${encodeURIComponent(topic.slug)}`}
                  className={cn(linkClass, isSelected && 'bg-accent font-medium text-accent-foreground')}
                  aria-current={isSelected ? 'page' : undefined}
                >
                  <span className="min-w-0 break-words">{topic.name}</span>
                  <Badge variant="secondary" className="tabular-nums">
                    {topic.questionsCount}
                    <span className="sr-only"> {t('topics.questionsWord', { count: topic.questionsCount })}</span>
                  </Badge>
                </Link>
                <button
                  type="button"
                  aria-label={t('topics.follow', { name: topic.name })}
                  aria-pressed={isFollowed}
                  title={isFollowed ? t('topics.unfollow', { name: topic.name }) : t('topics.follow', { name: topic.name })}
                  disabled={follow.isPending && follow.variables === topic.id}
                  onClick={() => follow.mutate(topic.id)}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 aria-pressed:text-primary"
                >
                  {isFollowed ? <Check className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
                </button>
              </li>
            );
          })}
          <li>
            <Link href="/topics" className={cn(linkClass, 'text-primary')}>
              {t('topics.browse')}
            </Link>
          </li>
        </ul>
      </nav>
    </Card>
  );
}

/** Small screens: the same topics as a horizontally scrolling row of links. */
export function TopicChips({ className }: { className?: string }) {
  const { t } = useI18n();
  const topics = useTopics();
  const { topic: topicParam, following } = useFeedParams();
  const selected = resolveTopic(topicParam, topics.data);
  const fixed = pickFixedTopics(topics.data ?? []);
  const chip =
    'shrink-0 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <nav aria-label={t('topics.heading')} className={cn('-mx-4 overflow-x-auto px-4 pb-1', className)}>
      <ul className="flex gap-2">
        <li>
          <Link
            href="/"
            className={cn(
              chip,
              !topicParam && !following ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
            )}
            aria-current={!topicParam && !following ? 'page' : undefined}
          >
            {t('topics.all')}
          </Link>
        </li>
        <li>
          <Link
            href="/?feed=following"
            className={cn(chip, following && !topicParam ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent')}
            aria-current={following && !topicParam ? 'page' : undefined}
          >
            {t('topics.following')}
          </Link>
        </li>
        {fixed.map((topic) => (
          <li key={topic.id}>
            <Link
              href={`/?topic=${encodeURIComponent(topic.slug)}`}
              className={cn(
                chip,
                selected?.id === topic.id ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
              )}
              aria-current={selected?.id === topic.id ? 'page' : undefined}
            >
              {topic.name} <span className="opacity-75">({topic.questionsCount})</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href="/topics" className={cn(chip, 'border-dashed bg-card text-primary hover:bg-accent')}>
            {t('topics.every')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
