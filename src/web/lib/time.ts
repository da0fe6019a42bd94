import { formatDistanceToNow } from 'date-fns';

/**
 * Relative time with a suffix, e.g. '3 days ago' or 'in 2 hours' (spec §9).
 * @param date an ISO 8601 string or a Date; an unparseable value gives ''.
 */
export function formatRelativeTime(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return formatDistanceToNow(value, { addSuffix: true });
}

/**
 * The one formatter behind {@link formatFullDate}, made on first use: building an
 * `Intl.DateTimeFormat` costs far more than formatting with it, and `toLocaleString` builds a
 * new one on every call (a thread page formats a date for every post).
 */
let fullDateFormat: Intl.DateTimeFormat | undefined;

/**
 * A full, locale-formatted date and time for tooltips and `title` attributes, e.g.
 * 'November 23, 2026 at 6:03 PM' in the browser's locale and time zone; the same text as
 * `toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })`.
 * @param date an ISO 8601 string or a Date; an unparseable value gives ''.
 */
export function formatFullDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  fullDateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
  return fullDateFormat.format(value);
}

/**
 * Props that give an element the full date (formatFullDate) as its tooltip, set as its `title`
 * each time the pointer comes over it (so an edited post shows its new date) rather than on
 * render: a page's first date formatter costs ~40 ms on a phone (the browser loads its calendar
 * data), and a busy thread shows a date for every post (decision 0049). The visible text stays
 * the relative time.
 * @param date an ISO 8601 string or a Date
 * @param prefix put before the date, e.g. 'Edited '
 * @returns `{ onPointerEnter }`, to spread on the element
 */
export function fullDateTitle(date: string | Date, prefix = ''): { onPointerEnter: (event: { currentTarget: HTMLElement }) => void } {
  return {
    onPointerEnter: ({ currentTarget }) => {
      currentTarget.title = `${prefix}${formatFullDate(date)}`;
    },
  };
}
