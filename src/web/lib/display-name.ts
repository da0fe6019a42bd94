/**
 * How people are named on screen (spec §6): a person with no name is 'User'. An anonymous author
 * is the catalog's `people.anonymous` ('Anonymous'), the asker commenting on their own anonymous
 * question `people.anonymousAsker` ('Anonymous (asker)').
 */

type Named = { firstName?: string | null; lastName?: string | null };

export const FALLBACK_NAME = 'User';

/** Full name ('First Last'), or 'User' when both parts are missing. */
export function getFullName(person: Named | null | undefined): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || FALLBACK_NAME;
}

/** First name, or 'User' (comments show first names only). */
export function getFirstName(person: Named | null | undefined): string {
  return person?.firstName?.trim() || FALLBACK_NAME;
}
