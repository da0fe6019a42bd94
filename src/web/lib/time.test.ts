import { describe, expect, it } from 'vitest';
import { formatFullDate, formatRelativeTime, fullDateTitle } from './time';

describe('formatFullDate', () => {
  it('says what toLocaleString says with a long date and a short time, for strings and Dates', () => {
    for (const iso of ['2026-11-23T18:03:39.000Z', '2024-02-29T00:00:00.000Z', '1999-12-31T23:59:59.999Z', '2026-07-04T12:30:00+02:00']) {
      const expected = new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
      expect(formatFullDate(iso)).toBe(expected);
      expect(formatFullDate(new Date(iso))).toBe(expected);
    }
  });

  it('gives different text for different moments (the cached formatter is not stuck on its first date)', () => {
    expect(formatFullDate('2026-01-01T10:00:00Z')).not.toBe(formatFullDate('2025-06-15T16:45:00Z'));
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatFullDate('not a date')).toBe('');
    expect(formatFullDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatRelativeTime', () => {
  it('says how long ago, with a suffix', () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * 24 * 3600 * 1000))).toBe('3 days ago');
  });

  it('says it in the largest whole unit, past or future, in the reader’s locale', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(formatRelativeTime('2026-11-27T14:10:00Z', 'en', now)).toBe('in 2 hours');
    expect(formatRelativeTime('2026-11-27T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-11-24T12:00:00Z', 'es', now)).toBe('hace 3 días');
    expect(formatRelativeTime('2026-11-24T12:00:00Z', 'de', now)).toBe('vor 3 Tagen');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatRelativeTime('nope')).toBe('');
  });
});

describe('fullDateTitle', () => {
  it('gives the element its full date as a tooltip when the pointer first comes over it, not before', () => {
    const element = document.createElement('time');
    const props = fullDateTitle('2026-11-23T18:03:39.000Z', undefined, (date) => `Edited ${date}`);
    expect(element.title).toBe('');
    props.onPointerEnter({ currentTarget: element });
    expect(element.title).toBe(`Edited ${formatFullDate('2026-11-23T18:03:39.000Z')}`);
    // Edited again: the next hover shows the new date, not the first one.
    fullDateTitle('2026-11-24T09:15:00.000Z', undefined, (date) => `Edited ${date}`).onPointerEnter({ currentTarget: element });
    expect(element.title).toBe(`Edited ${formatFullDate('2026-11-24T09:15:00.000Z')}`);
  });
});
