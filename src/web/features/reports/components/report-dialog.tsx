import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Flag, Loader2 } from 'lucide-react';
import { LIMITS, REPORT_REASON_KEYS, type ReportReason, type ReportTargetType } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useMountOnFirstUse } from '@/components/mount-on-first-use';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useCreateReport } from '../api/create-report';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError } from '@/lib/errors';
import { checkForm, preloadSchemas } from '@/lib/validate';
import { useI18n } from '@/lib/i18n';
import { REPORT_REASON_IDS } from '@/lib/report-reasons';

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
  const { t } = useI18n();

  const reset = () => {
    setReason(null);
    setDescription('');
    setShowReasonError(false);
  };
  const report = useCreateReport({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: t('report.submitted'), description: t('report.submittedText') });
        reset();
        onOpenChange(false);
      },
      onError: (error) => handleMutationError(error, { title: t('report.failed') }),
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setShowReasonError(true);
      return;
    }
    if (report.isPending) return;
    const checked = await checkForm(
      (schemas) => schemas.ZCreateReport,
      { targetType, targetId, reason, description },
      { title: t('report.failed'), t, field: `${id}-description` },
    );
    if (checked) report.mutate(checked);
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
        <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadSchemas} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('report.title', { target: targetType })}</DialogTitle>
            <DialogDescription>{t('report.description')}</DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-2" aria-describedby={showReasonError ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">{t('report.why')}</legend>
            {REPORT_REASON_KEYS.map((key) => (
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
                {t(REPORT_REASON_IDS[key])}
              </label>
            ))}
            {showReasonError && (
              <p id={`${id}-reason-error`} role="alert" className="text-sm font-medium text-destructive">
                {t('report.reasonMissing')}
              </p>
            )}
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>{t('report.details')}</Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={LIMITS.reportDescription}
              placeholder={t('report.detailsPlaceholder')}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" aria-busy={report.isPending} disabled={report.isPending}>
              {report.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('report.submit')}
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
 * mounted on first use: until then the button is a plain one that reads the same
 * ('Report', a dialog popup, collapsed); the first press mounts the dialog open, with this
 * button as its trigger, so focus returns here when it closes.
 * @param props.targetType, props.targetId what is reported; props.showLabel, props.className how the button looks
 */
export function ReportButton({ targetType, targetId, showLabel = true, className }: ReportButtonProps) {
  const { firstUse, triggerProps } = useMountOnFirstUse('dialog');
  const [open, setOpen] = useState(true);
  const { t } = useI18n();
  const button = (props: Partial<typeof triggerProps>) => (
    <Button
      variant="ghost"
      size="sm"
      className={cn('h-8 px-2 text-muted-foreground', className)}
      aria-label={showLabel ? undefined : t('report.buttonLabel', { target: targetType })}
      title={t('report.title', { target: targetType })}
      {...props}
    >
      <Flag aria-hidden />
      {showLabel && t('report.button')}
    </Button>
  );
  if (!firstUse) return button(triggerProps);
  return <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} trigger={button({})} />;
}
