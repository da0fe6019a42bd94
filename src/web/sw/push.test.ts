import { describe, expect, it } from 'vitest';
import { siteAddress } from './push';

describe('a push’s link', () => {
  const origin = 'https://community.example.org';
  it('opens a path on MindSpace', () => {
    expect(siteAddress('/messages?conversation=5', origin)).toBe(`${origin}/messages?conversation=5`);
    expect(siteAddress('/questions/12', origin)).toBe(`${origin}/questions/12`);
  });
  it('never sends anyone to another site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42, null, undefined]) {
      expect(siteAddress(url, origin)).toBe(`${origin}/`);
    }
  });
});
