/**
 * Validation messages in every language (decision 0092). The common zod schemas are read by the
 * server (a 400's `message`) and by the web's forms, so a schema's message is not a sentence but a
 * message id of the web catalogs (`validation.*`, src/common/i18n/locales) with its values, written
 * into zod's message text (`said(...)`). Whoever shows it renders it in the reader's language with
 * their own formatter (`sayInWords`): the server's error handler, and the web's `t`.
 */
import type en from './locales/en.json';

/** The id of a validation message: a `validation.*` key of the English web catalog. */
export type ValidationId = Extract<keyof typeof en, `validation.${string}`>;
/** A field's name as messages say it ('Title'): a `validation.field.*` message. */
export type FieldLabel = Extract<ValidationId, `validation.field.${string}`>;
/** Values of a validation message: numbers, text (a parameter's name such as `topicId`), or a field's name. */
export type ValidationValues = Record<string, string | number | { field: FieldLabel }>;

/** Between the id and its JSON values in zod's message text. */
const SEPARATOR = ' ';
const SAID = /^(validation\.[A-Za-z.]+)(?: (\{.*\}))?$/s;

/**
 * A validation message as zod's message text: the id, and its values as JSON.
 * @param id the catalog message
 * @param values its arguments, if any
 * @returns e.g. 'validation.tooLong {"field":{"field":"validation.field.title"},"max":300}'
 */
export function said(id: ValidationId, values?: ValidationValues): string {
  return values ? `${id}${SEPARATOR}${JSON.stringify(values)}` : id;
}

/** A field's name as a message value. */
export const fieldName = (label: FieldLabel) => ({ field: label });

/**
 * A zod message in words: a message `said` wrote, formatted by `format` (the reader's catalog);
 * any other text (zod's own messages) as it is.
 * @param message an issue's message
 * @param format formats a catalog message in the reader's language (the web's `t`, the server's)
 * @returns the text to show
 */
export function sayInWords(message: string, format: (id: ValidationId, values?: Record<string, string | number>) => string): string {
  const match = SAID.exec(message);
  if (!match) return message;
  const values = match[2] ? (JSON.parse(match[2]) as ValidationValues) : undefined;
  const plain =
    values &&
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? format(value.field) : value]));
  return format(match[1] as ValidationId, plain);
}
