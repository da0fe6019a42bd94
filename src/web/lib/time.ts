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

/** A full, locale-formatted date and time for tooltips and `title` attributes. */
export function formatFullDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return value.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}
