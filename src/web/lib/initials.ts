/**
 * Initials for an avatar (spec §3): the first letter of the first name and of the last name,
 * uppercased, at most 2 letters; '?' when both are missing or blank.
 */
export function getInitials(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.toUpperCase().slice(0, 2);
  return initials || '?';
}
