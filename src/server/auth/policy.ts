/**
 * The one place that decides who may do what (STYLE rule 3). Routes call `authorize`
 * (throws) or `can` (boolean); no handler checks roles or ownership by itself.
 * Roles: spec §6. Ownership and anonymity rules: DESIGN §4.
 */
import type { Role } from '../../common/constants';
import { AppError, unauthorized, type ErrorCode } from '../errors';

export type Actor = { id: number; role: Role } | null;

/** What an ownership rule needs to know about an object. */
export type Owned = { authorId: number };

type Rule = (actor: NonNullable<Actor>, subject?: unknown) => boolean;

const isStaff = (a: NonNullable<Actor>) => a.role === 'moderator' || a.role === 'admin';
const isAdmin = (a: NonNullable<Actor>) => a.role === 'admin';
const member = () => true;

/** Every action, with the rule and the message a refused person reads. */
const RULES = {
  'question:create': { rule: member, refusal: '' },
  'answer:create': { rule: member, refusal: '' },
  'comment:create': { rule: member, refusal: '' },
  'feedback:create': { rule: member, refusal: '' },
  'report:create': { rule: member, refusal: '' },
  'topic:follow': { rule: member, refusal: '' },
  'profile:read': { rule: member, refusal: '' },
  /** An admin hands the role on first, so the site is never left without one. */
  'account:close': {
    rule: (a) => a.role !== 'admin',
    refusal: 'Admins cannot close their account. Ask another admin to change your role first.',
  },
  'conversation:start': {
    rule: (a, s) => (s as { userId: number }).userId !== a.id,
    refusal: 'You cannot start a conversation with yourself',
    code: 'bad_request',
  },
  /** subject: { participantIds } */
  'conversation:read': {
    rule: (a, s) => (s as { participantIds: number[] }).participantIds.includes(a.id),
    refusal: 'You are not part of this conversation',
  },
  'conversation:write': {
    rule: (a, s) => (s as { participantIds: number[] }).participantIds.includes(a.id),
    refusal: 'You are not part of this conversation',
  },
  /** subject: Owned. Voting on your own post is refused (DESIGN §4). */
  'vote:cast': {
    rule: (a, s) => (s as Owned).authorId !== a.id,
    refusal: 'You cannot vote on your own post',
    code: 'bad_request',
  },
  /** subject: Owned. Who may learn the author of an anonymous post: the author only. */
  'post:seeAnonymousAuthor': { rule: (a, s) => (s as Owned).authorId === a.id, refusal: 'Hidden' },
  /** subject: { userId }. Email and change dates are private to the person (and admins). */
  'user:readPrivate': {
    rule: (a, s) => (s as { userId: number }).userId === a.id || isAdmin(a),
    refusal: 'You cannot see this',
  },
  /**
   * subject: { userId, shared }. The situation behind a 'healing' status is private to the
   * person and staff unless the person shares it (setting showStatusSituation, default off).
   */
  'user:readStatusSituation': {
    rule: (a, s) => {
      const subject = s as { userId: number; shared: boolean };
      return subject.userId === a.id || isStaff(a) || subject.shared;
    },
    refusal: 'You cannot see this',
  },
  'moderation:read': { rule: isStaff, refusal: 'Moderator access required' },
  'report:review': { rule: isStaff, refusal: 'Moderator access required' },
  'content:delete': { rule: isStaff, refusal: 'Moderator access required' },
  /**
   * subject: { reported }. Private messages stay private: staff delete a message only after
   * someone in the conversation reported it (to anyone else it answers like a missing one).
   */
  'message:delete': { rule: (a, s) => isStaff(a) && (s as { reported: boolean }).reported, refusal: 'Message was not found' },
  /** Moderators see who wrote reported anonymous content (the legal text promises this link). */
  'moderation:seeAnonymousAuthor': { rule: isStaff, refusal: 'Moderator access required' },
  'admin:read': { rule: isAdmin, refusal: 'Admin access required' },
  'topic:create': { rule: isAdmin, refusal: 'Admin access required' },
  /** subject: { userId }. Admins change other people's roles, never their own (no lock-out). */
  'role:update': {
    rule: (a, s) => isAdmin(a) && (s as { userId: number }).userId !== a.id,
    refusal: 'Admins cannot change their own role',
  },
} satisfies Record<string, { rule: Rule; refusal: string; code?: ErrorCode }>;

export type Action = keyof typeof RULES;

/**
 * Whether an actor may perform an action.
 * @param actor the signed-in user, or null when signed out (always false then)
 * @param action one of the actions above
 * @param subject what the action's rule inspects (see each rule's note)
 */
export function can(actor: Actor, action: Action, subject?: unknown): boolean {
  if (!actor) return false;
  return RULES[action].rule(actor, subject);
}

/**
 * Like `can`, but throws.
 * @throws AppError 401 when signed out; 403 (or the rule's own code) with the rule's message when refused
 */
export function authorize(actor: Actor, action: Action, subject?: unknown): asserts actor is NonNullable<Actor> {
  if (!actor) throw unauthorized();
  const entry: { rule: Rule; refusal: string; code?: ErrorCode } = RULES[action];
  if (!entry.rule(actor, subject)) throw new AppError(entry.code ?? 'forbidden', entry.refusal);
}
