import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ShieldCheck, Loader2 } from 'lucide-react';
import { LIMITS } from '@common/constants';
import { ZCreateQuestion } from '@common/schemas';
import { sayInWords } from '@common/i18n/validation';
import { useI18n } from '@/lib/i18n';
import { CrisisLanguageNotice } from '@/components/crisis/crisis-language-notice';
import { MarkdownEditor } from '@/components/markdown-editor/markdown-editor';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useCreateQuestion } from '../api/create-question';
import { ContentWarningFields, TopicPicker } from './post-fields';

type FormState = {
  title: string;
  content: string;
  topicIds: number[];
  isAnonymous: boolean;
  hasContentWarning: boolean;
  contentWarningText: string;
};

const EMPTY: FormState = {
  title: '',
  content: '',
  topicIds: [],
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: '',
};

/**
 * A question left unfinished when the form went away other than by Cancel or Post (Escape, a
 * click outside the dialog, leaving the page). Kept in memory only: a reload or signing out
 * (a full-page navigation) drops it, so nothing anyone wrote about themselves stays on a shared
 * device.
 */
let unfinished: FormState | null = null;

const isBlank = (f: FormState) => !f.title.trim() && !f.content.trim() && f.topicIds.length === 0 && !f.contentWarningText.trim();

export type AskQuestionFormProps = {
  /** Cancel: the page goes to '/', the dialog closes. The form is reset either way. */
  onCancel: () => void;
  /** Called after a successful post, before navigating to the new question. */
  onPosted?: () => void;
};

/**
 * The Ask a Question form (spec §2, §5): title, markdown details, top-level topic chips,
 * 'Post anonymously', an optional content warning, guidelines, 'Post Question' and 'Cancel'.
 * Opens with the Title field focused. Closed any other way than Cancel or Post, it keeps what
 * was written and offers to restore it the next time it opens.
 */
export function AskQuestionForm({ onCancel, onPosted }: AskQuestionFormProps) {
  const { t } = useI18n();
  const id = useId();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [draft, setDraft] = useState(unfinished);
  const latest = useRef(form);
  const finished = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    latest.current = form;
  }, [form]);
  useEffect(
    () => () => {
      if (!finished.current && !isBlank(latest.current)) unfinished = latest.current;
    },
    [],
  );
  const finish = () => {
    finished.current = true;
    unfinished = null;
    setForm(EMPTY);
  };

  const createQuestion = useCreateQuestion({
    mutationConfig: {
      onSuccess: (question) => {
        toast({ title: t('ask.posted') });
        finish();
        onPosted?.();
        navigate(`/questions/${question.id}`);
      },
      onError: (error) => handleMutationError(error, { title: t('ask.failed') }),
    },
  });

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const toggleTopic = (topicId: number) =>
    setForm((f) => ({
      ...f,
      topicIds: f.topicIds.includes(topicId) ? f.topicIds.filter((other) => other !== topicId) : [...f.topicIds, topicId],
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim() || !form.content.trim() || form.topicIds.length === 0) {
      toast({ title: t('ask.validation.title'), description: t('ask.validation.text'), variant: 'destructive' });
      return;
    }
    const payload = {
      title: form.title.trim(),
      content: form.content.trim(),
      topicIds: form.topicIds,
      isAnonymous: form.isAnonymous,
      hasContentWarning: form.hasContentWarning,
      // Sent only with a ticked warning box, else null (spec §5).
      contentWarningText: form.hasContentWarning ? form.contentWarningText.trim() : null,
    };
    const checked = ZCreateQuestion.safeParse(payload);
    if (!checked.success) {
      toast({
        title: t('ask.validation.title'),
        description: checked.error.issues[0] && sayInWords(checked.error.issues[0].message, t),
        variant: 'destructive',
      });
      return;
    }
    createQuestion.mutate(payload);
  };

  const cancel = () => {
    finish();
    onCancel();
  };

  const keepDraft = (restore: boolean) => {
    if (restore && draft) setForm(draft);
    unfinished = null;
    setDraft(null);
    // The notice and its buttons go: writing goes on where it starts.
    titleRef.current?.focus();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {draft && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
          <span>{t('ask.draft.notice', { hasTitle: draft.title.trim() ? 'yes' : 'no', title: draft.title.trim() })}</span>
          <span className="flex gap-2">
            <Button type="button" size="sm" onClick={() => keepDraft(true)}>
              {t('ask.draft.restore')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => keepDraft(false)}>
              {t('ask.draft.discard')}
            </Button>
          </span>
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>{t('ask.titleLabel')}</Label>
        <Input
          id={`${id}-title`}
          value={form.title}
          maxLength={LIMITS.title}
          placeholder={t('ask.titlePlaceholder')}
          onChange={(e) => update('title', e.target.value)}
          aria-required
          ref={titleRef}
          // The form's first field: where a person starts typing (also after the dialog opens).
          autoFocus
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-content`}>{t('ask.details')}</Label>
        <MarkdownEditor
          id={`${id}-content`}
          value={form.content}
          onChange={(value) => update('content', value)}
          maxLength={LIMITS.content}
          placeholder={t('ask.detailsPlaceholder')}
          textareaClassName="min-h-[250px]"
          aria-required
        />
        <CrisisLanguageNotice text={`${form.title}\n${form.content}`} />
      </div>

      <TopicPicker id={id} selected={form.topicIds} onToggle={toggleTopic} />

      <div className="space-y-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-anonymous`}
            checked={form.isAnonymous}
            onCheckedChange={(checked) => update('isAnonymous', checked === true)}
          />
          <Label htmlFor={`${id}-anonymous`}>{t('post.anonymous')}</Label>
        </div>
        <ContentWarningFields id={id} value={form} onChange={(warning) => setForm((f) => ({ ...f, ...warning }))} />
      </div>

      <div className="rounded-lg border bg-muted/50 p-4 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <ShieldCheck className="size-4 text-primary" aria-hidden />
          {t('ask.guidelines.title')}
        </p>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-muted-foreground">
          <li>{t('ask.guidelines.kind')}</li>
          <li>{t('ask.guidelines.experiences')}</li>
          <li>{t('ask.guidelines.identifying')}</li>
          <li>{t('ask.guidelines.anonymous')}</li>
          <li>{t('ask.guidelines.danger')}</li>
        </ul>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={cancel}>
          {t('ask.cancel')}
        </Button>
        <Button type="submit" aria-busy={createQuestion.isPending} disabled={createQuestion.isPending}>
          {createQuestion.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {t('ask.submit')}
        </Button>
      </div>
    </form>
  );
}
