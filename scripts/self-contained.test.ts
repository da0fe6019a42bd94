/**
 * A clone works with nothing beside it: no tracked file names a path outside the repository
 * (the Counsel Chat data set travels in fixtures/counsel-chat/). The checkout that development
 * and CI happen in has a folder of reference material beside it; a contributor's does not, so a
 * file reading from there would pass here and fail for them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A path that climbs out of the checkout into a sibling folder of reference material. */
const OUTSIDE = /\.\.\/(?:shared\/(?:data|spec|hooks)\b|shared\/(?:DESIGN|STYLE)\.md|\.library\b)/;

describe('the repository', () => {
  it('reads nothing from outside itself', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
    const offenders = files.filter((file) => {
      if (file.endsWith('.gz') || file === 'package-lock.json') return false;
      const text = readFileSync(file);
      return !text.includes(0) && OUTSIDE.test(text.toString('utf8'));
    });
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
