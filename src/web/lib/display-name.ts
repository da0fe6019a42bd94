/**
 * How people are named on screen (spec §6): anonymous authors are 'Anonymous'; a person with
 * no name is 'User'.
 */

type Named = { firstName?: string | null; lastName?: string | null };

export const ANONYMOUS_NAME = 'Anonymous';
export const FALLBACK_NAME = 'User';
/** A comment by the asker on their own anonymous question. */
export const ANONYMOUS_ASKER_NAME = 'Anonymous (asker)';

/** Full name ('First Last'), or 'User' when both parts are missing. */
export function getFullName(person: Named | null | undefined): string {
  const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return name || FALLBACK_NAME;
}

/**
 * The name shown on a comment: 'Anonymous (asker)' for the asker of an anonymous question
 * (`isAnonymous`), else the first name, or 'User' (comments show first names only).
 */
export function getCommenterName(comment: { isAnonymous: boolean; author: Named | null }): string {
  return comment.isAnonymous ? ANONYMOUS_ASKER_NAME : getFirstName(comment.author);
}

/** First name, or 'User' (comments show first names only). */
export function getFirstName(person: Named | null | undefined): string {
  return person?.firstName?.trim() || FALLBACK_NAME;
}

/**
 * Name shown for the author of a post: 'Anonymous' for an anonymous post or a hidden author,
 * otherwise the full name or 'User'.
 */
export function getAuthorName(author: Named | null | undefined, isAnonymous = false): string {
  if (isAnonymous || !author) return ANONYMOUS_NAME;
  return getFullName(author);
}
