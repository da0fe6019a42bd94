import { useI18n } from '@/lib/i18n';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, Eye, MessageSquare } from 'lucide-react';
import { HiddenPost } from '@/components/hidden-post';
import { PendingReviewNote } from '@/components/pending-review-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import type { Answer, Question } from '@/types/api';
import { Markdown } from '@/lib/markdown';
import { useAnswers } from '../api/get-answers';
import { useQuestion } from '../api/get-question';
import { AnswerCard } from './answer-card';
import { AnswerForm } from './answer-form';
import { AuthorInfo } from './author-info';
import { ContentWarning } from './content-warning';
import type { RenderReport } from './report-slot';
import { TopicBadges } from './topic-badges';
import { VoteControls } from './vote-controls';
import { LoadError } from '@/components/load-error';
import { useEditPost } from '../api/edit-delete';
import { PostActions } from './post-actions';
import { PostEditor, warningChanges } from './post-editor';
import { FollowQuestionButton } from './follow-question-button';

export type QuestionDetailProps = {
  questionId: number;
  /** Renders a Report control for the question, each answer and each comment. */
  renderReport?: RenderReport;
};

/**
 * /questions/{id}, middle column (spec §2): the question (vote arrows, content warning, topics,
 * title, markdown with line breaks, author, time, views, answers, the Follow button), its answers with comments,
 * and the answer box. A missing question shows 'Question not found'. Answers come a page at a
 * time ('Load more answers'); an answer you post shows at once, even beyond the loaded pages.
 */
export function QuestionDetail({ questionId, renderReport }: QuestionDetailProps) {
  const { t } = useI18n();
  // What the queries bring renders as a transition, in slices, not as one long task (decision 0105).
  const question = useDeferredValue(useQuestion(questionId));
  // Fetched beside the question, not after it: the first answers arrive one round trip sooner.
  const answers = useDeferredValue(useAnswers(questionId));
  const [posted, setPosted] = useState<Answer[]>([]);
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  // Behind a content warning the title stays out of the tab title too.
  useDocumentTitle(question.data ? (question.data.hasContentWarning ? t('thread.contentWarningTitle') : question.data.title) : null);

  if (question.isPending) return <QuestionDetailSkeleton />;

  if (question.isError) {
    const notFound = question.error instanceof ApiError && (question.error.status === 404 || question.error.status === 400);
    return notFound ? <QuestionNotFound /> : <QuestionLoadError onRetry={() => void question.refetch()} />;
  }

  const q = question.data;
  const reportTarget = { targetType: 'question', targetId: q.id } as const;
  // Your own new answer lands on the last page: until that page is loaded, show it here.
  const answerList = uniqueById([...(answers.data?.pages.flatMap((page) => page.items) ?? []), ...(answers.hasNextPage ? posted : [])]);
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('thread.allQuestions')}
        </Link>
      </Button>

      <HiddenPost reason={q.hiddenReason} kind="question">
        <Card className="flex gap-3 p-4 sm:gap-4 sm:p-6">
          <VoteControls
            targetType="question"
            targetId={q.id}
            questionId={q.id}
            score={q.score}
            myVote={q.myVote}
            canVote={q.abilities.vote}
          />
          <article className="min-w-0 flex-1 space-y-4" aria-labelledby="question-title">
            <PendingReviewNote hidden={q.hiddenPendingReview} own={q.isOwn} />
            {editing ? (
              <QuestionEditor question={q} onDone={() => setEditing(false)} />
            ) : (
              <ContentWarning hasContentWarning={q.hasContentWarning} text={q.contentWarningText} own={q.isOwn}>
                <div className="space-y-4">
                  <TopicBadges topics={q.topics} />
                  <h1 id="question-title" className="text-2xl leading-tight font-bold break-words">
                    {q.title}
                  </h1>
                  <Markdown content={q.content} html={q.contentHtml} breaks />
                </div>
              </ContentWarning>
            )}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t pt-3">
              <AuthorInfo author={q.author} isAnonymous={q.isAnonymous} isOwn={q.isOwn} createdAt={q.createdAt} editedAt={q.editedAt} />
              <div className="flex items-center gap-4 text-sm text-muted-foreground">
                <span className="flex items-center gap-1">
                  <Eye className="size-4" aria-hidden />
                  {t('post.views', { count: q.viewCount })}
                </span>
                <span className="flex items-center gap-1">
                  <MessageSquare className="size-4" aria-hidden />
                  {t('post.answers', { count: q.answerCount })}
                </span>
                <FollowQuestionButton questionId={q.id} />
                {q.abilities.report && renderReport?.(reportTarget)}
                <PostActions type="question" post={q} questionId={q.id} onEdit={() => setEditing(true)} onDeleted={() => navigate('/')} />
              </div>
            </div>
          </article>
        </Card>
      </HiddenPost>

      <section aria-labelledby="answers-heading" className="space-y-3">
        <h2 id="answers-heading" className="text-lg font-semibold">
          {t('thread.answersHeading', { count: Math.max(q.answerCount, answerList.length) })}
        </h2>
        {answers.isPending ? (
          <AnswersSkeleton />
        ) : answers.isError ? (
          <LoadError what={t('thread.theAnswers')} onRetry={() => void answers.refetch()} />
        ) : answerList.length === 0 ? (
          <Card className="p-6 text-center text-sm text-muted-foreground">{t('thread.noAnswers')}</Card>
        ) : (
          <AnswerList answers={answerList} renderReport={renderReport} />
        )}
        {answers.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              aria-busy={answers.isFetchingNextPage}
              disabled={answers.isFetchingNextPage}
              onClick={() => void answers.fetchNextPage()}
            >
              {t(answers.isFetchingNextPage ? 'shell.loading' : 'thread.loadMoreAnswers')}
            </Button>
          </div>
        )}
        {answers.isFetchNextPageError && (
          <LoadError variant="inline" what={t('thread.moreAnswersWhat')} onRetry={() => void answers.fetchNextPage()} />
        )}
      </section>

      <AnswerForm questionId={q.id} onPosted={(answer) => setPosted((list) => [...list, answer])} />
    </div>
  );
}

