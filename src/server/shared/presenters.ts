/**
 * Presenters shared by several features: the author of a post and a person. Who may see an
 * anonymous post's author is decided by the policy (`canSeeAuthor`); presenters apply it, so
 * an anonymous author leaves the server only for the author (DESIGN §4, "Anonymity is real").
 */
import { currentAgeBand } from './age';
import { users, type UserRow } from '../db/schema/index';
import { can, canSeeAuthor, siteAbilities, userAbilities, type Actor, type AuthorPlace } from '../auth/policy';
import { NAME_CHANGE_DAYS, SENSITIVE_WARNING_TEXT, STATUS_CHANGE_DAYS } from '../../common/constants';
import { hasCrisisLanguage } from '../../common/safety/crisis-match';
import { nextChangeAt } from './change-window';
import { displayName } from './names';
import { memoized } from './caches';
import type { TAuthor, TMe, TUser } from '../../common/schemas/index';

/** The columns of a person that an author presentation needs. */
export type AuthorFields = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'profileImageUrl' | 'status' | 'role'>;

/** The `users` columns to select for an author (pairs with AuthorFields). */
export const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  status: users.status,
  role: users.role,
};

/**
 * Shapes a user row (or any object with the author columns) into the public author fields.
 * @returns `{ id, firstName, lastName, profileImageUrl, status, role }` and nothing else
 */
export function presentAuthor(u: AuthorFields): TAuthor {
  return {
    id: u.id,
    ...displayName(u),
    profileImageUrl: u.profileImageUrl,
    status: u.status,
    role: u.role,
  };
}

/**
 * The short face of a person, where the wire shows a name only (a comment's author, a
 * revision's editor): under the same name rules as presentAuthor (`displayName`).
 * @param u the person's id, first name and role
 * @returns `{ id, firstName }` (firstName null when the name breaks the rules: shown 'User')
 */
export function presentAuthorName(u: Pick<AuthorFields, 'id' | 'firstName' | 'role'>): { id: number; firstName: string | null } {
  return { id: u.id, firstName: displayName({ ...u, lastName: null }).firstName };
}

/**
 * The author of a post as a given viewer may see it: the one author presenter of every post.
 * @param post the post's anonymity flag and author id
 * @param author the author's row
 * @param viewer who is asking
 * @param place where it is shown: 'community' (default) or 'moderation' (the queue's cards)
 * @returns `{ author, isOwn }`: author is null for an anonymous post unless the policy lets
 *   the viewer see it there (`canSeeAuthor`); isOwn then false as well
 */
export function presentPostAuthor(
  post: { isAnonymous: boolean; authorId: number },
  author: AuthorFields,
  viewer: Actor,
  place: AuthorPlace = 'community',
): { author: TAuthor | null; isOwn: boolean } {
  if (!canSeeAuthor(viewer, post, place)) return { author: null, isOwn: false };
  return { author: presentAuthor(author), isOwn: viewer?.id === post.authorId };
}

/** Whether a content warning's words hold crisis language (memoised: feed cards repeat). */
const warningHoldsCrisis = memoized(5_000, hasCrisisLanguage);

/**
 * A post's content warning as a given reader may see it (decision 0062): null without a
 * warning; when the warning's own words hold crisis language, 'sensitive' for everyone but
 * the author and staff ('post:seeWarningWords'); otherwise the words. Decided per reader, after
 * the shared read cache, like the author.
 * @param post the post's author id, hasContentWarning and contentWarningText
 * @param viewer who is asking
 * @returns the text to send as `contentWarningText`
 */
export function presentWarningText(
  post: { authorId: number; hasContentWarning: boolean; contentWarningText: string | null },
  viewer: Actor,
): string | null {
  if (!post.hasContentWarning) return null;
  const text = post.contentWarningText;
  if (!text || !warningHoldsCrisis(text)) return text;
  return can(viewer, 'post:seeWarningWords', { authorId: post.authorId }) ? text : SENSITIVE_WARNING_TEXT;
}

/**
 * A person as the viewer may see them (docs/api.md "User"), with the viewer's abilities on
 * them. Email and the dates of the last name/status change only when the policy allows
 * ('user:readPrivate': the person and admins); the status situation is shown to the person
 * and staff, and to others only when the person shares it ('user:readStatusSituation').
 * @param u the user row
 * @param viewer who is asking
 * @param sharing the person's `showStatusSituation` setting; left out means not shared
 */
export function presentUser(u: UserRow, viewer: Actor, sharing: { showStatusSituation: boolean } = { showStatusSituation: false }): TUser {
  const situationVisible = can(viewer, 'user:readStatusSituation', { userId: u.id, shared: sharing.showStatusSituation });
  // Your own name as stored, so you can see what to change; others see the name rules' fallback.
  const name = viewer?.id === u.id ? { firstName: u.firstName, lastName: u.lastName } : displayName(u);
  const base = {
    id: u.id,
    ...name,
    profileImageUrl: u.profileImageUrl,
    bio: u.bio,
    role: u.role,
    reputation: u.reputation,
    status: u.status,
    statusSituation: situationVisible ? u.statusSituation : null,
    createdAt: u.createdAt.toISOString(),
    abilities: userAbilities(viewer, u),
  };
  if (!can(viewer, 'user:readPrivate', { userId: u.id })) return base;
  return {
    ...base,
    email: u.email,
    nameLastChanged: u.nameLastChanged?.toISOString() ?? null,
    statusLastChanged: u.statusLastChanged?.toISOString() ?? null,
    nextNameChangeAt: nextChangeAt(u.nameLastChanged, NAME_CHANGE_DAYS)?.toISOString() ?? null,
    nextStatusChangeAt: nextChangeAt(u.statusLastChanged, STATUS_CHANGE_DAYS)?.toISOString() ?? null,
  };
}

/**
 * The signed-in person as they see themselves: their User plus what they may do on the site,
 * when they completed onboarding and their provider's (private) picture.
 * @param me the signed-in user's row
 */
export function presentMe(me: UserRow): TMe {
  return {
    ...presentUser(me, me),
    siteAbilities: siteAbilities(me),
    ageBand: currentAgeBand(me),
    onboardedAt: me.onboardedAt?.toISOString() ?? null,
    providerPictureUrl: me.providerPictureUrl,
  };
}
