/**
 * Presenters shared by several features. Anonymity is enforced here, once: an anonymous
 * post's author leaves the server only for the author (DESIGN §4, "Anonymity is real").
 */
import { z } from 'zod';
import { users, type UserRow } from '../db/schema/index';
import { can, type Actor } from '../auth/policy';
import { BADGE_STATUSES, NAME_CHANGE_DAYS, ROLES, STATUS_CHANGE_DAYS } from '../../common/constants';

/**
 * The public face of a person, as lists and posts show it (spec §3 Question.author).
 * Response schemas use ZAuthorView, so nothing else about a person leaves by accident.
 */
export const ZAuthorView = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: z.enum(BADGE_STATUSES).nullable(),
  role: z.enum(ROLES),
});
export type AuthorView = z.infer<typeof ZAuthorView>;

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

/** Shapes a user row into the public author fields. */
export function presentAuthor(u: AuthorFields): AuthorView {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    status: u.status,
    role: u.role,
  };
}

/**
 * The author of a post as a given viewer may see it.
 * @param post the post's anonymity flag and author id
 * @param author the author's row
 * @param viewer who is asking
 * @returns `{ author, isOwn }`: author is null for an anonymous post unless the viewer wrote it
 */
export function presentPostAuthor(
  post: { isAnonymous: boolean; authorId: number },
  author: AuthorFields,
  viewer: Actor,
): { author: AuthorView | null; isOwn: boolean } {
  const isOwn = viewer?.id === post.authorId;
  if (post.isAnonymous && !can(viewer, 'post:seeAnonymousAuthor', { authorId: post.authorId })) {
    return { author: null, isOwn: false };
  }
  return { author: presentAuthor(author), isOwn };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a change made at `last` may next happen, `days` later; null when it is allowed now. */
export function nextChangeAt(last: Date | null, days: number, now = new Date()): Date | null {
  if (!last) return null;
  const next = new Date(last.getTime() + days * DAY_MS);
  return next > now ? next : null;
}

/**
 * A user as the viewer may see them (docs/api.md "User"). Email and the dates of the last
 * name/status change are private to the person and admins; the status situation is shown
 * to the person and staff, and to others only when the person shares it.
 * @param u the user row
 * @param viewer who is asking
 * @param sharing the person's `showStatusSituation` setting; left out means not shared
 */
export function presentUser(u: UserRow, viewer: Actor, sharing: { showStatusSituation: boolean } = { showStatusSituation: false }) {
  const situationVisible = can(viewer, 'user:readStatusSituation', { userId: u.id, shared: sharing.showStatusSituation });
  const base = {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    bio: u.bio,
    role: u.role,
    reputation: u.reputation,
    status: u.status,
    statusSituation: situationVisible ? u.statusSituation : null,
    createdAt: u.createdAt.toISOString(),
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
