/**
 * Words not yet in any language (decision 0085): a server message's id and its values, made where
 * something happens and rendered in the reader's language where it is read (messages.ts).
 */
import type en from './locales/en.json';

/** The id of a server message: a key of the English catalog (a wrong id is a type error). */
export type ServerMessageId = keyof typeof en;

/**
 * A moment as a notice names it, in UTC ('Saturday 5 December 2026, 14:00 UTC' in English), as ISO
 * 8601 text so that a stored notification keeps it; null reads 'a moderator lifts it'.
 */
export type Moment = { moment: string | null };
/** A country's crisis lines, named in the reader's language from the crisis data when read (null: the US lines). */
export type CrisisLines = { crisisLines: string | null };
/** A calendar day as a sentence names it ('November 28, 2026' in English), as ISO 8601 text. */
export type Day = { day: string };

/**
 * Values an ICU message takes: text, numbers (plurals), other Words (rendered in the same
 * language), moments and days. All of it survives JSON, so a notification can store it.
 */
export type MessageValues = Record<string, string | number | Words | Moment | Day | CrisisLines>;

/**
 * Words not yet in any language: a message id and its values, rendered when someone reads them
 * (an error when it is answered, a notification when it is listed).
 */
export type Words = { id: ServerMessageId; values?: MessageValues };

/** Shorthand for Words: `words('error.unknownTopic')`, `words('error.notFound', { what: 'question' })`. */
export function words(id: ServerMessageId, values?: MessageValues): Words {
  return values ? { id, values } : { id };
}

/** Whether a value is Words (a stored notification's params). */
export function isWords(value: unknown): value is Words {
  const id = (value as Words | null)?.id;
  return typeof id === 'string' && id.includes('.');
}
