import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular noun for exactly one', () => {
    expect(plural(1, 'answer', 'answers')).toBe('1 answer');
  });

  it('uses the plural noun for zero and for many, with thousands separators', () => {
    expect(plural(0, 'view', 'views')).toBe('0 views');
    expect(plural(2, 'view', 'views')).toBe('2 views');
    expect(plural(1204, 'view', 'views')).toBe((1204).toLocaleString() + ' views');
  });
});

describe('plural (cached number format)', () => {
  it('formats each count as toLocaleString does, not as the first count it saw', () => {
    for (const n of [1204, 0, 1, 1_000_000, 42]) {
      expect(plural(n, 'answer', 'answers')).toBe(`${n.toLocaleString()} ${n === 1 ? 'answer' : 'answers'}`);
    }
  });
});
