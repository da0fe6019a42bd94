import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowBigUp, EyeOff, MessageSquare, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { HiddenPost } from '@/components/hidden-post';
import { PendingReviewNote } from '@/components/pending-review-note';
import { Skeleton } from '@/components/ui/skeleton';
import { Markdown } from '@/lib/markdown';
import { RelativeTime } from '@/components/relative-time';
import type { Answer, Question } from '@/types/api';
import { useUserAnswers } from '../api/get-user-answers';
import { useUserQuestions } from '../api/get-user-questions';
import { LoadError } from '@/components/load-error';
import { useI18n } from '@/lib/i18n';

/**
 * Preview of a post (its `contentHtml` is the server's rendering of it, line breaks off): the
 * 'CW: …' line instead of the text when it carries a content warning.
 */
function Preview({ content, html, warning }: { content: string; html: string | null; warning?: { has: boolean; text: string | null } }) {
  const { t } = useI18n();
  if (warning?.has) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        {t('profile.posts.contentWarning', { text: warning.text?.trim() || t('profile.posts.sensitive') })}
      </p>
    );
  }
  return <Markdown content={content} html={html} className="markdown-preview line-clamp-2 text-sm text-muted-foreground" />;
}

function Meta({
  score,
  children,
  createdAt,
  isAnonymous,
}: {
  score: number;
  children?: ReactNode;
  createdAt: string;
  isAnonymous: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="flex items-center gap-1" title={t('profile.posts.score')}>
        <ArrowBigUp className="size-4" aria-hidden />
        {t('profile.posts.points', { count: score })}
      </span>
      {children}
      <RelativeTime date={createdAt} />
      {isAnonymous && (
        <Badge variant="outline" className="gap-1">
          <EyeOff aria-hidden />
          {t('profile.posts.anonymous')}
        </Badge>
      )}
    </div>
  );
}

const titleLink =
  'rounded-sm font-semibold leading-snug outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring';

function QuestionItem({ question }: { question: Question }) {
  return (
    <HiddenPost reason={question.hiddenReason} kind="question">
      <QuestionItemBody question={question} />
    </HiddenPost>
  );
}

function QuestionItemBody({ question }: { question: Question }) {
  const { t } = useI18n();
  return (
    <Card className="space-y-2 p-4">
      <PendingReviewNote hidden={question.hiddenPendingReview} own={question.isOwn} />
      <h3 className="text-base">
        <Link href={`/questions/${question.id}`} className={titleLink}>
          {question.title}
        </Link>
      </h3>
      <Preview
        content={question.previewCut ? `${question.content}…` : question.content}
        html={question.contentHtml}
        warning={{ has: question.hasContentWarning, text: question.contentWarningText }}
      />
      <Meta score={question.score} createdAt={question.createdAt} isAnonymous={question.isAnonymous}>
        <span className="flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden />
          {t('profile.posts.answers', { count: question.answerCount })}
        </span>
      </Meta>
    </Card>
  );
}

function AnswerItem({ answer }: { answer: Answer }) {
  return (
    <HiddenPost reason={answer.hiddenReason} kind="answer">
      <AnswerItemBody answer={answer} />
    </HiddenPost>
  );
}

function AnswerItemBody({ answer }: { answer: Answer }) {
  const { t } = useI18n();
  const questionId = answer.question?.id ?? answer.questionId;
  return (
    <Card className="space-y-2 p-4">
      <PendingReviewNote hidden={answer.hiddenPendingReview} own={answer.isOwn} />
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('profile.posts.answered')}</p>
      <h3 className="-mt-1 text-base">
        <Link href={`/questions/${questionId}`} className={titleLink}>
          {answer.question?.title ?? t('profile.posts.viewQuestion')}
        </Link>
      </h3>
      <Preview content={answer.content} html={answer.contentHtml} />
      <Meta score={answer.score} createdAt={answer.createdAt} isAnonymous={answer.isAnonymous}>
        <span className="flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden />
          {t('profile.posts.comments', { count: answer.commentCount })}
        </span>
      </Meta>
    </Card>
  );
}

type PagedListProps<T> = {
  query: {
    isPending: boolean;
    isError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
  items: T[];
  empty: string;
  label: string;
  render: (item: T) => ReactNode;
  getKey: (item: T) => number;
};

function PagedList<T>({ query, items, empty, label, render, getKey }: PagedListProps<T>) {
  const { t } = useI18n();
  if (query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t('profile.posts.loading')}>
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-40" />
          </Card>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadError what={t('profile.posts.what')} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return <Card className="p-8 text-center text-muted-foreground">{empty}</Card>;
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{render(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t(query.isFetchingNextPage ? 'profile.posts.loadingMore' : 'profile.posts.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The Questions tab: each question links to /questions/{id}; 'No questions yet' when empty. */
export function ProfileQuestions({ userId }: { userId: number }) {
  const { t } = useI18n();
  const query = useUserQuestions(userId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PagedList
      query={query}
      items={items}
      empty={t('profile.posts.noQuestions')}
      label={t('profile.tab.questions')}
      getKey={(q) => q.id}
      render={(q) => <QuestionItem question={q} />}
    />
  );
}

/** The Answers tab: each answer shows and links to its question; 'No answers yet' when empty. */
export function ProfileAnswers({ userId }: { userId: number }) {
  const { t } = useI18n();
  const query = useUserAnswers(userId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PagedList
      query={query}
      items={items}
      empty={t('profile.posts.noAnswers')}
      label={t('profile.tab.answers')}
      getKey={(a) => a.id}
      render={(a) => <AnswerItem answer={a} />}
    />
  );
}
