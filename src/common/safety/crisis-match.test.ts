import { describe, expect, it } from 'vitest';
import { findCrisisLanguage, hasCrisisLanguage, normaliseForCrisisCheck } from './crisis-match';
import { MUST_MATCH, MUST_NOT_MATCH } from './crisis-examples.test-data';

describe('hasCrisisLanguage', () => {
  it('has at least 150 examples on each side, none repeated', () => {
    expect(MUST_MATCH.length).toBeGreaterThanOrEqual(150);
    expect(MUST_NOT_MATCH.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MUST_MATCH).size).toBe(MUST_MATCH.length);
    expect(new Set(MUST_NOT_MATCH).size).toBe(MUST_NOT_MATCH.length);
  });

  it('recognises every sentence that must match', () => {
    const missed = MUST_MATCH.filter((s) => !hasCrisisLanguage(s));
    expect(missed).toEqual([]);
  });

  it('leaves every everyday sentence alone', () => {
    const flagged = MUST_NOT_MATCH.filter((s) => hasCrisisLanguage(s));
    expect(flagged).toEqual([]);
  });

  it('is false for empty text', () => {
    expect(hasCrisisLanguage('')).toBe(false);
    expect(hasCrisisLanguage('   \n ')).toBe(false);
  });

  it('respects word boundaries', () => {
    expect(hasCrisisLanguage('kms')).toBe(true);
    expect(hasCrisisLanguage('kmsl')).toBe(false);
    expect(hasCrisisLanguage('skill myself')).toBe(false);
    expect(hasCrisisLanguage('self harmony')).toBe(false);
  });

  it('still matches a phrase that sits beside an exclusion', () => {
    // "career suicide" is excused, the sentence after it is not.
    expect(hasCrisisLanguage('It was career suicide. Now I feel suicidal.')).toBe(true);
    expect(hasCrisisLanguage('I hurt myself at the gym, and later I cut myself on purpose')).toBe(true);
  });
});

describe('normaliseForCrisisCheck', () => {
  it('lowercases, undoes leetspeak inside words, drops apostrophes and folds repeats', () => {
    expect(normaliseForCrisisCheck("I DON'T w4nt t0 d1e!!!")).toBe('i dont want to die');
    expect(normaliseForCrisisCheck('k!ll mys3lf')).toBe('kil myself');
    expect(normaliseForCrisisCheck('Suïcide')).toBe('suicide');
  });

  it('keeps numbers apart from leetspeak', () => {
    expect(normaliseForCrisisCheck('ran 5 kms')).toBe('ran qnumq kms');
    expect(normaliseForCrisisCheck('ran 10kms')).toBe('ran qnumq kms');
    expect(normaliseForCrisisCheck('want 2 die')).toBe('want to die');
  });
});

describe('findCrisisLanguage', () => {
  it('finds something in exactly the sentences hasCrisisLanguage matches', () => {
    expect(MUST_MATCH.filter((s) => findCrisisLanguage(s).length === 0)).toEqual([]);
    expect(MUST_NOT_MATCH.filter((s) => findCrisisLanguage(s).length > 0)).toEqual([]);
  });

  it('returns the words as the writer wrote them', () => {
    expect(findCrisisLanguage("Honestly I don't want to be here anymore, sorry.")).toEqual(["don't want to be here anymore"]);
    expect(findCrisisLanguage('Tired.\n\nthinking about K-M-S tonight')).toEqual(['K-M-S']);
    expect(findCrisisLanguage('s u i c i d e is on my mind')).toEqual(['s u i c i d e']);
    expect(findCrisisLanguage('')).toEqual([]);
  });
});
