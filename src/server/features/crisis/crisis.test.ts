import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;
let member: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await ctx.createUser();
});
afterAll(() => ctx.close());

const resources = (country: string, user: TestUser | null = null) => ctx.api(user, 'GET /api/crisis-resources', { query: { country } });
const countries = (acceptLanguage?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/crisis-resources/countries',
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

describe('GET /api/crisis-resources', () => {
  it("gives a signed-out visitor in the US exactly the spec's lines: 988 (also 1-800-273-8255), HOME to 741741, 911", async () => {
    const res = await resources('US');
    expect(res.statusCode).toBe(200);
    expect(res.body.country).toBe('US');
    expect(res.body.emergencyNumber).toBe('911');
    expect(res.body.coverage).toBe('national');
    const [lifeline, textLine] = res.body.lines;
    expect(lifeline).toMatchObject({ name: '988 Suicide & Crisis Lifeline', phone: '988', altPhone: '1-800-273-8255' });
    expect(textLine).toMatchObject({ name: 'Crisis Text Line', sms: '741741', smsKeyword: 'HOME' });
  });

  it("answers a member the same, and reads a lower-case code as the country's", async () => {
    const res = await resources('gb', member);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ country: 'GB', emergencyNumber: '999', coverage: 'national' });
    expect(res.body.lines[0]).toMatchObject({ name: 'Samaritans', phone: '116 123', audience: 'everyone', languages: ['en'] });
    expect(res.body.lines.every((line) => line.source.startsWith('https://') && /^\d{4}-\d{2}-\d{2}$/.test(line.verifiedAt))).toBe(true);
  });

  it('lists the service for young people with its audience', async () => {
    const res = await resources('CA');
    expect(res.body.lines.find((line) => line.name === 'Kids Help Phone')).toMatchObject({
      audience: 'young people',
      phone: '1-800-668-6868',
      sms: '686868',
    });
  });

  it('refuses a code that is not two letters with a 400 a person can read, and a missing one too', async () => {
    for (const country of ['GBR', '1A', 'G', 'U$']) {
      const res = await resources(country);
      expect({ country, status: res.statusCode }).toEqual({ country, status: 400 });
      expect(res.body.message).toBe('country must be a two-letter country code (ISO 3166-1 alpha-2), such as GB or US.');
    }
    const missing = await ctx.api(null, 'GET /api/crisis-resources');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/two-letter country code/);
  });

  it('gives a country it does not list the international directories, and no made-up emergency number', async () => {
    const res = await resources('ZZ');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ country: 'ZZ', emergencyNumber: null, coverage: 'international' });
    expect(res.body.lines.map((line) => line.url)).toContain('https://findahelpline.com');
  });

  it('gives a listed country without a verified line its emergency number and the international directories', async () => {
    const res = await resources('JP');
    expect(res.body).toMatchObject({ country: 'JP', emergencyNumber: '119', coverage: 'international' });
    expect(res.body.lines.map((line) => line.url)).toContain('https://findahelpline.com');
  });

  it('may be kept by browsers and shared caches for an hour', async () => {
    const res = await resources('FR');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const refused = await resources('FRA');
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/crisis-resources/countries', () => {
  it('names the covered countries in English without an Accept-Language, sorted by name', async () => {
    const res = await countries();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { locale: string; countries: { code: string; name: string; coverage: string }[] };
    expect(body.locale).toBe('en');
    expect(body.countries.length).toBeGreaterThanOrEqual(35);
    expect(body.countries).toContainEqual({ code: 'GB', name: 'United Kingdom', coverage: 'national' });
    expect(body.countries).toContainEqual({ code: 'SA', name: 'Saudi Arabia', coverage: 'international' });
    const names = body.countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it("names them in the caller's best Accept-Language match", async () => {
    const french = (await countries('fr-CH, fr;q=0.9, en;q=0.8')).json() as { locale: string; countries: { code: string; name: string }[] };
    expect(french.locale).toBe('fr-CH');
    expect(french.countries.find((c) => c.code === 'GB')?.name).toBe('Royaume-Uni');
    // Preference follows q-values, not the order written.
    const german = (await countries('en;q=0.5, de')).json() as { locale: string; countries: { code: string; name: string }[] };
    expect(german.locale).toBe('de');
    expect(german.countries.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
  });

  it("names them in the reader's language when the client names it (?locale=), whatever the browser asks for", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/crisis-resources/countries?locale=ar',
      headers: { 'accept-language': 'fr' },
    });
    const body = res.json() as { locale: string; countries: { code: string; name: string }[] };
    expect(body.locale).toBe('ar');
    expect(body.countries.find((c) => c.code === 'EG')?.name).toBe('مصر');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/crisis-resources/countries?locale=xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('locale must be one of the languages MindSpace speaks: en, es, pt-BR, fr, de, ar');
  });

  it('falls back to English for a header it cannot use', async () => {
    for (const header of ['*', 'not a language!!', 'x-klingon-zz;q=1']) {
      const body = (await countries(header)).json() as { locale: string };
      expect({ header, locale: body.locale }).toEqual({ header, locale: 'en' });
    }
  });
});
