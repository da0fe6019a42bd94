import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOr } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';
import { ContentWarningFields, TopicPicker, type ContentWarningValue } from './post-fields';

/**
 * The fields an inline edit changes: the text always; a question's title and topics, and a
 * question's or answer's content warning, when the post has them (left out: not editable here).
 */
export type PostDraft = { title?: string; content: string; topicIds?: number[]; warning?: ContentWarningValue };

/**
 * The wire fields of a warning as an edit sends them (docs/api.md PATCH): the text only with a
 * ticked box, trimmed, null when blank or unticked.
 * @param warning the form's warning
 * @returns `{ hasContentWarning, contentWarningText }`
 */
export function warningChanges(warning: ContentWarningValue): { hasContentWarning: boolean; contentWarningText: string | null } {
  return {
    hasContentWarning: warning.hasContentWarning,
    contentWarningText: warning.hasContentWarning ? warning.contentWarningText.trim() || null : null,
  };
}

/**
 * The inline edit form of a question (title, details, topics and content warning, as the ask
 * form), answer (text and content warning) or comment (text): Save and Cancel.
 * @param props.initial the current values; only the fields present are shown
 * @param props.kind what is edited (it names the form: 'Edit details', 'Edit your answer', 'Edit comment')
 * @param props.label what the text is ('Your answer', 'Details', 'Comment')
 * @param props.onSave called with the new values (the same fields as `initial`); a rejected
 *   promise shows its message
 * @param props.onCancel leaves the form
 */
export function PostEditor({
  initial,
  kind,
  label,
  onSave,
  onCancel,
}: {
  initial: PostDraft;
  kind: 'question' | 'answer' | 'comment';
  label: string;
  onSave: (draft: PostDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const { t } = useI18n();
  const [draft, setDraft] = useState<PostDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toggleTopic = (topicId: number) =>
    setDraft((d) => {
      const topicIds = d.topicIds ?? [];
      return { ...d, topicIds: topicIds.includes(topicId) ? topicIds.filter((other) => other !== topicId) : [...topicIds, topicId] };
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (e) {
      setError(serverMessageOr(e, t('editor.failed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)} aria-label={t('editor.formLabel', { kind })}>
      {draft.title !== undefined && (
        <div className="space-y-1">
          <Label htmlFor={`${id}-title`}>{t('editor.title')}</Label>
          <Input id={`${id}-title`} value={draft.title} onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))} />
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor={`${id}-content`}>{label}</Label>
        <Textarea
          id={`${id}-content`}
          rows={5}
          value={draft.content}
          onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
        />
      </div>
      {draft.topicIds !== undefined && <TopicPicker id={id} selected={draft.topicIds} onToggle={toggleTopic} />}
      {draft.warning !== undefined && (
        <div className="space-y-3">
          <ContentWarningFields id={id} value={draft.warning} onChange={(warning) => setDraft((d) => ({ ...d, warning }))} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
