import { formatRelativeTime, fullDateTitle } from '@/lib/time';

/**
 * A time as people read it ('3 days ago', spec §9), with the machine-readable `dateTime` and the
 * full date as its tooltip, set on hover (`fullDateTitle`, decision 0049).
 * @param props.date an ISO 8601 string
 * @param props.className classes for the `<time>` element
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} {...fullDateTitle(date)} className={className}>
      {formatRelativeTime(date)}
    </time>
  );
}
