import { useI18n } from '@/lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@common/constants';
import { Loader2 } from 'lucide-react';
import { CrisisLanguageNotice } from '@/components/crisis/crisis-language-notice';
import { Button } from '@/components/ui/button';
import { HiddenPost } from '@/components/hidden-post';
import { PendingReviewNote } from '@/components/pending-review-note';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getFirstName } from '@/lib/display-name';
import { RelativeTime } from '@/components/relative-time';
import type { Comment } from '@/types/api';
import { useCreateComment } from '../api/create-comment';
import { useMoreComments } from '../api/get-comments';
import type { RenderReport } from './report-slot';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useEditPost } from '../api/edit-delete';
import { PostActions } from './post-actions';
import { EditedMark } from './author-info';
import { PostEditor } from './post-editor';
import { LoadError } from '@/components/load-error';

export type CommentsSectionProps = {
  answerId: number;
  questionId: number;
  /** The first comments, as the thread sent them. */
  comments: Comment[];
  /** Where the rest continue (the answer's commentsCursor); null when `comments` holds them all. */
  commentsCursor?: string | null;
  renderReport?: RenderReport;
};

/**
 * An answer's comments (content, first name or 'User', time) and the comment box (spec §2).
 * The thread sends the first few; 'Show more comments' loads the rest, a page at a time. A
 * comment you post shows at once, even while earlier ones are still unloaded.
 */
export function CommentsSection({ answerId, questionId, comments, commentsCursor = null, renderReport }: CommentsSectionProps) {
  const { t } = useI18n();
  const id = useId();
  const [content, setContent] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [posted, setPosted] = useState<Comment[]>([]);
  const more = useMoreComments(questionId, answerId, commentsCursor ?? undefined, expanded && commentsCursor !== null);
  const createComment = useCreateComment({
    questionId,
    mutationConfig: {
      onSuccess: (comment) => {
        toast({ title: t('thread.comment.posted') });
        setContent('');
        setPosted((list) => [...list, comment]);
      },
      onError: (error) => handleMutationError(error, { title: t('thread.comment.failed') }),
    },
  });
  const blank = content.trim().length === 0;
  const loaded = uniqueById([...comments, ...(expanded ? (more.data?.pages.flatMap((page) => page.items) ?? []) : [])]);
  const hasMore = commentsCursor !== null && (!expanded || more.isPending || more.hasNextPage);
  // Your own new comment lands at the end: until the end is loaded, show it after the button.
  const loadedIds = new Set(loaded.map((c) => c.id));
  const pending = hasMore ? posted.filter((c) => !loadedIds.has(c.id)) : [];

  const showMore = () => {
    if (!expanded) setExpanded(true);
    else void more.fetchNextPage();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (createComment.isPending) return;
    const comment = await checkForm(
      (schemas) => schemas.ZCreateComment,
      { answerId, content },
      {
        title: t('thread.comment.failed'),
        t,
        field: `${id}-comment`,
      },
    );
    if (comment) createComment.mutate(comment);
  };

  return (
    <div className="space-y-3 border-t pt-3">
      {loaded.length > 0 && <CommentList questionId={questionId} comments={loaded} renderReport={renderReport} />}
      {hasMore && (
        <Button variant="link" size="sm" className="h-auto p-0" aria-busy={more.isFetching} disabled={more.isFetching} onClick={showMore}>
          {t(more.isFetching ? 'shell.loading' : 'thread.comment.showMore')}
        </Button>
      )}
      {more.isError && (
        <LoadError variant="inline" className="p-2" what={t('thread.comment.moreWhat')} onRetry={() => void more.refetch()} />
      )}
      {pending.length > 0 && <CommentList questionId={questionId} comments={pending} renderReport={renderReport} />}
      <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadSchemas} className="space-y-2">
        <Label htmlFor={`${id}-comment`} className="sr-only">
          {t('thread.comment.add')}
        </Label>
        <Textarea
          id={`${id}-comment`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={LIMITS.comment}
          placeholder={t('thread.comment.placeholder')}
          className="min-h-16"
        />
        <CrisisLanguageNotice text={content} />
        <div className="flex justify-end">
          <Button type="submit" aria-busy={createComment.isPending} size="sm" disabled={blank || createComment.isPending}>
            {createComment.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t('thread.comment.post')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * Comments in order: content, first name or 'User', relative time, 'edited', Report, menu;
 * collapsed when the reader chose not to see them.
 */
function CommentList({ questionId, comments, renderReport }: { questionId: number; comments: Comment[]; renderReport?: RenderReport }) {
  return (
    <ul className="space-y-3">
      {comments.map((comment) => (
        <li key={comment.id}>
          <HiddenPost reason={comment.hiddenReason} kind="comment" compact>
            <CommentItem questionId={questionId} comment={comment} renderReport={renderReport} />
          </HiddenPost>
        </li>
      ))}
    </ul>
  );
}

/** One comment, with its menu (Edit inline, Delete after a confirmation) from its abilities. */
function CommentItem({ questionId, comment, renderReport }: { questionId: number; comment: Comment; renderReport?: RenderReport }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const reportTarget = { targetType: 'comment', targetId: comment.id } as const;
  return (
    <div className="rounded-md bg-muted/60 px-3 py-2 text-sm">
      {/* Only the author may delete a comment: the reader of a hidden one is its author or staff. */}
      <PendingReviewNote hidden={comment.hiddenPendingReview} own={comment.abilities.delete} compact className="mb-1.5" />
      {editing ? (
        <CommentEditor questionId={questionId} comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <p className="break-words whitespace-pre-wrap">{comment.content}</p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">
          {comment.isAnonymous ? t('people.anonymousAsker') : getFirstName(comment.author, t('people.unnamed'))}
        </span>
        <span aria-hidden>·</span>
        <RelativeTime date={comment.createdAt} />
        <EditedMark editedAt={comment.editedAt} />
        <span className="ml-auto flex items-center gap-1">
          {comment.abilities.report && renderReport?.(reportTarget)}
          <PostActions
            type="comment"
            post={comment}
            questionId={questionId}
            // The asker of an anonymous question is reached through the question, never by name.
            restrictionTarget={
              comment.author && !comment.isAnonymous ? { userId: comment.author.id } : { post: { type: 'question', id: questionId } }
            }
            onEdit={() => setEditing(true)}
          />
        </span>
      </div>
    </div>
  );
}

/**
 * Editing a comment in place, saved with PATCH (the edit mutation lives only while the editor is open).
 * @param props.questionId the thread's question; props.comment the comment; props.onDone closes the editor
 */
function CommentEditor({ questionId, comment, onDone }: { questionId: number; comment: Comment; onDone: () => void }) {
  const { t } = useI18n();
  const editPost = useEditPost({ questionId });
  return (
    <PostEditor
      kind="comment"
      initial={{ content: comment.content }}
      label={t('thread.comment.label')}
      onCancel={onDone}
      onSave={async ({ content }) => {
        await editPost.mutateAsync({ type: 'comment', id: comment.id, changes: { content } });
        onDone();
      }}
    />
  );
}

/** Keeps the first of each id (a refreshed preview may repeat a comment of the next page). */
function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}
