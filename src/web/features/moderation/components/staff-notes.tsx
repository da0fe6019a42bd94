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
import { formatFullDate, formatRelativeTime } from '@/lib/time';
import type { StaffNote } from '@/types/api';
import { useAddNote, useDeleteNote } from '../api/member';

/** One note with who wrote it and when; Delete (asking first) for its author or an admin. */
function NoteRow({ userId, note }: { userId: number; note: StaffNote }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNote(userId, {
    mutationConfig: {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Note deleted' });
      },
      onError: (error) => handleMutationError(error, { title: 'Could not delete the note' }),
    },
  });
  return (
    <li className="flex items-start justify-between gap-2 px-4 py-3 text-sm">
      <div className="min-w-0 space-y-0.5">
        <p className="break-words whitespace-pre-wrap">{note.text}</p>
        <p className="text-xs text-muted-foreground" title={formatFullDate(note.createdAt)}>
          {note.author?.firstName ?? 'A former staff member'} · {formatRelativeTime(note.createdAt)}
        </p>
      </div>
      {note.canDelete && (
        <>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label="Delete note">
            <Trash2 aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this note?"
            confirmLabel="Delete note"
            onConfirm={() => remove.mutate(note.id)}
            pending={remove.isPending}
            destructive
          >
            <p>The other moderators will not see it any more.</p>
          </ConfirmDialog>
        </>
      )}
    </li>
  );
}

/**
 * The staff notes of a member record (decision 0077): what moderators learned about the member,
 * for the next one, newest first, and a form to add one. Staff only; the member reads them in
 * their data export, without the author's name, which the form says.
 */
export function StaffNotes({ userId, notes }: { userId: number; notes: StaffNote[] }) {
  const [text, setText] = useState('');
  const add = useAddNote(userId, {
    mutationConfig: {
      onSuccess: () => {
        setText('');
        toast({ title: 'Note added' });
      },
      onError: (error) => handleMutationError(error, { title: 'Could not add the note' }),
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) add.mutate(text);
  };
  return (
    <div className="space-y-3">
      {notes.length > 0 ? (
        <ul className="divide-y rounded-lg border bg-card" aria-label="Staff notes">
          {notes.map((n) => (
            <NoteRow key={n.id} userId={userId} note={n} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
      <Card className="p-4">
        <form onSubmit={submit} className="space-y-3" aria-label="Add a note">
          <div className="space-y-1.5">
            <Label htmlFor="staff-note">Note for the other moderators</Label>
            <Textarea
              id="staff-note"
              value={text}
              maxLength={STAFF_NOTE_CHARS}
              onChange={(e) => setText(e.target.value)}
              aria-describedby="staff-note-help"
            />
            <p id="staff-note-help" className="text-xs text-muted-foreground">
              Only staff see notes here. The member can read them in their data export, without your name, so write what you would say to
              them kindly.
            </p>
          </div>
          <Button type="submit" disabled={add.isPending || !text.trim()}>
            <NotebookPen aria-hidden />
            Add note
          </Button>
        </form>
      </Card>
    </div>
  );
}
