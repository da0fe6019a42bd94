/**
 * The neutral age screen's fields (decision 0080): month and year of birth, with no hint of an
 * age limit (every year of the last 100 is offered, the current one included). Only the age band
 * they give is kept, which the note under the fields says. Also the words both age forms share,
 * in one place for translation.
 */
import type { z } from 'zod';
import { Label } from '@/components/ui/label';

/** The words of the age screen (onboarding and the one-time age question). */
export const AGE_TEXT = {
  legend: 'When were you born?',
  month: 'Month',
  year: 'Year',
  choose: 'Choose…',
  note: 'We keep only your age group, never your date of birth. It helps us keep MindSpace safe and right for you.',
  missing: 'Please choose the month and year you were born',
} as const;

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 1)).toLocaleString(undefined, { month: 'long', timeZone: 'UTC' }),
);
const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 101 }, (_, i) => thisYear - i);

/** A month (1–12) and a four-digit year as the form holds them ('' until chosen). */
export type BirthValue = { birthMonth: string; birthYear: string };

/**
 * The month and year selects.
 * @param props.value the chosen month and year ('' until chosen); onChange gets the new value
 */
export function BirthFields({ value, onChange }: { value: BirthValue; onChange: (value: BirthValue) => void }) {
  const selectClass = 'h-9 w-full rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{AGE_TEXT.legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor="birth-month">{AGE_TEXT.month}</Label>
          <select
            id="birth-month"
            className={selectClass}
            value={value.birthMonth}
            onChange={(e) => onChange({ ...value, birthMonth: e.target.value })}
          >
            <option value="">{AGE_TEXT.choose}</option>
            {MONTHS.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="birth-year">{AGE_TEXT.year}</Label>
          <select
            id="birth-year"
            className={selectClass}
            value={value.birthYear}
            onChange={(e) => onChange({ ...value, birthYear: e.target.value })}
          >
            <option value="">{AGE_TEXT.choose}</option>
            {YEARS.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{AGE_TEXT.note}</p>
    </fieldset>
  );
}

/** The body fields of a chosen value, or null while either is missing. */
export function birthBody(value: BirthValue): { birthYear: number; birthMonth: number } | null {
  return value.birthMonth && value.birthYear ? { birthYear: Number(value.birthYear), birthMonth: Number(value.birthMonth) } : null;
}

/**
 * The messages of an age form's failed parse (its common schema's own words), each once and in
 * the form's order, with the month's and the year's folded into one line (`AGE_TEXT.missing`).
 * @param error the ZodError of `ZBirthMonthYear` or `ZOnboarding`
 * @returns the lines to show, e.g. ['Please choose the month and year you were born', 'Please accept the terms to join']
 */
export function ageFormErrors(error: z.ZodError): string[] {
  return [
    ...new Set(
      error.issues.map((issue) => (issue.path[0] === 'birthYear' || issue.path[0] === 'birthMonth' ? AGE_TEXT.missing : issue.message)),
    ),
  ];
}
