/**
 * Crisis lines on the wire: `GET /api/crisis-resources?country=XX` and
 * `GET /api/crisis-resources/countries`. The lines themselves live in one data file,
 * src/common/crisis/lines.json, checked by the stricter schema in src/common/crisis/data.ts.
 */
import { z } from 'zod';
import { said } from '../i18n/validation';
import { LOCALES } from '../i18n/locales';

/** Who a line is for. */
export const ZCrisisAudience = z.enum(['everyone', 'young people']);

/**
 * One crisis service. At least one of `phone`, `sms` or `url`; `altPhone` is a second number for
 * the same service (the US Lifeline's 1-800-273-8255 beside 988); `smsKeyword` is the word to
 * text, when the service asks for one (HOME to 741741). `name` and `hours` are English text;
 * `translations` holds them in each other shipped language (keyed by its tag: the service's name
 * there when it has one, else its English name); `languages` BCP 47 tags; `source` the https page
 * the entry was checked against and `verifiedAt` the day (YYYY-MM-DD) it was.
 */
export const ZCrisisLine = z.object({
  name: z.string(),
  phone: z.string().optional(),
  altPhone: z.string().optional(),
  sms: z.string().optional(),
  smsKeyword: z.string().optional(),
  url: z.string().optional(),
  hours: z.string(),
  audience: ZCrisisAudience,
  languages: z.array(z.string()),
  source: z.string(),
  verifiedAt: z.string(),
  translations: z.record(z.string(), z.object({ name: z.string(), hours: z.string() })).optional(),
});

/**
 * The lines for one country. `coverage` is 'national' when the country has lines of its own and
 * 'international' when it gets the international directories instead. `emergencyNumber` is
 * null only for a country the data file does not list (the person is told to call their local
 * emergency number).
 */
export const ZCrisisResources = z.object({
  country: z.string(),
  emergencyNumber: z.string().nullable(),
  lines: z.array(ZCrisisLine),
  coverage: z.enum(['national', 'international']),
});

/** `?country=` : an ISO 3166-1 alpha-2 code, upper or lower case (answered upper case). */
export const ZCrisisCountryQuery = z.object({
  country: z
    .string({ error: said('validation.countryMissing') })
    .regex(/^[A-Za-z]{2}$/, said('validation.countryParam'))
    .transform((code) => code.toUpperCase()),
});

/**
 * `GET /api/crisis-resources/countries?locale=`: the language to name the countries in, one of the
 * shipped locales (the reader's); without it, the caller's best Accept-Language match.
 */
export const ZCrisisCountriesQuery = z.object({
  locale: z.enum(LOCALES, { error: said('validation.locale', { locales: LOCALES.join(', '), orNull: 'no' }) }).optional(),
});

/** The countries the data file covers, named in `locale` (the `locale` asked for, else the caller's best Accept-Language match). */
export const ZCrisisCountryList = z.object({
  locale: z.string(),
  countries: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      coverage: z.enum(['national', 'international']),
    }),
  ),
});

export type TCrisisLine = z.infer<typeof ZCrisisLine>;
export type TCrisisResources = z.infer<typeof ZCrisisResources>;
