/**
 * The crisis-lines data file (src/common/crisis/lines.json), its schema and the
 * lookups the API and the review script use. The file is parsed when this module loads, so a
 * broken entry stops the server at start and fails the tests, rather than showing a person in
 * crisis a wrong number. How to add a country or re-check an entry: README.md beside this file.
 */
import { subDays } from 'date-fns';
import { z } from 'zod';
import { ZCrisisLine, type TCrisisLine, type TCrisisResources } from '../schemas/crisis';
import raw from './lines.json';
import { isRegionCode } from './region';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';

/** The shipped languages other than English, which every line's words are translated into. */
const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is Exclude<typeof locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE);
/** Text in each shipped language other than English, by tag. */
const translated = z.string().trim().min(1);
const ZTranslated = z.strictObject({ es: translated, 'pt-BR': translated, fr: translated, de: translated, ar: translated });

/**
 * A number as a person dials it in its own country: digits, with single spaces or hyphens
 * between groups and an optional leading +, 3 to 17 digits ("988", "116 123", "1-800-273-8255",
 * "0800 111 0 111"). Letters (1-800-TALK), brackets and extensions are refused.
 */
export const DIALABLE_NUMBER = /^\+?\d(?:[ -]?\d){2,16}$/;

const dialable = z.string().regex(DIALABLE_NUMBER, 'must be digits with single spaces or hyphens between them, e.g. "116 123"');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const isoDay = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
/** A BCP 47 tag Intl accepts ("en", "pt", "fil"). */
const languageTag = z.string().refine((tag) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}, 'must be a BCP 47 language tag such as "en" or "pt"');

/**
 * One line as the data file must hold it: the wire shape, every field checked. `name` is English
 * (or the service's own name when it reads the same in every language); `names` the service's name
 * in other languages, for a name that cannot be read across scripts (Egypt's Arabic name beside an
 * English one read out of order right to left). The wire's `translations` are made from it.
 */
export const ZCrisisLineEntry = ZCrisisLine.omit({ translations: true })
  .extend({
    name: z.string().trim().min(1, 'needs a name'),
    names: ZTranslated.partial().optional(),
    phone: dialable.optional(),
    altPhone: dialable.optional(),
    sms: dialable.optional(),
    smsKeyword: z
      .string()
      .regex(/^[A-Z0-9]+$/, 'must be the word to text, in capitals')
      .optional(),
    url: httpsUrl.optional(),
    hours: z.string().trim().min(1, 'needs its hours'),
    languages: z.array(languageTag).min(1, 'needs at least one language'),
    source: httpsUrl,
    verifiedAt: isoDay,
  })
  .strict()
  .refine((line) => line.phone || line.sms || line.url, 'needs a phone number, an SMS number or a URL')
  .refine((line) => !line.altPhone || line.phone, 'has altPhone without phone')
  .refine((line) => !line.smsKeyword || line.sms, 'has smsKeyword without sms');

/** One country: its emergency number and its lines (none: it gets the international directories). */
export const ZCrisisCountryEntry = z
  .object({
    emergencyNumber: dialable,
    lines: z.array(ZCrisisLineEntry),
  })
  .strict();

/**
 * The whole file: the international directories, the countries by ISO code, and each `hours` text
 * of a line in every shipped language but English (`hoursTranslations`, keyed by the English text:
 * many lines share one). A line whose hours have no translation is refused.
 */
export const ZCrisisData = z
  .object({
    international: z.array(ZCrisisLineEntry).min(1, 'needs at least one international directory'),
    countries: z.record(z.string(), ZCrisisCountryEntry).superRefine((countries, ctx) => {
      for (const code of Object.keys(countries).filter((key) => !isRegionCode(key))) {
        ctx.addIssue({ code: 'custom', path: [code], message: 'is not an ISO 3166-1 alpha-2 country code such as "GB"' });
      }
    }),
    hoursTranslations: z.record(z.string(), ZTranslated),
  })
  .strict()
  .superRefine((data, ctx) => {
    const lines = [...data.international, ...Object.values(data.countries).flatMap((country) => country.lines)];
    for (const hours of new Set(lines.map((line) => line.hours).filter((text) => !Object.hasOwn(data.hoursTranslations, text)))) {
      ctx.addIssue({ code: 'custom', path: ['hoursTranslations'], message: `has no translation of the hours "${hours}"` });
    }
  });

export type TCrisisData = z.infer<typeof ZCrisisData>;
/** One line as the data file holds it. */
export type TCrisisLineEntry = z.infer<typeof ZCrisisLineEntry>;

/** The data file, parsed (throws a ZodError naming the broken entry when it is not valid). */
export const CRISIS_DATA: TCrisisData = ZCrisisData.parse(raw);

/**
 * The crisis lines for a country.
 * @param country an ISO 3166-1 alpha-2 code, upper case (any two letters: an unlisted code
 *   gets the international directories and a null emergency number)
 * @param data the data file (the parsed lines.json unless a test passes its own)
 * @returns the wire answer of `GET /api/crisis-resources`
 */
export function crisisResourcesFor(country: string, data: TCrisisData = CRISIS_DATA): TCrisisResources {
  const entry = Object.hasOwn(data.countries, country) ? data.countries[country] : undefined;
  const lines = (entry && entry.lines.length > 0 ? entry.lines : data.international).map((line) => wireLine(line, data));
  return entry && entry.lines.length > 0
    ? { country, emergencyNumber: entry.emergencyNumber, lines, coverage: 'national' }
    : { country, emergencyNumber: entry?.emergencyNumber ?? null, lines, coverage: 'international' };
}

/**
 * A line of the file as the wire carries it: its English name and hours, and both in every other
 * shipped language (`translations`), so a client shows them in its reader's language.
 * @param line a line of the data file
 * @param data the data file (its hours translations)
 */
export function wireLine({ names, ...line }: TCrisisLineEntry, data: TCrisisData = CRISIS_DATA): TCrisisLine {
  const hours = data.hoursTranslations[line.hours];
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { name: names?.[locale] ?? line.name, hours: hours[locale] }]),
  );
  return { ...line, translations };
}

/** A line named with where it is listed ('US' or 'international'), for the review script. */
export type ListedLine = { listedUnder: string; line: TCrisisLineEntry };

/** Every line of the file with where it is listed, international directories first. */
export function allLines(data: TCrisisData = CRISIS_DATA): ListedLine[] {
  return [
    ...data.international.map((line) => ({ listedUnder: 'international', line })),
    ...Object.entries(data.countries).flatMap(([code, entry]) => entry.lines.map((line) => ({ listedUnder: code, line }))),
  ];
}

/**
 * The lines last verified more than `days` days before `now`, oldest first: the operator's
 * review list (`npm run crisis-lines:check`).
 * @param now the day to count from
 * @param days how old a check may be (180 by default)
 * @param data the data file
 */
export function linesDueForReview(now: Date, days = 180, data: TCrisisData = CRISIS_DATA): ListedLine[] {
  const cutoff = subDays(now, days).getTime();
  return allLines(data)
    .filter(({ line }) => Date.parse(`${line.verifiedAt}T00:00:00Z`) < cutoff)
    .sort((a, b) => a.line.verifiedAt.localeCompare(b.line.verifiedAt));
}
