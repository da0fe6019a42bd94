import { useId, useState, type FormEvent } from 'react';
import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { isFixedTopic, LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useI18n } from '@/lib/i18n';
import type { Topic } from '@/types/api';
import { useDeleteTopic } from '../api/delete-topic';
import { useUpdateTopic, type UpdateTopicInput } from '../api/update-topic';

/**
 * 'Edit topic': rename and describe a topic → PATCH /api/topics/:id with only what changed. A
 * fixed feed topic (the feed finds it by name) can only be described: its name is shown, not editable.
 * The server's refusal (409 name taken, 400 invalid) shows as a toast and the dialog stays open.
 */
function EditTopicDialog({ topic, open, onOpenChange }: { topic: Topic; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const id = useId();
  const fixed = isFixedTopic(topic.name);
  const [name, setName] = useState(topic.name);
  const [description, setDescription] = useState(topic.description ?? '');
  const update = useUpdateTopic({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('admin.topics.updated') });
        onOpenChange(false);
      },
      onError: (error) => handleMutationError(error, { title: t('admin.topics.updateFailed') }),
    },
  });
  const changes: UpdateTopicInput = { topicId: topic.id };
  if (!fixed && name.trim() !== topic.name) changes.name = name.trim();
  if (description.trim() !== (topic.description ?? '')) changes.description = description.trim() || null;
  const unchanged = changes.name === undefined && changes.description === undefined;
  const blank = !fixed && name.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    const { topicId, ...edit } = changes;
    const checked = await checkForm((schemas) => schemas.ZUpdateTopic, edit, {
      title: t('admin.topics.updateFailed'),
      t,
      field: { name: `${id}-name`, description: `${id}-description` },
    });
    if (checked) update.mutate({ topicId, ...checked });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.topics.edit')}</DialogTitle>
          <DialogDescription>{t(fixed ? 'admin.topics.editFixed' : 'admin.topics.editText')}</DialogDescription>
          <p className="text-xs text-muted-foreground">{t('admin.topics.feedExplained')}</p>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={(event) => void onSubmit(event)} onFocus={preloadSchemas} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-name`}>{t('admin.topics.name')}</Label>
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
              {t('admin.topics.description')} <span className="font-normal text-muted-foreground">{t('admin.topics.optional')}</span>
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
            {t('admin.topics.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={unchanged || blank || update.isPending} aria-busy={update.isPending}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t('admin.topics.save')}
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
  const { t } = useI18n();
  const remove = useDeleteTopic({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('admin.topics.deleted') });
        onOpenChange(false);
      },
      onError: (error) => handleMutationError(error, { title: t('admin.topics.deleteFailed') }),
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('admin.topics.deleteTitle', { name: topic.name })}</DialogTitle>
          <DialogDescription>
            {t('admin.topics.deleteText', { questions: topic.questionsCount, followers: topic.followersCount })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('admin.topics.cancel')}
          </Button>
          <Button variant="destructive" onClick={() => remove.mutate(topic.id)} disabled={remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t('admin.topics.delete')}
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
  const { t } = useI18n();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const fixed = isFixedTopic(topic.name);
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="sm" onClick={() => setDialog('edit')} aria-label={t('admin.topics.editNamed', { name: topic.name })}>
        <Pencil aria-hidden />
        <span className="hidden sm:inline">{t('admin.topics.editShort')}</span>
      </Button>
      {!fixed && (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setDialog('delete')}
          aria-label={t('admin.topics.deleteNamed', { name: topic.name })}
        >
          <Trash2 aria-hidden />
          <span className="hidden sm:inline">{t('admin.topics.deleteShort')}</span>
        </Button>
      )}
      {/* Mounted while open only, so the form starts from the topic as it is now. */}
      {dialog === 'edit' && <EditTopicDialog topic={topic} open onOpenChange={(o) => setDialog(o ? 'edit' : null)} />}
      {dialog === 'delete' && <DeleteTopicDialog topic={topic} open onOpenChange={(o) => setDialog(o ? 'delete' : null)} />}
    </div>
  );
}