/**
 * Editing the question in place: title, details, topics and content warning, saved with PATCH
 * (the edit mutation lives only while the editor is open).
 * @param props.question the question; props.onDone closes the editor (after a save or on Cancel)
 */
function QuestionEditor({ question, onDone }: { question: Question; onDone: () => void }) {
  const { t } = useI18n();
  const editPost = useEditPost({ questionId: question.id });
  return (
    <PostEditor
      kind="question"
      initial={{
        title: question.title,
        content: question.content,
        topicIds: question.topics.map((topic) => topic.topic.id),
        warning: { hasContentWarning: question.hasContentWarning, contentWarningText: question.contentWarningText ?? '' },
      }}
      label={t('thread.details')}
      onCancel={onDone}
      onSave={async ({ title, content, topicIds, warning }) => {
        await editPost.mutateAsync({
          type: 'question',
          id: question.id,
          changes: { title, content, topicIds, ...(warning && warningChanges(warning)) },
        });
        onDone();
      }}
    />
  );
}

const NO_ANSWERS: Answer[] = [];

/** Placeholder lines while the answers load. */
function AnswersSkeleton() {
  return (
    <Card className="space-y-3 p-5">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** How many answer cards each render adds: one, so each commit stays short (decisions 0046, 0048). */
const ANSWER_BATCH = 1;

/**
 * The answer cards, rendered in a transition (`useDeferredValue`) and one at a time: React
 * renders the first card, commits it, and adds the next in a later task, so a page of
 * answers with their markdown never becomes one long task and the browser can paint and take
 * input between cards; the placeholder shows until the first card
 * is ready.
 * @param props.answers the answers to show, in display order
 * @param props.renderReport the Report control for each answer and comment
 */
function AnswerList({ answers, renderReport }: { answers: Answer[]; renderReport?: RenderReport }) {
  const [count, setCount] = useState(ANSWER_BATCH);
  const shown = useDeferredValue(count >= answers.length ? answers : answers.slice(0, count), NO_ANSWERS);
  const more = shown.length > 0 && count < answers.length;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + ANSWER_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [more, count]);
  if (shown.length === 0) return <AnswersSkeleton />;
  return shown.map((answer) => <AnswerCard key={answer.id} answer={answer} renderReport={renderReport} />);
}

/** Keeps the first of each id (a refetched page may repeat an answer of the next one). */
function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

function QuestionDetailSkeleton() {
  const { t } = useI18n();
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('shell.loading')}
      </span>
      <Card className="space-y-4 p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    </div>
  );
}

/** 'Question not found' (spec §2): a missing, deleted or malformed question id. */
export function QuestionNotFound() {
  const { t } = useI18n();
  useDocumentTitle(t('thread.notFound.title'));
  return (
    <Card className="p-8 text-center">
      <h1 className="text-xl font-semibold">{t('thread.notFound.title')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('thread.notFound.text')}</p>
      <Button asChild className="mt-4">
        <Link href="/">{t('thread.backToQuestions')}</Link>
      </Button>
    </Card>
  );
}

function QuestionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <LoadError variant="page" what={t('thread.thisQuestion')} onRetry={onRetry}>
      <Button asChild>
        <Link href="/">{t('thread.backToQuestions')}</Link>
      </Button>
    </LoadError>
  );
}
