/**
 * Times as people read them, in the reader's locale through `Intl`: relative times
 * ('3 days ago', 'in 2 hours', spec §9) and full dates for tooltips. The locale defaults to
 * English; screens pass `useI18n().locale`.
 */
import { secondsInDay, secondsInHour, secondsInMinute } from 'date-fns/constants';

/** The units of a relative time, largest first, with their length in seconds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * secondsInDay],
  ['month', 30 * secondsInDay],
  ['day', secondsInDay],
  ['hour', secondsInHour],
  ['minute', secondsInMinute],
  ['second', 1],
];

/**
 * The formatters, one per locale, made on first use: building an `Intl` formatter costs far more
 * than formatting with it (a thread formats a time for every post; decision 0049).
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const fullDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A Date from an ISO 8601 string or a Date; null when it is not a valid time. */
function toDate(date: string | Date): Date | null {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? null : value;
}

/**
 * Relative time with a suffix, e.g. '3 days ago' or 'in 2 hours' (spec §9), in the largest
 * unit that rounds to at least one (seconds under a minute, … years), through Intl.RelativeTimeFormat.
 * @param date an ISO 8601 string or a Date; an unparseable value gives ''
 * @param locale a BCP 47 tag (default 'en')
 * @param now the present, in milliseconds since the epoch (default: Date.now())
 */
export function formatRelativeTime(date: string | Date, locale = 'en', now = Date.now()): string {
  const value = toDate(date);
  if (!value) return '';
  const seconds = (value.getTime() - now) / 1000;
  // The largest unit that rounds to at least one (6.9999 days is '7 days', 59.6 minutes '1 hour').
  const [unit, size] = UNITS.find(([, length]) => Math.abs(Math.round(seconds / length)) >= 1) ?? UNITS[UNITS.length - 1];
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format.format(Math.round(seconds / size), unit);
}

/**
 * A full date and time for tooltips and `title` attributes, e.g. 'November 23, 2026 at 6:03 PM',
 * in the reader's locale (the browser's when left out) and the browser's time zone.
 * @param date an ISO 8601 string or a Date; an unparseable value gives ''
 * @param locale a BCP 47 tag, or undefined for the browser's locale
 */
export function formatFullDate(date: string | Date, locale?: string): string {
  const value = toDate(date);
  if (!value) return '';
  const key = locale ?? '';
  let format = fullDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    fullDateFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Props that give an element the full date (formatFullDate) as its tooltip, set as its `title`
 * each time the pointer comes over it (so an edited post shows its new date) rather than on
 * render: a page's first date formatter costs ~40 ms on a phone (the browser loads its calendar
 * data), and a busy thread shows a date for every post. The visible text stays
 * the relative time.
 * @param date an ISO 8601 string or a Date
 * @param locale a BCP 47 tag, or undefined for the browser's locale
 * @param label makes the tooltip of the full date (default: the date itself), e.g. 'Edited {date}'
 * @returns `{ onPointerEnter }`, to spread on the element
 */
export function fullDateTitle(
  date: string | Date,
  locale?: string,
  label: (full: string) => string = (full) => full,
): { onPointerEnter: (event: { currentTarget: HTMLElement }) => void } {
  return {
    onPointerEnter: ({ currentTarget }) => {
      currentTarget.title = label(formatFullDate(date, locale));
    },
  };
}

/**
 * A length of time in words, in its largest whole unit ('3 hours', '2 Tage'), through
 * Intl.NumberFormat's units in the reader's locale.
 * @param ms the length in milliseconds (not negative)
 * @param locale a BCP 47 tag (default 'en')
 */
export function formatDuration(ms: number, locale = 'en'): string {
  const seconds = ms / 1000;
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.round(seconds / size));
}

/**
 * How long ago a moment was, as a length of time ('3 hours', '2 Tage'; formatDuration).
 * @param date an ISO 8601 string or a Date in the past
 * @param locale a BCP 47 tag (default 'en')
 */
export function formatDurationSince(date: string | Date, locale = 'en'): string {
  return formatDuration(Math.max(0, Date.now() - new Date(date).getTime()), locale);
}
