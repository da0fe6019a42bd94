/**
 * How people are named on screen (spec §6): a person with no name is the catalog's
 * `people.unnamed` ('User'), passed in by the caller in the reader's language. An anonymous author
 * is the catalog's `people.anonymous` ('Anonymous'), the asker commenting on their own anonymous
 * question `people.anonymousAsker` ('Anonymous (asker)').
 */

type Named = { firstName?: string | null; lastName?: string | null };

/**
 * Full name ('First Last').
 * @param person the person (null or without a name: `unnamed`)
 * @param unnamed the reader's word for someone without a name: `t('people.unnamed')`
 */
export function getFullName(person: Named | null | undefined, unnamed: string): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || unnamed;
}

/**
 * First name (comments show first names only).
 * @param person the person (null or without a first name: `unnamed`)
 * @param unnamed the reader's word for someone without a name: `t('people.unnamed')`
 */
export function getFirstName(person: Named | null | undefined, unnamed: string): string {
  return person?.firstName?.trim() || unnamed;
}
