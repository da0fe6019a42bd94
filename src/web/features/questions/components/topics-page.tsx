import { Link } from 'wouter';
import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { plural } from '@/lib/plural';
import { useTopics } from '@/lib/get-topics';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFollowTopic } from '../api/follow-topic';
import { useFollowedTopics } from '../api/get-followed-topics';

/**
 * /topics — every topic, not only the feed's fixed eight (decision 0067): its name (opening the
 * feed on it), description, question and follower counts, and a Follow / Following button.
 */
export function TopicsPage() {
  useDocumentTitle('All topics');
  const topics = useTopics({ refetchOnMount: 'always' });
  const followed = useFollowedTopics();
  const follow = useFollowTopic({
    mutationConfig: {
      onSuccess: ({ following }) => toast({ title: following ? 'Topic followed successfully' : 'Topic unfollowed' }),
      onError: (error) => handleMutationError(error, { title: 'Failed to follow topic' }),
    },
  });
  const followedIds = new Set(followed.data ?? []);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">All topics</h1>
        <p className="text-sm text-muted-foreground">Open a topic to read its questions, or follow it to hear about new ones.</p>
      </div>
      {topics.isPending ? (
        <Card className="space-y-3 p-4" role="status" aria-label="Loading topics">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </Card>
      ) : topics.isError ? (
        <LoadError what="topics" onRetry={() => void topics.refetch()} />
      ) : (
        <Card className="p-0">
          <ul className="divide-y" aria-label="Topics">
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
                      {plural(topic.questionsCount, 'question', 'questions')} · {plural(topic.followersCount, 'follower', 'followers')}
                    </p>
                  </div>
                  <Button
                    variant={isFollowed ? 'secondary' : 'outline'}
                    size="sm"
                    className="shrink-0"
                    aria-pressed={isFollowed}
                    aria-label={`${isFollowed ? 'Following' : 'Follow'} ${topic.name}`}
                    disabled={follow.isPending && follow.variables === topic.id}
                    onClick={() => follow.mutate(topic.id)}
                  >
                    {isFollowed ? <Check aria-hidden /> : <Plus aria-hidden />}
                    {isFollowed ? 'Following' : 'Follow'}
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
