import { useI18n, type MessageId } from '@/lib/i18n';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PenLine, X } from 'lucide-react';
import { SORT_MODES, UNANSWERED_WITHIN_DAYS, type SortMode } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserAvatar } from '@/components/user-avatar';
import type { User } from '@/types/api';
import { useQuestions } from '../api/get-questions';
import { useTopics } from '@/lib/get-topics';
import { resolveTopic, useFeedParams } from '../hooks/use-feed-params';
import { AskQuestionDialog } from './ask-question-dialog';
import { QuestionCard, QuestionCardSkeleton } from './question-card';
import { LoadError } from '@/components/load-error';

const SORT_LABELS: Record<SortMode, MessageId> = {
  trending: 'feed.sort.trending',
  recent: 'feed.sort.recent',
  mostAnswers: 'feed.sort.mostAnswers',
  unanswered: 'feed.sort.unanswered',
};
const SKELETON_COUNT = 5;

/**
 * The centre of the home feed (spec §2): the "What's on your mind" prompt opening the Ask a
 * Question dialog, the sort tabs (the spec's three and Unanswered: questions of the last 30 days
 * still waiting for an answer, the longest-waiting first), on `?feed=following` only what the member
 * follows, question cards (5 skeletons while loading, 'No questions
 * found' when empty) and 'Load more' over the cursor pages. Filters come from the URL.
 */
export function QuestionFeed({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'> | null }) {
  const { t, rich } = useI18n();
  const [askOpen, setAskOpen] = useState(false);
  const { topic: topicParam, search, sortBy, following, setSortBy } = useFeedParams();
  const topics = useTopics();
  const topic = resolveTopic(topicParam, topics.data);
  const numericTopicId = topicParam && /^\d+$/.test(topicParam) ? Number(topicParam) : undefined;
  const topicId = topic?.id ?? numericTopicId;
  // A slug can only be resolved once topics arrive; an unknown slug matches nothing.
  const waiting = Boolean(topicParam) && topicId === undefined && topic !== null;
  const unknownTopic = Boolean(topicParam) && topic === null && numericTopicId === undefined;
  const questions = useQuestions(
    { topicId, search: search || undefined, sortBy, ...(following ? { following } : {}) },
    { enabled: !waiting && !unknownTopic },
  );
  const items = questions.data?.pages.flatMap((page) => page.items) ?? [];
  const firstName = user?.firstName?.trim();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

  let list: ReactNode;
  if (waiting || (questions.isPending && !unknownTopic)) {
    list = Array.from({ length: SKELETON_COUNT }, (_, i) => <QuestionCardSkeleton key={i} />);
  } else if (questions.isError) {
    list = <LoadError what={t('feed.questions')} onRetry={() => void questions.refetch()} />;
  } else if (items.length === 0) {
    list = (
      <Card className="p-8 text-center">
        <p className="font-medium">{t('feed.empty.title')}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {search || topicParam
            ? t('feed.empty.filtered')
            : following
              ? t('feed.empty.following')
              : sortBy === 'unanswered'
                ? t('feed.empty.unanswered', { days: UNANSWERED_WITHIN_DAYS })
                : t('feed.empty.all')}
        </p>
      </Card>
    );
  } else {
    list = (
      <>
        {items.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
        {questions.hasNextPage && (
          <div className="flex justify-center pt-2">
            <Button variant="outline" onClick={() => void questions.fetchNextPage()} disabled={questions.isFetchingNextPage}>
              {t(questions.isFetchingNextPage ? 'shell.loading' : 'common.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="sr-only">{t(following ? 'feed.heading.following' : 'feed.heading.questions')}</h1>
      <Card className="flex items-center gap-3 p-4">
        <UserAvatar user={user} className="size-10" />
        <button
          type="button"
          onClick={() => setAskOpen(true)}
          className="flex h-11 min-w-0 flex-1 items-center rounded-full border border-input bg-muted/60 px-4 text-start text-sm text-muted-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="truncate">{firstName ? t('feed.prompt', { name: firstName }) : t('feed.promptNoName')}</span>
        </button>
        <Button size="icon" onClick={() => setAskOpen(true)} className="hidden rounded-full sm:inline-flex" aria-label={t('shell.nav.ask')}>
          <PenLine aria-hidden />
        </Button>
      </Card>
      <AskQuestionDialog open={askOpen} onOpenChange={setAskOpen} />

      {(search || topicParam || following) && (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          {following && <span>{rich('feed.following', { strong })}</span>}
          {search && <span>{rich('feed.results', { search, strong })}</span>}
          {topicParam && (
            <span>
              {rich(search ? 'feed.inTopic' : 'feed.topic', {
                topic: topic?.name ?? (unknownTopic ? t('feed.unknownTopic') : topicParam),
                strong,
              })}
            </span>
          )}
          <Button asChild variant="ghost" size="sm" className="h-7 px-2">
            <Link href="/">
              <X aria-hidden /> {t('feed.clearFilters')}
            </Link>
          </Button>
        </div>
      )}

      <Tabs value={sortBy} onValueChange={(value) => setSortBy(value as SortMode)}>
        {/* Four tabs fit a 360-pixel phone with narrower padding and text; a narrower screen scrolls them. */}
        <TabsList aria-label={t('feed.sortLabel')} className="w-full max-w-full justify-start overflow-x-auto sm:w-fit">
          {SORT_MODES.map((mode) => (
            <TabsTrigger key={mode} value={mode} className="px-1.5 text-[13px] min-[390px]:text-sm sm:px-3">
              {t(SORT_LABELS[mode])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={sortBy} className="space-y-4 pt-2" aria-busy={questions.isFetching}>
          {list}
        </TabsContent>
      </Tabs>
    </div>
  );
}
