import { useState } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import { DELETABLE_TARGET_TYPES, type DeletableTargetType, type ReportTargetType } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeleteContent } from '../api/delete-content';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';

/** Whether a target type is content a moderator can delete (people are not deleted here). */
export function isDeletable(type: ReportTargetType): type is DeletableTargetType {
  return (DELETABLE_TARGET_TYPES as readonly string[]).includes(type);
}

/**
 * 'Delete Content' with a confirmation dialog and an optional reason for the author →
 * DELETE /api/moderation/{targetType}/{targetId}.
 */
export function DeleteContentButton({
  targetType,
  targetId,
  size = 'sm',
}: {
  targetType: DeletableTargetType;
  targetId: number;
  size?: 'sm' | 'default';
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = `delete-reason-${targetType}-${targetId}`;
  const remove = useDeleteContent({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('moderation.delete.done') });
        setOpen(false);
      },
      onError: (error) => handleMutationError(error, { title: t('moderation.delete.failed') }),
    },
  });
  return (
    <>
      <Button variant="destructive" size={size} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t('moderation.delete.button')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('moderation.delete.confirm', { type: targetType })}</DialogTitle>
            <DialogDescription>{t('moderation.delete.text')}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={reasonId}>{t('moderation.delete.reason')}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('moderation.delete.reasonPlaceholder')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('moderation.cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={() => remove.mutate({ targetType, targetId, reason })}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('moderation.delete.submit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
