import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@common/constants';
import { Loader2 } from 'lucide-react';
import { CrisisLanguageNotice } from '@/components/crisis/crisis-language-notice';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getFirstName } from '@/lib/display-name';
import { formatFullDate, formatRelativeTime } from '@/lib/time';
import type { Comment } from '@/types/api';
import { useCreateComment } from '../api/create-comment';
import type { RenderReport } from './report-slot';

export type CommentsSectionProps = {
  answerId: number;
  questionId: number;
  comments: Comment[];
  renderReport?: RenderReport;
};

/** An answer's comments (content, first name or 'User', time) and the comment box (spec §2). */
export function CommentsSection({ answerId, questionId, comments, renderReport }: CommentsSectionProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const createComment = useCreateComment({ questionId, onSuccess: () => setContent('') });
  const blank = content.trim().length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || createComment.isPending) return;
    createComment.mutate({ answerId, content: content.trim() });
  };

  return (
    <div className="space-y-3 border-t pt-3">
      {comments.length > 0 && (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-muted/60 px-3 py-2 text-sm">
              <p className="break-words whitespace-pre-wrap">{comment.content}</p>
              <div className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{getFirstName(comment.author)}</span>
                <span aria-hidden>·</span>
                <time dateTime={comment.createdAt} title={formatFullDate(comment.createdAt)}>
                  {formatRelativeTime(comment.createdAt)}
                </time>
                {renderReport && <span className="ml-auto">{renderReport({ targetType: 'comment', targetId: comment.id })}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="space-y-2">
        <Label htmlFor={`${id}-comment`} className="sr-only">
          Add a comment
        </Label>
        <Textarea
          id={`${id}-comment`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={LIMITS.comment}
          placeholder="Add a comment..."
          className="min-h-16"
        />
        <CrisisLanguageNotice text={content} />
        <div className="flex justify-end">
          <Button type="submit" aria-busy={createComment.isPending} size="sm" disabled={blank || createComment.isPending}>
            {createComment.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Post
          </Button>
        </div>
      </form>
    </div>
  );
}
