import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { HEALING_SITUATIONS, STATUSES, STATUS_CHANGE_DAYS, type Status } from '@common/constants';
import { ZUpdateStatus } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n';
import { SITUATION_IDS, STATUS_STYLES } from '@/lib/status';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';
import { useUpdateStatus } from '../api/update-status';
import { toast } from '@/components/ui/use-toast';
import { handleMutationError, serverMessageOr } from '@/lib/errors';

export type StatusPickerProps = {
  /** The current status and situation, to start from (profile Settings). */
  initialStatus?: string | null;
  initialSituation?: string | null;
  /** When the next change is allowed (User.nextStatusChangeAt); shown when in the future. */
  nextChangeAt?: string | null;
  submitLabel?: string;
  onSaved?: (user: User) => void;
  /** Optional secondary action, e.g. 'Not now' in the welcome dialog. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Success toast; defaults to 'Status updated' – 'Your status has been set successfully'. */
  successToast?: StatusToast;
};

/** The success toast: a title and an optional description. */
export type StatusToast = { title: string; description?: string };

function asStatus(value: string | null | undefined): Status | null {
  return (STATUSES as readonly string[]).includes(value ?? '') ? (value as Status) : null;
}

/**
 * Choose a status (spec §3–§5): each with its meaning and colour (shared with the badge);
 * healing reveals 'What are you going through?' (HEALING_SITUATIONS). Validation messages:
 * 'Please select a status' and "Please select what you're going through". Used by the welcome
 * dialog and the profile Settings tab.
 */
export function StatusPicker({
  initialStatus,
  initialSituation,
  nextChangeAt,
  submitLabel,
  onSaved,
  onCancel,
  cancelLabel,
  successToast,
}: StatusPickerProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const [status, setStatus] = useState<Status | null>(asStatus(initialStatus));
  const [situation, setSituation] = useState<string>(initialSituation ?? '');
  const [error, setError] = useState<{ field: 'status' | 'statusSituation'; message: string } | null>(null);
  const update = useUpdateStatus({
    mutationConfig: {
      onSuccess: (user) => {
        toast(successToast ?? { title: t('status.updated'), description: t('status.updatedText') });
        onSaved?.(user);
      },
      onError: (error) => handleMutationError(error, { title: t('status.error'), description: serverMessageOr(error, t('status.failed')) }),
    },
  });
  const lockedUntil = nextChangeAt && new Date(nextChangeAt) > new Date() ? new Date(nextChangeAt) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateStatus.safeParse({
      status: status ?? undefined,
      statusSituation: status === 'healing' ? situation || null : null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'statusSituation' ? 'statusSituation' : 'status';
      setError({ field, message: t(field === 'status' ? 'status.missing' : 'status.situationMissing') });
      return;
    }
    setError(null);
    update.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset aria-describedby={error?.field === 'status' ? `${id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('status.legend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STATUSES.map((value) => {
            const style = STATUS_STYLES[value];
            const checked = status === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked && 'border-primary bg-primary/10 hover:bg-primary/10',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={value}
                  checked={checked}
                  onChange={() => {
                    setStatus(value);
                    if (value !== 'healing') setSituation('');
                    setError(null);
                  }}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)] outline-none"
                />
                <span>
                  <span className="flex items-center gap-2 font-medium">
                    <span className={cn('size-2.5 rounded-full', style.dotClassName)} aria-hidden />
                    {t(style.labelId)}
                  </span>
                  <span className="block text-muted-foreground">{t(style.meaningId)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {status === 'healing' && (
        <div className="space-y-2">
          <label htmlFor={`${id}-situation`} className="text-sm font-medium">
            {t('status.situation')}
          </label>
          <select
            id={`${id}-situation`}
            value={situation}
            onChange={(e) => {
              setSituation(e.target.value);
              setError(null);
            }}
            aria-invalid={error?.field === 'statusSituation' || undefined}
            aria-describedby={error?.field === 'statusSituation' ? `${id}-error` : undefined}
            className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/60 aria-invalid:border-destructive"
          >
            <option value="">{t('status.chooseOne')}</option>
            {HEALING_SITUATIONS.map((s) => (
              <option key={s} value={s}>
                {t(SITUATION_IDS[s])}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">{t('status.situationPrivacy')}</p>
        </div>
      )}

      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}

      <p className="text-xs text-muted-foreground">
        {t('status.changeEvery', { days: STATUS_CHANGE_DAYS })}
        {lockedUntil && ` ${t('status.nextChange', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(lockedUntil) })}`}
      </p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {cancelLabel ?? t('status.cancel')}
          </Button>
        )}
        <Button type="submit" aria-busy={update.isPending} disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {submitLabel ?? t('status.save')}
        </Button>
      </div>
    </form>
  );
}
