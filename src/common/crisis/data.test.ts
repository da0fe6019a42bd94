import { describe, expect, it } from 'vitest';
import raw from './lines.json';
import { allLines, CRISIS_DATA, crisisResourcesFor, DIALABLE_NUMBER, linesDueForReview, ZCrisisData, type TCrisisData } from './data';

/** The 35 countries issue 29 asks for. */
const REQUIRED = 'US CA MX BR AR CO GB IE FR ES PT DE AT CH IT NL BE SE NO DK FI PL IN PH SG JP KR AU NZ ZA NG KE EG AE SA'.split(' ');

const GOOD_LINE = {
  name: 'A line',
  phone: '116 123',
  hours: '24 hours, every day',
  audience: 'everyone',
  languages: ['en'],
  source: 'https://example.org/helpline',
  verifiedAt: '2026-11-27',
};
/** A copy of the data file with one country replaced. */
const withCountry = (entry: unknown) => ({ ...raw, countries: { ...raw.countries, GB: entry } });
const withLine = (line: Record<string, unknown>) => withCountry({ emergencyNumber: '999', lines: [line] });
const refusal = (data: unknown) => {
  const result = ZCrisisData.safeParse(data);
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('the crisis-lines data file', () => {
  it('is valid and covers every country the issue lists', () => {
    expect(refusal(raw)).toBeNull();
    expect(Object.keys(CRISIS_DATA.countries)).toEqual(expect.arrayContaining(REQUIRED));
  });

  it("keeps the spec's US lines word for word: 988 (also 1-800-273-8255), text HOME to 741741, 911", () => {
    const us = CRISIS_DATA.countries.US;
    expect(us.emergencyNumber).toBe('911');
    expect(us.lines[0]).toMatchObject({ name: '988 Suicide & Crisis Lifeline', phone: '988', altPhone: '1-800-273-8255' });
    expect(us.lines[1]).toMatchObject({ name: 'Crisis Text Line', sms: '741741', smsKeyword: 'HOME' });
  });

  it('gives every country a dialable emergency number and every line an https source and a check date no later than today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [code, entry] of Object.entries(CRISIS_DATA.countries)) {
      expect({ code, ok: DIALABLE_NUMBER.test(entry.emergencyNumber) }).toEqual({ code, ok: true });
    }
    for (const { listedUnder, line } of allLines()) {
      expect({ listedUnder, name: line.name, source: line.source.startsWith('https://'), dated: line.verifiedAt <= today }).toEqual({
        listedUnder,
        name: line.name,
        source: true,
        dated: true,
      });
    }
  });

  it('refuses a line without a source or a check date', () => {
    const { source: _source, ...noSource } = GOOD_LINE;
    const { verifiedAt: _verifiedAt, ...noDate } = GOOD_LINE;
    expect(refusal(withLine(GOOD_LINE))).toBeNull();
    expect(refusal(withLine(noSource))).toMatch(/countries\.GB\.lines\.0\.source/);
    expect(refusal(withLine(noDate))).toMatch(/countries\.GB\.lines\.0\.verifiedAt/);
    expect(refusal(withLine({ ...GOOD_LINE, source: 'http://example.org/helpline' }))).toMatch(/https/);
    expect(refusal(withLine({ ...GOOD_LINE, verifiedAt: '27/11/2026' }))).toMatch(/YYYY-MM-DD/);
  });

  it('refuses a malformed number, and a line with no way to reach it', () => {
    for (const bad of [
      { phone: '1-800-TALK' },
      { phone: '(011) 5275-1135' },
      { phone: '12' },
      { sms: 'HOME 741741' },
      { altPhone: '0800--0113' },
    ]) {
      expect({ bad, refused: refusal(withLine({ ...GOOD_LINE, ...bad })) }).toEqual({ bad, refused: expect.stringMatching(/digits/) });
    }
    const { phone: _phone, ...unreachable } = GOOD_LINE;
    expect(refusal(withLine(unreachable))).toMatch(/needs a phone number, an SMS number or a URL/);
  });

  it('refuses a country without an emergency number, or with a malformed one, and a key that is not a country code', () => {
    expect(refusal(withCountry({ lines: [GOOD_LINE] }))).toMatch(/countries\.GB\.emergencyNumber/);
    expect(refusal(withCountry({ emergencyNumber: 'nine nine nine', lines: [] }))).toMatch(/digits/);
    expect(refusal({ ...raw, countries: { ...raw.countries, UK: { emergencyNumber: '999', lines: [] } } })).toMatch(/ISO 3166-1/);
  });
});

