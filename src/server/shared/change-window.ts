/**
 * The waiting periods between status changes (7 days) and name changes (30 days), spec §9: when
 * a person may change again (the date shown on their profile) and the sentence that tells them.
 * All date arithmetic goes through date-fns; a day is 24 hours (no calendar or DST shifts).
 */
import { addHours, isAfter } from 'date-fns';

import { words, type Words } from '../i18n/messages';

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
 * When a change made at `last` may next happen, or null when it is allowed now.
 * @param last when the thing last changed (null: never)
 * @param days the waiting period in days
 * @param now the current time
 * @returns the date, or null when the change is allowed now
 */
export function nextChangeAt(last: Date | null, days: number, now = new Date()): Date | null {
  if (!last) return null;
  const next = nextAllowedChange(last, days);
  return isAfter(next, now) ? next : null;
}

/**
 * The refusal a person reads when changing too soon, e.g.
 * 'You can change your status again on November 28, 2026' (date in UTC, en-US long style).
 * @param what the thing being changed: 'status' or 'name'
 * @param last time of the previous change
 * @param days waiting period in days
 */
export function tooSoonMessage(what: 'status' | 'name', last: Date, days: number): Words {
  return words('error.tooSoon', { what, date: { day: nextAllowedChange(last, days).toISOString() } });
}
