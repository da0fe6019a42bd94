import { useId, useState, type FormEvent } from 'react';
import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { FEED_TOPIC_EXPLAINED, isFixedTopic, LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { plural } from '@/lib/plural';
import type { Topic } from '@/types/api';
import { useDeleteTopic } from '../api/delete-topic';
import { useUpdateTopic, type UpdateTopicInput } from '../api/update-topic';

/**
 * 'Edit topic': rename and describe a topic → PATCH /api/topics/:id with only what changed. A
 * fixed feed topic (the feed finds it by name) can only be described: its name is shown, not editable.
 * The server's refusal (409 name taken, 400 invalid) shows as a toast and the dialog stays open.
 */
function EditTopicDialog({ topic, open, onOpenChange }: { topic: Topic; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const fixed = isFixedTopic(topic.name);
  const [name, setName] = useState(topic.name);
  const [description, setDescription] = useState(topic.description ?? '');
  const update = useUpdateTopic({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Topic updated successfully' });
        onOpenChange(false);
      },
      onError: (error) => handleMutationError(error, { title: 'Failed to update topic' }),
    },
  });
  const changes: UpdateTopicInput = { topicId: topic.id };
  if (!fixed && name.trim() !== topic.name) changes.name = name.trim();
  if (description.trim() !== (topic.description ?? '')) changes.description = description.trim() || null;
  const unchanged = changes.name === undefined && changes.description === undefined;
  const blank = !fixed && name.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || blank || update.isPending) return;
    update.mutate(changes);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit topic</DialogTitle>
          <DialogDescription>
            {fixed
              ? 'This is one of the feed topics everyone sees first: it keeps its name, and you can change its description.'
              : 'A new name shows everywhere at once; links to the topic keep working. Give it one of the feed topic names that is free and it becomes a feed topic.'}
          </DialogDescription>
          <p className="text-xs text-muted-foreground">{FEED_TOPIC_EXPLAINED}</p>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={LIMITS.topicName}
              readOnly={fixed}
              aria-readonly={fixed || undefined}
              required
              className={fixed ? 'bg-muted text-muted-foreground' : undefined}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={LIMITS.topicDescription}
            />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={unchanged || blank || update.isPending} aria-busy={update.isPending}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Save changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Delete topic?' confirmation → DELETE /api/topics/:id. Says plainly that the topic's questions
 * are kept (only no longer listed under it) and that its followers stop following it.
 */
function DeleteTopicDialog({ topic, open, onOpenChange }: { topic: Topic; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteTopic({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Topic deleted successfully' });
        onOpenChange(false);
      },
      onError: (error) => handleMutationError(error, { title: 'Failed to delete topic' }),
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete the topic &lsquo;{topic.name}&rsquo;?</DialogTitle>
          <DialogDescription>
            {topic.questionsCount === 0
              ? 'It has no questions yet.'
              : topic.questionsCount === 1
                ? 'Its question is kept: it stays on MindSpace, only no longer listed under this topic.'
                : `Its ${topic.questionsCount.toLocaleString()} questions are kept: they stay on MindSpace, only no longer listed under this topic.`}{' '}
            {topic.followersCount > 0 &&
              `${plural(topic.followersCount, 'person follows', 'people follow')} it and will stop following it. `}
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => remove.mutate(topic.id)} disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Delete topic
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Edit and Delete for one topic of the admin Topics tab. A fixed feed topic offers Edit
 * (its description) and no Delete; the server refuses both a rename and a removal of one (409).
 * @param topic the topic of the row
 */
export function TopicActions({ topic }: { topic: Topic }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const fixed = isFixedTopic(topic.name);
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="sm" onClick={() => setDialog('edit')} aria-label={`Edit ${topic.name}`}>
        <Pencil aria-hidden />
        <span className="hidden sm:inline">Edit</span>
      </Button>
      {!fixed && (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setDialog('delete')}
          aria-label={`Delete ${topic.name}`}
        >
          <Trash2 aria-hidden />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      )}
      {/* Mounted while open only, so the form starts from the topic as it is now. */}
      {dialog === 'edit' && <EditTopicDialog topic={topic} open onOpenChange={(o) => setDialog(o ? 'edit' : null)} />}
      {dialog === 'delete' && <DeleteTopicDialog topic={topic} open onOpenChange={(o) => setDialog(o ? 'delete' : null)} />}
    </div>
  );
}
