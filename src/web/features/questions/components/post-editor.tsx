import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOr } from '@/lib/errors';

/** The fields an inline edit changes. */
export type PostDraft = { title?: string; content: string };

/**
 * The inline edit form of a question (title and details), answer or comment: Save and Cancel.
 * @param props.initial the current text (a title only for questions)
 * @param props.label what the text is ('Your answer', 'Details', 'Comment')
 * @param props.onSave called with the new text; a rejected promise shows its message
 * @param props.onCancel leaves the form
 */
export function PostEditor({
  initial,
  label,
  onSave,
  onCancel,
}: {
  initial: PostDraft;
  label: string;
  onSave: (draft: PostDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(initial.title ?? '');
  const [content, setContent] = useState(initial.content);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(initial.title === undefined ? { content } : { title, content });
    } catch (e) {
      setError(serverMessageOr(e, 'Your changes could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="space-y-2" onSubmit={(e) => void submit(e)} aria-label={`Edit ${label.toLowerCase()}`}>
      {initial.title !== undefined && (
        <div className="space-y-1">
          <Label htmlFor="edit-title">Title</Label>
          <Input id="edit-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
      )}
      <div className="space-y-1">
        <Label htmlFor="edit-content">{label}</Label>
        <Textarea id="edit-content" rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
