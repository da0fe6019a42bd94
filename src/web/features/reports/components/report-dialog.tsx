import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Flag, Loader2 } from 'lucide-react';
import { LIMITS, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useMountOnFirstUse } from '@/components/mount-on-first-use';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useCreateReport } from '../api/create-report';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';

const TARGET_NOUNS: Record<ReportTargetType, string> = {
  question: 'question',
  answer: 'answer',
  comment: 'comment',
  message: 'message',
  user: 'user',
};

export type ReportDialogProps = {
  targetType: ReportTargetType;
  targetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (a Radix Dialog trigger: focus returns to it on close); left out when it opens from a menu item. */
  trigger?: ReactNode;
};

/**
 * Report anything (question, answer, comment, message, user): a reason from REPORT_REASONS and
 * an optional description → POST /api/reports. Controlled, so it can open from a menu item;
 * use <ReportButton> for a ready-made trigger.
 */
export function ReportDialog({ targetType, targetId, open, onOpenChange, trigger }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [showReasonError, setShowReasonError] = useState(false);
  const noun = TARGET_NOUNS[targetType];

  const reset = () => {
    setReason(null);
    setDescription('');
    setShowReasonError(false);
  };
  const report = useCreateReport({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Report submitted', description: 'Thank you. Our moderators will review it.' });
        reset();
        onOpenChange(false);
      },
      onError: (error) => handleMutationError(error, { title: 'Failed to submit report. Please try again.' }),
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setShowReasonError(true);
      return;
    }
    if (report.isPending) return;
    report.mutate({ targetType, targetId, reason, description: description.trim() || null });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Report this {noun}</DialogTitle>
            <DialogDescription>
              Reports are confidential. Our moderators review every one. If someone is in immediate danger, call 911.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-2" aria-describedby={showReasonError ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">Why are you reporting it?</legend>
            {(Object.keys(REPORT_REASONS) as ReportReason[]).map((key) => (
              <label
                key={key}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  reason === key && 'border-primary bg-primary/10',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={key}
                  checked={reason === key}
                  onChange={() => {
                    setReason(key);
                    setShowReasonError(false);
                  }}
                  className="size-4 accent-[var(--color-primary)] outline-none"
                />
                {REPORT_REASONS[key]}
              </label>
            ))}
            {showReasonError && (
              <p id={`${id}-reason-error`} role="alert" className="text-sm font-medium text-destructive">
                Please choose a reason
              </p>
            )}
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>Details (optional)</Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={LIMITS.reportDescription}
              placeholder="Anything that helps our moderators understand"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-busy={report.isPending} disabled={report.isPending}>
              {report.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Submit report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: number;
  /** Show the word 'Report' next to the flag (default true). */
  showLabel?: boolean;
  className?: string;
};

/**
 * A small 'Report' button that opens {@link ReportDialog}. The dialog (and its mutation) is
 * mounted on first use (decision 0047): until then the button is a plain one that reads the same
 * ('Report', a dialog popup, collapsed); the first press mounts the dialog open, with this
 * button as its trigger, so focus returns here when it closes.
 * @param props.targetType, props.targetId what is reported; props.showLabel, props.className how the button looks
 */
export function ReportButton({ targetType, targetId, showLabel = true, className }: ReportButtonProps) {
  const { firstUse, triggerProps } = useMountOnFirstUse('dialog');
  const [open, setOpen] = useState(true);
  const noun = TARGET_NOUNS[targetType];
  const button = (props: Partial<typeof triggerProps>) => (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-8 px-2 text-muted-foreground', className)}
      aria-label={showLabel ? undefined : `Report ${noun}`}
      title={`Report this ${noun}`}
      {...props}
    >
      <Flag aria-hidden />
      {showLabel && 'Report'}
    </Button>
  );
  if (!firstUse) return button(triggerProps);
  return <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} trigger={button({})} />;
}
