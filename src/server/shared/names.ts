/**
 * Names nobody may pose under: MindSpace itself, its Safety Team and its staff. A
 * member's display name is refused when, in any spacing, case or mix of scripts, it reads as
 * one of them — compared by confusable skeleton (Unicode TR39 §4: NFD, each character mapped to
 * its prototype in Unicode's confusables.txt, NFD again), with the `unhomoglyph` library's copy
 * of confusables.txt. Names stored before these rules are shown with a neutral fallback
 * (`displayName`) until the member changes them. Server only: the mapping table stays out of the
 * web client, which shows the server's 400 message.
 */
import unhomoglyph from 'unhomoglyph';
import { hasInvisibleCharacters } from '../../common/schemas/common';
import { badRequest } from '../errors';
import type { Role } from '../../common/constants';
import { words } from '../i18n/messages';
import { memoized } from './caches';

/** Reserved anywhere in a name: no real name holds these. */
const RESERVED_ANYWHERE = ['MindSpace', 'Safety Team', 'Moderator', 'Administrator'];
/** Reserved as whole words (or letters spaced out): 'Staffan' and 'Adminah' stay possible. */
const RESERVED_WORDS = ['Admin', 'Admins', 'Staff', 'Support', 'Mod', 'Mods'];

/** TR39 skeleton: NFD, confusables mapped to their prototype, NFD. */
const skeleton = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/**
 * The comparison keys of a text: its skeleton taken before and after lower-casing (capital I
 * and small l share a prototype, so either order alone misses a case), letters and digits only.
 */
function keys(s: string): string[] {
  const bare = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
  return [...new Set([bare(skeleton(s.toLowerCase())), bare(skeleton(s).toLowerCase())])];
}

/** The keys of a reserved name in its lower, upper and title case spellings. */
function reservedKeys(names: string[]): Set<string> {
  const spellings = (n: string) => [n, n.toLowerCase(), n.toUpperCase()];
  return new Set(names.flatMap((n) => spellings(n).flatMap(keys)));
}

const ANYWHERE = reservedKeys(RESERVED_ANYWHERE);
const WORDS = reservedKeys(RESERVED_WORDS);

/**
 * Whether a display name reads as MindSpace, its Safety Team or its staff: a reserved name
 * anywhere in it, or a reserved word as one or more whole words of it ('S t a f f', 'Sup port').
 * @param parts the name's parts as shown together (first name, last name)
 */
export function isReservedName(...parts: (string | null | undefined)[]): boolean {
  const words = parts
    .filter((p): p is string => !!p)
    .join(' ')
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= words.length; j++) {
      for (const key of keys(words.slice(i, j).join(''))) {
        if (WORDS.has(key) || [...ANYWHERE].some((r) => key.includes(r))) return true;
      }
    }
  }
  return false;
}

/** What a person reads when their chosen name is reserved. */
export const RESERVED_NAME_MESSAGE = words('error.reservedName');

/**
 * Refuses a display name that reads as MindSpace, its Safety Team or its staff.
 * @param firstName the first (display) name; lastName the last name, if any
 * @throws AppError 400 RESERVED_NAME_MESSAGE
 */
export function assertNameAllowed(firstName: string, lastName: string | null): void {
  if (isReservedName(firstName, lastName)) throw badRequest(RESERVED_NAME_MESSAGE);
}

/**
 * The name to show for a person: their own, unless it breaks the name rules (a reserved name,
 * or an invisible or blank-looking character, stored before the rules or given by a sign-in
 * provider) — then none, which every screen shows as 'User' — until they change it. System
 * accounts (role 'system': the Safety Team) keep theirs.
 * @param u the person's name parts and role
 * @returns `{ firstName, lastName }` to show
 */
export function displayName(u: { firstName: string | null; lastName: string | null; role: Role }): {
  firstName: string | null;
  lastName: string | null;
} {
  if (u.role === 'system') return { firstName: u.firstName, lastName: u.lastName };
  const broken = [u.firstName, u.lastName].some((p) => p && hasInvisibleCharacters(p)) || isReservedNameCached(u.firstName, u.lastName);
  return broken ? { firstName: null, lastName: null } : { firstName: u.firstName, lastName: u.lastName };
}

/** Names checked recently (presenters show the same few names again and again), keyed first NUL last. */
const reservedByKey = memoized(5000, (key) => {
  const [firstName, lastName] = key.split('\u0000');
  return isReservedName(firstName || null, lastName || null);
});

function isReservedNameCached(firstName: string | null, lastName: string | null): boolean {
  return reservedByKey(`${firstName ?? ''}\u0000${lastName ?? ''}`);
}
