import { useI18n } from '@/lib/i18n';
import { formatRelativeTime, fullDateTitle } from '@/lib/time';

/**
 * A time as people read it ('3 days ago', spec §9) in the reader's locale, with the
 * machine-readable `dateTime` and the full date as its tooltip, set on hover (`fullDateTitle`).
 * @param props.date an ISO 8601 string
 * @param props.className classes for the `<time>` element
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { locale } = useI18n();
  return (
    <time dateTime={date} {...fullDateTitle(date, locale)} className={className}>
      {formatRelativeTime(date, locale)}
    </time>
  );
}
