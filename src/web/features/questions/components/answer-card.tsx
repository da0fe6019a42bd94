import { useI18n } from '@/lib/i18n';
import { memo, useId, useState } from 'react';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { HiddenPost } from '@/components/hidden-post';
import { PendingReviewNote } from '@/components/pending-review-note';
import { Markdown } from '@/lib/markdown';
import { cn } from '@/lib/utils';
import type { Answer } from '@/types/api';
import { AuthorInfo } from './author-info';
import { CommentsSection } from './comments-section';
import type { RenderReport } from './report-slot';
import { VoteControls } from './vote-controls';
import { useEditPost } from '../api/edit-delete';
import { PostActions } from './post-actions';
import { PostEditor, warningChanges } from './post-editor';
import { ContentWarning } from './content-warning';

/**
 * One answer: vote arrows with net score, markdown content (behind its content warning), author,
 * time and 'edited', comments toggle, and the answer's menu (Edit, Delete from its abilities).
 * Collapsed to one line with 'Show' when the reader muted its author or filtered it out.
 * Memoised: a card renders again only when its answer (a new object after a refetch that changed
 * it) or `renderReport` changes, not each time the list around it grows.
 * @param props.answer the answer; props.renderReport the Report control for it and its comments
 */
export const AnswerCard = memo(function AnswerCard({ answer, renderReport }: { answer: Answer; renderReport?: RenderReport }) {
  return (
    <HiddenPost reason={answer.hiddenReason} kind="answer">
      <AnswerCardBody answer={answer} renderReport={renderReport} />
    </HiddenPost>
  );
});

function AnswerCardBody({ answer, renderReport }: { answer: Answer; renderReport?: RenderReport }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const commentsId = useId();
  const count = Math.max(answer.commentCount, answer.comments.length);
  const reportTarget = { targetType: 'answer', targetId: answer.id } as const;
  return (
    // Off-screen cards skip layout and paint until scrolled near (decision 0046).
    <Card className="flex gap-3 p-4 [contain-intrinsic-size:auto_14rem] [content-visibility:auto] sm:gap-4 sm:p-5">
      <VoteControls
        targetType="answer"
        targetId={answer.id}
        questionId={answer.questionId}
        score={answer.score}
        myVote={answer.myVote}
        canVote={answer.abilities.vote}
      />
      <article className="min-w-0 flex-1 space-y-3" aria-label={t('thread.answerLabel', { id: answer.id })}>
        <PendingReviewNote hidden={answer.hiddenPendingReview} own={answer.isOwn} />
        {editing ? (
          <AnswerEditor answer={answer} onDone={() => setEditing(false)} />
        ) : (
          <ContentWarning hasContentWarning={answer.hasContentWarning} text={answer.contentWarningText} own={answer.isOwn}>
            <Markdown content={answer.content} html={answer.contentHtml} breaks />
          </ContentWarning>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <AuthorInfo
            author={answer.author}
            isAnonymous={answer.isAnonymous}
            isOwn={answer.isOwn}
            createdAt={answer.createdAt}
            editedAt={answer.editedAt}
          />
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={commentsId} onClick={() => setOpen((o) => !o)}>
              <MessageCircle aria-hidden />
              {t('thread.comments', { count })}
              <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
            </Button>
            {answer.abilities.report && renderReport?.(reportTarget)}
            <PostActions type="answer" post={answer} questionId={answer.questionId} onEdit={() => setEditing(true)} />
          </div>
        </div>
        <div id={commentsId} hidden={!open}>
          {open && (
            <CommentsSection
              answerId={answer.id}
              questionId={answer.questionId}
              comments={answer.comments}
              commentsCursor={answer.commentsCursor ?? null}
              renderReport={renderReport}
            />
          )}
        </div>
      </article>
    </Card>
  );
}

/**
 * Editing an answer in place: its content and content warning, saved with PATCH (the edit
 * mutation lives only while the editor is open).
 * @param props.answer the answer; props.onDone closes the editor (after a save or on Cancel)
 */
function AnswerEditor({ answer, onDone }: { answer: Answer; onDone: () => void }) {
  const { t } = useI18n();
  const editPost = useEditPost({ questionId: answer.questionId });
  return (
    <PostEditor
      kind="answer"
      initial={{
        content: answer.content,
        warning: { hasContentWarning: answer.hasContentWarning, contentWarningText: answer.contentWarningText ?? '' },
      }}
      label={t('thread.yourAnswer')}
      onCancel={onDone}
      onSave={async ({ content, warning }) => {
        await editPost.mutateAsync({ type: 'answer', id: answer.id, changes: { content, ...(warning && warningChanges(warning)) } });
        onDone();
      }}
    />
  );
}
