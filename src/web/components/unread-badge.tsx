import { cn } from '@/lib/utils';
import { useI18n } from '@/lib/i18n';

/**
 * An unread count as a small round badge ('99+' past 99), with ', n unread' for screen readers;
 * nothing when the count is 0.
 * @param props.count how many are unread
 * @param props.className extra classes (e.g. `shrink-0` in a row)
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useI18n();
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] leading-5 font-bold text-primary-foreground',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{t('common.unread', { count })}</span>
    </>
  );
}
