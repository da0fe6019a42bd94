import { describe, expect, it } from 'vitest';
import { formatDuration, formatFullDate, formatRelativeTime, fullDateTitle } from './time';

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

describe('in the reader’s language', () => {
  it('says relative times through Intl in other locales, English as the spec words it', () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    expect(formatRelativeTime(threeDaysAgo, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(threeDaysAgo, 'de')).toBe('vor 3 Tagen');
    expect(formatRelativeTime(threeDaysAgo, 'es')).toBe('hace 3 días');
    expect(formatRelativeTime(new Date(Date.now() + 2 * 3600 * 1000 + 60_000), 'fr')).toBe('dans 2 heures');
  });

  it('formats full dates in the reader’s locale', () => {
    const iso = '2026-11-23T18:03:39.000Z';
    expect(formatFullDate(iso, 'de')).toBe(new Date(iso).toLocaleString('de', { dateStyle: 'long', timeStyle: 'short' }));
  });
});

describe('formatDuration', () => {
  it('says a length of time in its largest unit, English as date-fns words it', () => {
    expect(formatDuration(3 * 3600 * 1000)).toBe('3 hours');
    expect(formatDuration(3 * 3600 * 1000, 'de')).toBe('3 Stunden');
    expect(formatDuration(2 * 86400 * 1000, 'es')).toBe('2 días');
    expect(formatDuration(20 * 1000, 'pt-BR')).toBe('20 segundos');
  });
});
