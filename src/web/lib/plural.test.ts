import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './plural';

describe('plural', () => {
  it('uses the singular noun for exactly one', () => {
    expect(plural(1, 'answer', 'answers')).toBe('1 answer');
  });

  it('uses the plural noun for zero and for many, with thousands separators', () => {
    expect(plural(0, 'view', 'views')).toBe('0 views');
    expect(plural(2, 'view', 'views')).toBe('2 views');
    expect(plural(1204, 'view', 'views')).toBe('1,204 views');
  });
});

describe('formatCount', () => {
  it('writes every count exactly as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [
      0,
      1,
      7,
      42,
      999,
      1000,
      1204,
      9999,
      10_000,
      123_456,
      1_000_000,
      28_109,
      -1,
      -999,
      -1000,
      -1_234_567,
      Number.MAX_SAFE_INTEGER,
      1.5,
      1234.5,
      -0.25,
    ];
    for (let n = 1; n < 1e15; n = n * 7 + 3) counts.push(n, -n);
    for (const n of counts) expect(formatCount(n)).toBe(intl.format(n));
  });
});
