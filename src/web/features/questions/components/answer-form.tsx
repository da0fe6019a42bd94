import { useI18n } from '@/lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { LIMITS } from '@common/constants';
import { CrisisLanguageNotice } from '@/components/crisis/crisis-language-notice';
import { MarkdownEditor } from '@/components/markdown-editor/markdown-editor';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Answer } from '@/types/api';
import { useCreateAnswer } from '../api/create-answer';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { ContentWarningFields, type ContentWarningValue } from './post-fields';
import { warningChanges } from './post-editor';

const NO_WARNING: ContentWarningValue = { hasContentWarning: false, contentWarningText: '' };

/**
 * The answer box (spec §2, §5): markdown toolbar, 'Supports Markdown formatting', 'Post Answer'
 * disabled while blank or posting; 'Post anonymously' and 'Add a content warning' as on the ask
 * form (the warning text is kept only while the box is ticked).
 * @param onPosted called with the new answer once it is saved (the thread shows it at once,
 *   even when it lies beyond the pages loaded so far)
 */
export function AnswerForm({ questionId, onPosted }: { questionId: number; onPosted?: (answer: Answer) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [content, setContent] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  const [warning, setWarning] = useState<ContentWarningValue>(NO_WARNING);
  const createAnswer = useCreateAnswer({
    mutationConfig: {
      onSuccess: (answer) => {
        toast({ title: t('thread.answerForm.posted') });
        setContent('');
        setAnonymous(false);
        setWarning(NO_WARNING);
        onPosted?.(answer);
      },
      onError: (error) => handleMutationError(error, { title: t('thread.answerForm.error'), description: t('thread.answerForm.failed') }),
    },
  });
  const blank = content.trim().length === 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (createAnswer.isPending) return;
    const answer = await checkForm(
      (schemas) => schemas.ZCreateAnswer,
      { questionId, content, isAnonymous, ...warningChanges(warning) },
      { title: t('thread.answerForm.error'), t, field: `${id}-answer` },
    );
    if (answer) createAnswer.mutate(answer);
  };

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadSchemas} className="space-y-3">
        <h2 className="text-lg font-semibold">
          <label htmlFor={`${id}-answer`}>{t('thread.answerForm.title')}</label>
        </h2>
        <MarkdownEditor
          id={`${id}-answer`}
          value={content}
          onChange={setContent}
          maxLength={LIMITS.content}
          placeholder={t('thread.answerForm.placeholder')}
          textareaClassName="min-h-40"
        />
        <CrisisLanguageNotice text={content} />
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-anonymous`} checked={isAnonymous} onCheckedChange={(checked) => setAnonymous(checked === true)} />
            <Label htmlFor={`${id}-anonymous`}>{t('post.anonymous')}</Label>
          </div>
          <ContentWarningFields id={id} value={warning} onChange={setWarning} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" aria-busy={createAnswer.isPending} disabled={blank || createAnswer.isPending}>
            {createAnswer.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t('thread.answerForm.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
