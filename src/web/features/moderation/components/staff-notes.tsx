import { useState, type FormEvent } from 'react';
import { NotebookPen, Trash2 } from 'lucide-react';
import { STAFF_NOTE_CHARS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useI18n } from '@/lib/i18n';
import { formatFullDate, formatRelativeTime } from '@/lib/time';
import type { StaffNote } from '@/types/api';
import { useAddNote, useDeleteNote } from '../api/member';

/** One note with who wrote it and when; Delete (asking first) for its author or an admin. */
function NoteRow({ userId, note }: { userId: number; note: StaffNote }) {
  const { t, locale } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNote(userId, {
    mutationConfig: {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('moderation.notes.deleted') });
      },
      onError: (error) => handleMutationError(error, { title: t('moderation.notes.deleteFailed') }),
    },
  });
  return (
    <li className="flex items-start justify-between gap-2 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="break-words whitespace-pre-wrap">{note.text}</p>
        <p className="text-xs text-muted-foreground" title={formatFullDate(note.createdAt, locale)}>
          {t('moderation.notes.byline', {
            name: note.author?.firstName ?? t('moderation.formerStaff'),
            time: formatRelativeTime(note.createdAt, locale),
          })}
        </p>
      </div>
      {note.canDelete && (
        <>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={t('moderation.notes.delete')}>
            <Trash2 aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('moderation.notes.deleteConfirm')}
            confirmLabel={t('moderation.notes.delete')}
            onConfirm={() => remove.mutate(note.id)}
            pending={remove.isPending}
            destructive
          >
            <p>{t('moderation.notes.deleteText')}</p>
          </ConfirmDialog>
        </>
      )}
    </li>
  );
}

/**
 * The staff notes of a member record: what moderators learned about the member,
 * for the next one, newest first, and a form to add one. Staff only; the member reads them in
 * their data export, without the author's name, which the form says.
 */
export function StaffNotes({ userId, notes }: { userId: number; notes: StaffNote[] }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const add = useAddNote(userId, {
    mutationConfig: {
      onSuccess: () => {
        setText('');
        toast({ title: t('moderation.notes.added') });
      },
      onError: (error) => handleMutationError(error, { title: t('moderation.notes.addFailed') }),
    },
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    const note = await checkForm(
      (schemas) => schemas.ZCreateStaffNote,
      { text },
      { title: t('moderation.notes.addFailed'), t, field: 'staff-note' },
    );
    if (note) add.mutate(note.text);
  };
  return (
    <div className="space-y-3">
      {notes.length > 0 ? (
        <ul className="divide-y rounded-lg border bg-card" aria-label={t('moderation.notes.label')}>
          {notes.map((n) => (
            <NoteRow key={n.id} userId={userId} note={n} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('moderation.notes.empty')}</p>
      )}
      <Card className="p-4">
        <form onSubmit={(e) => void submit(e)} onFocus={preloadSchemas} className="space-y-3" aria-label={t('moderation.notes.addLabel')}>
          <div className="space-y-1.5">
            <Label htmlFor="staff-note">{t('moderation.notes.field')}</Label>
            <Textarea
              id="staff-note"
              value={text}
              maxLength={STAFF_NOTE_CHARS}
              onChange={(e) => setText(e.target.value)}
              aria-describedby="staff-note-help"
            />
            <p id="staff-note-help" className="text-xs text-muted-foreground">
              {t('moderation.notes.help')}
            </p>
          </div>
          <Button type="submit" disabled={add.isPending || !text.trim()}>
            <NotebookPen aria-hidden />
            {t('moderation.notes.add')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
