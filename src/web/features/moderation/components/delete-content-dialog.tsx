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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = `delete-reason-${targetType}-${targetId}`;
  const remove = useDeleteContent({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Content deleted successfully' });
        setOpen(false);
      },
      onError: (error) => handleMutationError(error, { title: 'Failed to delete content' }),
    },
  });
  return (
    <>
      <Button variant="destructive" size={size} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete Content
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete this {targetType}?</DialogTitle>
            <DialogDescription>
              It will be removed for everyone and its pending reports will be resolved. The author gets a private, kind note with the reason
              (and crisis resources when someone may be at risk). You can restore it later from the member&apos;s record.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={reasonId}>Reason the author reads (optional)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Left empty, the author reads the reason it was reported for."
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => remove.mutate({ targetType, targetId, reason })}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
