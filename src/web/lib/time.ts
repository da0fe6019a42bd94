import { formatDistanceStrict, formatDistanceToNow } from 'date-fns';

/** Seconds in each unit a relative time is said in, largest first. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** One relative-time formatter per locale, made on first use. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * Relative time with a suffix, e.g. '3 days ago' or 'in 2 hours' (spec §9), in the reader's
 * language: English as the spec words it (date-fns), every other language through
 * Intl.RelativeTimeFormat ('hace 3 días', 'vor 3 Tagen').
 * @param date an ISO 8601 string or a Date; an unparseable value gives ''.
 * @param locale the reader's BCP 47 locale; English when left out
 */
export function formatRelativeTime(date: string | Date, locale = 'en'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  if (locale === 'en') return formatDistanceToNow(value, { addSuffix: true });
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const seconds = (value.getTime() - Date.now()) / 1000;
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return unit ? format.format(Math.round(seconds / unit[1]), unit[0]) : format.format(0, 'second');
}

/**
 * The formatters behind {@link formatFullDate}, one per locale, made on first use: building an
 * `Intl.DateTimeFormat` costs far more than formatting with it, and `toLocaleString` builds a
 * new one on every call (a thread page formats a date for every post).
 */
const fullDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A full, locale-formatted date and time for tooltips and `title` attributes, e.g.
 * 'November 23, 2026 at 6:03 PM' in the browser's locale and time zone; the same text as
 * `toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })`.
 * @param date an ISO 8601 string or a Date; an unparseable value gives ''.
 * @param locale the reader's BCP 47 locale; English readers (and none given) get the browser's
 */
export function formatFullDate(date: string | Date, locale = 'en'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  let format = fullDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, { dateStyle: 'long', timeStyle: 'short' });
    fullDateFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * Props that give an element the full date (formatFullDate) as its tooltip, set as its `title`
 * each time the pointer comes over it (so an edited post shows its new date) rather than on
 * render: a page's first date formatter costs ~40 ms on a phone (the browser loads its calendar
 * data), and a busy thread shows a date for every post (decision 0049). The visible text stays
 * the relative time.
 * @param date an ISO 8601 string or a Date
 * @param prefix put before the date, e.g. 'Edited '
 * @param locale the reader's BCP 47 locale (formatFullDate)
 * @returns `{ onPointerEnter }`, to spread on the element
 */
export function fullDateTitle(
  date: string | Date,
  prefix = '',
  locale = 'en',
): { onPointerEnter: (event: { currentTarget: HTMLElement }) => void } {
  return {
    onPointerEnter: ({ currentTarget }) => {
      currentTarget.title = `${prefix}${formatFullDate(date, locale)}`;
    },
  };
}

/**
 * A length of time in words, in its largest whole unit ('3 hours', '2 Tage'): English as date-fns
 * words it, every other language through Intl.NumberFormat's units.
 * @param ms the length in milliseconds (not negative)
 * @param locale the reader's BCP 47 locale; English when left out
 */
export function formatDuration(ms: number, locale = 'en'): string {
  if (locale === 'en') return formatDistanceStrict(0, ms);
  const seconds = ms / 1000;
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.round(seconds / size));
}

/**
 * How long ago a moment was, as a length of time ('3 hours', '2 Tage'; formatDuration).
 * @param date an ISO 8601 string or a Date in the past
 * @param locale the reader's BCP 47 locale; English when left out
 */
export function formatDurationSince(date: string | Date, locale = 'en'): string {
  return formatDuration(Math.max(0, Date.now() - new Date(date).getTime()), locale);
}
