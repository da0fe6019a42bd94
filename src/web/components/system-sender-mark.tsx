import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useI18n } from '@/lib/i18n';

/**
 * Whether a person is MindSpace itself (role 'system'): only the server gives that
 * role, so the mark never depends on a name or a picture a member could copy.
 * @param person any object with a role (an Author or User); null/undefined is not
 */
export function isSystemSender(person: { role?: string } | null | undefined): boolean {
  return person?.role === 'system';
}

/**
 * The verified mark of MindSpace Safety Team: an icon badge drawn beside (never inside) the name,
 * with an accessible label. Render it only for `isSystemSender(person)`.
 * @param props.className size or spacing
 */
export function SystemSenderMark({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span
      role="img"
      aria-label={t('common.safetyTeam.verified')}
      title={t('common.safetyTeam.verified')}
      data-testid="system-sender-mark"
      className={cn('inline-flex shrink-0 items-center text-primary', className)}
    >
      <BadgeCheck className="size-4 fill-primary text-primary-foreground" aria-hidden />
    </span>
  );
}

/**
 * The line that explains the mark: the mark, then 'Messages from MindSpace's Safety Team always
 * carry this mark'.
 * @param props.className spacing
 */
export function SystemSenderExplanation({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', className)}>
      <SystemSenderMark />
      <span>{t('common.safetyTeam.explanation')}</span>
    </p>
  );
}
