import { useI18n } from '@/lib/i18n';
import { memo } from 'react';
import { Link } from 'wouter';
import { Eye, MessageSquare } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HiddenPost } from '@/components/hidden-post';
import { PendingReviewNote } from '@/components/pending-review-note';
import { Markdown } from '@/lib/markdown';
import type { Question } from '@/types/api';
import { AuthorInfo } from './author-info';
import { ContentWarning } from './content-warning';
import { TopicBadges } from './topic-badges';
import { VoteControls } from './vote-controls';

/**
 * A question in the feed: upvote with net score, topic badges, title, content clamped to 3
 * lines (markdown without line breaks; the server sends a preview, ended with '…' when it was
 * cut — `previewCut` — and its rendering, `contentHtml`), author, view and answer counts (spec §2). With a content
 * warning only 'Content warning: …' and Show are visible until the reader opts in: topics,
 * title and content stay hidden. Collapsed to one line with 'Show' when the reader
 * muted its author or filtered it out. Memoised: it renders again only when its question object
 * changes (a refetch keeps unchanged questions as they were), not with every feed page added.
 * @param props.question the question
 */
export const QuestionCard = memo(function QuestionCard({ question }: { question: Question }) {
  return (
    <HiddenPost reason={question.hiddenReason} kind="question">
      <QuestionCardBody question={question} />
    </HiddenPost>
  );
});

function QuestionCardBody({ question }: { question: Question }) {
  const { t } = useI18n();
  return (
    <Card className="flex gap-3 p-4 sm:gap-4 sm:p-5">
      <VoteControls
        targetType="question"
        targetId={question.id}
        questionId={question.id}
        score={question.score}
        myVote={question.myVote}
        canVote={question.abilities.vote}
        showDownvote={false}
        refetchDetail={false}
      />
      <article
        className="min-w-0 flex-1 space-y-2.5"
        {...(question.hasContentWarning ? { 'aria-label': t('feed.withWarning') } : { 'aria-labelledby': `question-${question.id}-title` })}
      >
        <PendingReviewNote hidden={question.hiddenPendingReview} own={question.isOwn} />
        <ContentWarning hasContentWarning={question.hasContentWarning} text={question.contentWarningText} own={question.isOwn}>
          <div className="space-y-2.5">
            <TopicBadges topics={question.topics} />
            <h2 id={`question-${question.id}-title`} className="text-lg leading-snug font-semibold">
              <Link
                href={`/questions/${question.id}`}
                className="rounded-sm outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {question.title}
              </Link>
            </h2>
            <Markdown
              content={question.previewCut ? `${question.content}…` : question.content}
              html={question.contentHtml}
              className="markdown-preview line-clamp-3 text-sm text-muted-foreground"
            />
          </div>
        </ContentWarning>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1">
          <AuthorInfo
            author={question.author}
            isAnonymous={question.isAnonymous}
            isOwn={question.isOwn}
            createdAt={question.createdAt}
            editedAt={question.editedAt}
          />
          <div className="flex items-center gap-4 text-sm text-muted-foreground">
            <span className="flex items-center gap-1" title={t('feed.viewsTitle')}>
              <Eye className="size-4" aria-hidden />
              {t('post.views', { count: question.viewCount })}
            </span>
            <span className="flex items-center gap-1" title={t('feed.answersTitle')}>
              <MessageSquare className="size-4" aria-hidden />
              {t('post.answers', { count: question.answerCount })}
            </span>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** A question card's shape while the feed loads (grey blocks). */
export function QuestionCardSkeleton() {
  return (
    <Card className="flex gap-4 p-5" data-testid="question-skeleton">
      <div className="flex flex-col items-center gap-2">
        <Skeleton className="size-8" />
        <Skeleton className="h-4 w-6" />
      </div>
      <div className="flex-1 space-y-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex items-center gap-2">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
    </Card>
  );
}