describe('the words of a line in every language', () => {
  it('refuses a line whose hours have no translation, or one missing a language', () => {
    expect(refusal(withLine({ ...GOOD_LINE, hours: 'Weekdays 9:00 to 17:00' }))).toMatch(
      /no translation of the hours "Weekdays 9:00 to 17:00"/,
    );
    const { de: _de, ...noGerman } = raw.hoursTranslations['24 hours, every day'];
    expect(refusal({ ...raw, hoursTranslations: { ...raw.hoursTranslations, '24 hours, every day': noGerman } })).toMatch(/de/);
  });

  it("sends each line's name and hours in every shipped language", () => {
    const [samaritans] = crisisResourcesFor('GB').lines;
    expect(samaritans.translations).toMatchObject({
      es: { name: 'Samaritans', hours: 'Las 24 horas, todos los días' },
      ar: { name: 'Samaritans', hours: 'على مدار الساعة، كل يوم' },
    });
    for (const code of [...Object.keys(CRISIS_DATA.countries), 'ZZ']) {
      for (const line of crisisResourcesFor(code).lines)
        expect(Object.keys(line.translations ?? {}).sort()).toEqual(['ar', 'de', 'es', 'fr', 'pt-BR']);
    }
  });

  it("names Egypt's line in one script per language, so it reads in order right to left", () => {
    const [line] = crisisResourcesFor('EG').lines;
    const arabic = /[\u0600-\u06FF]/;
    const latin = /[A-Za-z]/;
    expect(line.name).toMatch(latin);
    expect(line.name).not.toMatch(arabic);
    expect(line.translations?.ar.name).toMatch(arabic);
    expect(line.translations?.ar.name).not.toMatch(latin);
    for (const locale of ['es', 'pt-BR', 'fr', 'de'] as const) expect(line.translations?.[locale].name).not.toMatch(arabic);
  });
});

describe('linesDueForReview (npm run crisis-lines:check)', () => {
  const data: TCrisisData = {
    international: [{ ...GOOD_LINE, audience: 'everyone', verifiedAt: '2026-01-01' }],
    countries: {
      GB: { emergencyNumber: '999', lines: [{ ...GOOD_LINE, audience: 'everyone', name: 'Recent', verifiedAt: '2026-06-01' }] },
      FR: { emergencyNumber: '112', lines: [{ ...GOOD_LINE, audience: 'everyone', name: 'Old', verifiedAt: '2025-12-01' }] },
    },
    hoursTranslations: {},
  };

  it('lists the entries checked more than 180 days ago, oldest first, and nothing else', () => {
    const due = linesDueForReview(new Date('2026-07-01T12:00:00Z'), 180, data);
    expect(due.map((d) => `${d.listedUnder} ${d.line.verifiedAt}`)).toEqual(['FR 2025-12-01', 'international 2026-01-01']);
  });

  it('counts 180 days exactly: a check 180 days old is not yet due, 181 days old is', () => {
    const one = (verifiedAt: string): TCrisisData => ({
      international: [{ ...GOOD_LINE, audience: 'everyone', verifiedAt }],
      countries: {},
      hoursTranslations: {},
    });
    expect(linesDueForReview(new Date('2026-06-30T00:00:00Z'), 180, one('2026-01-01'))).toHaveLength(0);
    expect(linesDueForReview(new Date('2026-07-01T00:00:00Z'), 180, one('2026-01-01'))).toHaveLength(1);
  });

  it('has nothing due in the shipped file on the day it was checked', () => {
    expect(linesDueForReview(new Date('2026-11-27T12:00:00Z'))).toEqual([]);
  });
});
