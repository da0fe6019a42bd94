/**
 * The neutral age screen's fields: month and year of birth, with no hint of an
 * age limit (every year of the last 100 is offered, the current one included). Only the age band
 * they give is kept, which the note under the fields says. Month names are the reader's
 * language's (Intl).
 */
import type { z } from 'zod';
import { useMemo } from 'react';
import { Label } from '@/components/ui/label';
import { sayInWords } from '@common/i18n/validation';
import { useI18n, type I18n } from '@/lib/i18n';

/** The reader's formatter, `useI18n().t`. */
type Formatter = I18n['t'];

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 101 }, (_, i) => thisYear - i);

/** A month (1–12) and a four-digit year as the form holds them ('' until chosen). */
export type BirthValue = { birthMonth: string; birthYear: string };

/**
 * The month and year selects.
 * @param props.value the chosen month and year ('' until chosen); onChange gets the new value
 */
export function BirthFields({ value, onChange }: { value: BirthValue; onChange: (value: BirthValue) => void }) {
  const { t, locale } = useI18n();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [locale]);
  const selectClass = 'h-9 w-full rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('age.legend')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor="birth-month">{t('age.month')}</Label>
          <select
            id="birth-month"
            className={selectClass}
            value={value.birthMonth}
            onChange={(e) => onChange({ ...value, birthMonth: e.target.value })}
          >
            <option value="">{t('age.choose')}</option>
            {months.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="birth-year">{t('age.year')}</Label>
          <select
            id="birth-year"
            className={selectClass}
            value={value.birthYear}
            onChange={(e) => onChange({ ...value, birthYear: e.target.value })}
          >
            <option value="">{t('age.choose')}</option>
            {YEARS.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('age.note')}</p>
    </fieldset>
  );
}

/** The body fields of a chosen value, or null while either is missing. */
export function birthBody(value: BirthValue): { birthYear: number; birthMonth: number } | null {
  return value.birthMonth && value.birthYear ? { birthYear: Number(value.birthYear), birthMonth: Number(value.birthMonth) } : null;
}

/**
 * The messages of an age form's failed parse, each once and in the form's order: the reader's
 * language's line for a field that has one in `words` (a month or year not chosen, the terms not
 * accepted), else the common schema's own words in the reader's language (e.g. a name with
 * invisible characters).
 * @param error the ZodError of `ZBirthMonthYear` or `ZOnboarding`
 * @param words a line per field name, in the reader's language (`birthYear` and `birthMonth` share `age.missing`)
 * @param t the reader's formatter (`useI18n().t`), for the schema's validation messages
 * @returns the lines to show, e.g. ['Please choose the month and year you were born', 'Please accept the terms to join']
 */
export function ageFormErrors(error: z.ZodError, words: Partial<Record<string, string>>, t: Formatter): string[] {
  return [...new Set(error.issues.map((issue) => words[String(issue.path[0])] ?? sayInWords(issue.message, t)))];
}
