import { useId, useState } from 'react';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Markdown } from '@/lib/markdown';
import { cn } from '@/lib/utils';
import type { Answer } from '@/types/api';
import { AuthorInfo } from './author-info';
import { CommentsSection } from './comments-section';
import type { RenderReport } from './report-slot';
import { VoteControls } from './vote-controls';

/** '1 comment' / 'N comments' (spec §2). */
export function commentsLabel(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}

/** One answer: vote arrows with net score, markdown content, author, time, comments toggle. */
export function AnswerCard({ answer, renderReport }: { answer: Answer; renderReport?: RenderReport }) {
  const [open, setOpen] = useState(false);
  const commentsId = useId();
  const count = Math.max(answer.commentCount, answer.comments.length);
  return (
    <Card className="flex gap-3 p-4 sm:gap-4 sm:p-5">
      <VoteControls
        targetType="answer"
        targetId={answer.id}
        questionId={answer.questionId}
        score={answer.score}
        myVote={answer.myVote}
        canVote={answer.abilities.vote}
      />
      <article className="min-w-0 flex-1 space-y-3" aria-label={`Answer ${answer.id}`}>
        <Markdown content={answer.content} breaks />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <AuthorInfo author={answer.author} isAnonymous={answer.isAnonymous} isOwn={answer.isOwn} createdAt={answer.createdAt} />
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={commentsId}
              onClick={() => setOpen((o) => !o)}
            >
              <MessageCircle aria-hidden />
              {commentsLabel(count)}
              <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
            </Button>
            {renderReport?.({ targetType: 'answer', targetId: answer.id })}
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
