/**
 * The waiting periods between status changes (7 days) and name changes (30 days), spec §9,
 * and the sentence that tells a person when they may change again.
 */
import { addHours } from 'date-fns';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * When a change made at `last` may next happen.
 * @param last time of the previous change
 * @param days waiting period in days
 * @returns `last` plus `days` × 24 hours
 */
export function nextAllowedChange(last: Date, days: number): Date {
  return addHours(last, days * 24);
}

/**
 * The refusal a person reads when changing too soon, e.g.
 * 'You can change your status again on November 28, 2026' (date in UTC, en-US long style).
 * @param what the thing being changed: 'status' or 'name'
 * @param last time of the previous change
 * @param days waiting period in days
 */
export function tooSoonMessage(what: 'status' | 'name', last: Date, days: number): string {
  return `You can change your ${what} again on ${LONG_DATE.format(nextAllowedChange(last, days))}`;
}
