/**
 * The one place that decides who may do what, and who may see the author of an anonymous
 * post (STYLE rule 3). Each action has a typed subject (what its rule inspects); routes name
 * their actions in `config.policy` / `config.rowChecks` (the request chain authorizes
 * subject-less actions itself, and hands queries the request's `RowPolicy` for the rules that
 * need the row: decision 0079); presenters attach the viewer's `abilities`
 * computed here (`postAbilities`, `commentAbilities`, `userAbilities`, `siteAbilities`), so
 * the web client reads them instead of re-deriving rules. Roles: spec §6. Ownership and
 * anonymity rules: DESIGN §4.
 */
import type { AgeBand, Role } from '../../common/constants';
import type { TCommentAbilities, TPostAbilities, TSiteAbilities, TUserAbilities } from '../../common/schemas/index';
import { AppError, unauthorized, type ErrorCode } from '../errors';
import { endOf, silenceMessage } from '../shared/silence-message';
import { currentAgeBand, isUnder18 } from '../shared/age';
import { words, type Words } from '../i18n/messages';

/** Who is acting: the signed-in user (any object with id and role), or null when signed out. */
export type Actor = { id: number; role: Role } | null;
type SignedIn = NonNullable<Actor>;

/** What an ownership rule needs to know about a post. */
export type Owned = { authorId: number };
/** A post as the anonymity and ability rules see it. */
export type PostSubject = { type: 'question' | 'answer' | 'comment'; id: number; authorId: number; isAnonymous: boolean };
/** A person as a rule about them sees it. */
export type UserSubject = { userId: number };
/** A conversation as its rules see it. */
export type ConversationSubject = { participantIds: number[] };
/**
 * What is being reported: `targetRole` is the person's role when a person is reported; `authorId`
 * once the content is known (never told to anyone but the server).
 */
export type ReportSubject = { targetType: string; targetId: number; targetRole?: Role; authorId?: number };
/**
 * A conversation someone wants to start, as its rules see it. Fields
 * left out are taken as allowing it (a profile's `message` ability only knows the person).
 */
export type ConversationStartSubject = UserSubject & {
  /** The other person blocked the actor (by name, or from one of the actor's anonymous posts). */
  blockedByThem?: boolean;
  /** The actor blocked the other person by name. */
  blockedThem?: boolean;
  /** The other person's role: nobody is kept from reaching staff, nor staff from reaching anyone, by a block. */
  theirRole?: Role;
  /** The other person's setting allowDirectMessages is 'everyone'. */
  acceptsMessages?: boolean;
  /** Until when the actor's account is too new to start conversations (NEW_ACCOUNT_HOURS); null when old enough. */
  newMemberUntil?: Date | null;
  /** The conversation exists already: reopening it is not starting one. */
  existing?: boolean;
  /** The actor's age band now is '13-15' or '16-17'; no band counts as an adult. */
  actorUnder18?: boolean;
  /** The other person's age band now is '13-15' or '16-17'; no band counts as an adult. */
  theyUnder18?: boolean;
};

/**
 * What the write gate reads about the signed-in person: their standing (columns of `users`).
 * A new standing rule (e.g. a sanction) adds its field here and one entry to STANDING_RULES.
 */
export type Standing = {
  onboardedAt: Date | null;
  /** The silence in force, loaded with the session; absent or null when none. */
  silence?: { reason: string; endsAt: Date | null } | null;
  /** The write being asked for, 'METHOD /route' (a few stay open to a silenced member). */
  route?: string;
};

/** What the restricted-session rule reads: the suspension in force (if any) and the route asked for, 'METHOD /route'. */
export type SessionUse = { suspension?: Suspension | null; route: string };

/** Why a member may not write now: the wire `code` of the 403 (docs/api.md "The write gate"). */
export type StandingCode = 'onboarding_required' | 'silenced';

/**
 * The standing rules, checked in order; the first that applies refuses the write with its
 * code and message. Onboarding: spec "13+ onboarding at first sign-in".
 */
/**
 * What a member may always do to protect themselves, whatever their standing: report, mute and
 * block (someone silenced or suspended may be the one being harassed). Reaching crisis help is
 * open to everyone (its routes are public).
 */
export const PROTECTING_ONESELF: readonly string[] = [
  'POST /api/reports',
  ...['mute', 'block'].flatMap((kind) =>
    ['POST', 'DELETE'].flatMap((method) => [
      `${method} /api/users/:id/${kind}`,
      `${method} /api/questions/:id/${kind}-author`,
      `${method} /api/answers/:id/${kind}-author`,
    ]),
  ),
];

/**
 * The writes a silenced member keeps: protecting themselves, and deleting their
 * own words, because taking them back is always theirs to do (the route's own rule still checks
 * that the post or message is theirs).
 */
export const OPEN_WHILE_SILENCED: ReadonlySet<string> = new Set([
  ...PROTECTING_ONESELF,
  'DELETE /api/questions/:id',
  // Stopping the alerts of a question is protecting oneself too.
  'DELETE /api/questions/:id/follow',
  'DELETE /api/answers/:id',
  'DELETE /api/comments/:id',
  'DELETE /api/messages/:id',
  // Telling us one's age only ever adds protections.
  'POST /api/users/me/age',
  // Asking for a second look at a decision.
  'POST /api/decisions/:id/appeal',
  // Pushes publish nothing: check-ins and notices still reach a silenced member, and stopping
  // them is protecting oneself.
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
]);

/**
 * The restricted session of a suspended or banned member: everything else a
 * signed-in person may do is refused (403 `suspended`), reads included. They can still see who
 * they are, their decisions and the notices about them, appeal, protect themselves, take
 * their data and close their account; what a visitor may read (public routes) stays open.
 */
export const OPEN_WHILE_SUSPENDED: ReadonlySet<string> = new Set([
  ...PROTECTING_ONESELF,
  'GET /api/auth/user',
  'GET /api/users/me/decisions',
  'POST /api/decisions/:id/appeal',
  'GET /api/notifications',
  'PATCH /api/notifications/:id/read',
  'POST /api/notifications/mark-all-read',
  'GET /api/users/me/export',
  'DELETE /api/users/me',
  // Their own choices stay theirs (decision 0097): the language and country the calm page speaks
  // and whose crisis lines it shows, which emails and pushes reach them, quiet hours. What would
  // reach other members is held back by 'settings:change'.
  'GET /api/users/me/settings',
  'PATCH /api/users/me/settings',
  // Pushes carry the outcome of an appeal and check-ins to their phone (decision 0088).
  'GET /api/push/public-key',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
]);

/**
 * The settings that change what other members see of a person or may do with them, each with the
 * value that only protects the person (decision 0097): while suspended, a member may turn these
 * towards private, never towards others.
 */
export const SETTINGS_REACHING_OTHERS = {
  /** Other members read the situation behind a 'healing' status. */
  showStatusSituation: false,
  /** Other members may start a conversation with them. */
  allowDirectMessages: 'nobody',
} as const;

/** What the settings rule reads: the suspension in force (if any) and the fields being changed. */
export type SettingsChange = {
  suspension?: Suspension | null;
  patch: { showStatusSituation?: boolean; allowDirectMessages?: string };
};

/** Whether a change turns a setting of SETTINGS_REACHING_OTHERS away from its private value. */
const reachesOthers = (patch: SettingsChange['patch']): boolean =>
  (Object.keys(SETTINGS_REACHING_OTHERS) as (keyof typeof SETTINGS_REACHING_OTHERS)[]).some(
    (key) => patch[key] !== undefined && patch[key] !== SETTINGS_REACHING_OTHERS[key],
  );

/**
 * What a suspended member reads when anything outside their restricted session is asked for.
 * @param suspension the suspension in force (its end, or null for a ban)
 * @returns the catalog's 'error.suspended', rendered in the member's language
 */
export function suspendedMessage(suspension: { endsAt: Date | null }): Words {
  return words('error.suspended', { end: endOf(suspension.endsAt) });
}

/** A suspension or ban in force, as the session holds it. */
export type Suspension = { reason: string; endsAt: Date | null };

/** Whether a suspension is in force at `now` (a lifted one is never loaded). */
const inForce = (s: Suspension | null | undefined, now: Date): s is Suspension => !!s && (s.endsAt === null || s.endsAt > now);

/** Each rule's `message` is catalog words (server i18n, `refusal.*`), rendered in the reader's language. */
const STANDING_RULES: { code: StandingCode; applies: (s: Standing, now: Date) => boolean; message: (s: Standing) => Words }[] = [
  {
    code: 'onboarding_required',
    applies: (s) => s.onboardedAt === null,
    message: () => words('refusal.finishJoining'),
  },
  {
    // Silence: reading stays open, and so do the writes in OPEN_WHILE_SILENCED.
    code: 'silenced',
    applies: (s, now) => !!s.silence && (s.silence.endsAt === null || s.silence.endsAt > now) && !OPEN_WHILE_SILENCED.has(s.route ?? ''),
    message: (s) => silenceMessage(s.silence!),
  },
];

/**
 * Why this person may not write now, or null when they may.
 * @param standing the person's standing fields (a `users` row has them)
 * @param now the current time (for time-limited standings)
 * @returns `{ code, message }` of the first standing rule that applies, or null
 */
export function standingRefusal(standing: Standing, now = new Date()): { code: StandingCode; message: Words } | null {
  const rule = STANDING_RULES.find((r) => r.applies(standing, now));
  return rule ? { code: rule.code, message: rule.message(standing) } : null;
}

/** The subject each action's rule inspects; `void` for actions about the actor alone. */
export type Subjects = {
  /** Any write (the request chain's write gate): the person's standing allows writing. */
  'member:write': Standing;
  /** Any signed-in request (the restricted session of a suspended member). */
  'session:use': SessionUse;
  /** A member changes their own settings (PATCH /api/users/me/settings; decision 0097). */
  'settings:change': SettingsChange;
  /** Staff decide an appeal, never against a decision they made themselves. */
  'appeal:decide': { decidedById: number | null };
  'question:create': void;
  'answer:create': void;
  'comment:create': void;
  'feedback:create': void;
  'topic:follow': void;
  'question:follow': void;
  'profile:read': void;
  'account:close': void;
  'account:export': void;
  'moderation:read': void;
  'report:review': void;
  'content:delete': void;
  'moderation:seeAnonymousAuthor': void;
  'admin:read': void;
  'topic:create': void;
  'topic:update': void;
  'topic:delete': void;
  'feedback:read': void;
  'feedback:mark': void;
  'report:checkIn': void;
  'report:claim': void;
  'staffNote:create': void;
  'staffNote:delete': { authorId: number | null };
  'safety:answer': void;
  'content:restore': void;
  'content:hideAtOnce': void;
  'post:autoHide': { authorRole: Role };
  'moderation:seeHidden': void;
  'post:seeHidden': Owned;
  'sanction:create': void;
  'sanction:lift': void;
  'sanction:ban': void;
  'sanction:target': UserSubject & { role: Role };
  'report:create': ReportSubject;
  'conversation:start': ConversationStartSubject;
  'message:send': { closed: boolean };
  'post:reply': { ownerBlockedYou: boolean };
  'user:mute': UserSubject;
  'user:block': UserSubject & { role: Role };
  'post:muteAuthor': Owned;
  'post:blockAuthor': Owned & { isAnonymous: boolean; authorRole: Role };
  'conversation:read': ConversationSubject;
  'conversation:write': ConversationSubject;
  'vote:cast': Owned;
  'post:edit': Owned;
  'post:delete': Owned;
  'message:delete': { reported: boolean };
  'message:deleteOwn': { senderId: number };
  'revisions:read': void;
  'post:seeAnonymousAuthor': Owned;
  'post:seeWarningWords': Owned;
  'user:readPrivate': UserSubject;
  'user:readStatusSituation': UserSubject & { shared: boolean };
  'role:update': void;
  /** The person whose role changes, and the acting admin's role as read under the change's lock. */
  'role:target': UserSubject & { role?: Role; actorRoleNow: Role };
};
export type Action = keyof Subjects;

type Entry<S> = {
  rule: (actor: SignedIn, subject: S) => boolean;
  /**
   * What a refused person reads, as catalog words rendered in their language (a function when it
   * depends on why); words('refusal.cannotNow') when left out (rules that refuse nobody).
   */
  refusal?: Words | ((actor: SignedIn, subject: S) => Words);
  code?: ErrorCode | ((actor: SignedIn, subject: S) => ErrorCode);
  /** A refusal that depends on the subject: the message and the wire `code` (reason) sent with the 403. */
  explain?: (actor: SignedIn, subject: S) => { message: Words; reason: string };
};

const isStaff = (a: SignedIn) => a.role === 'moderator' || a.role === 'admin';
const isAdmin = (a: SignedIn) => a.role === 'admin';
const member = () => true;
const MODERATOR_REQUIRED = words('refusal.moderatorRequired');
const STAFF_UNBLOCKABLE = words('refusal.staffUnblockable');
const CANNOT_NOW = words('refusal.cannotNow');
/** What a member reads when they try to treat MindSpace Safety Team as a person. */
export const SYSTEM_SENDER_REFUSALS = {
  message: words('refusal.systemMessage'),
  block: words('refusal.systemBlock'),
  report: words('refusal.systemReport'),
  role: words('refusal.systemRole'),
} as const;
const isSystem = (role: Role | undefined) => role === 'system';

/** The refusal an adult reads on trying to start a conversation with a member under 18. */
export const UNDER_18_FROM_ADULT = words('refusal.under18FromAdult');
/** The refusal a member under 18 reads on trying to start a conversation with an adult member. */
export const ADULT_FROM_UNDER_18 = words('refusal.adultFromUnder18');

/** Why a conversation may not be started, or null when it may (rule 'conversation:start'). */
function conversationStartRefusal(a: SignedIn, s: ConversationStartSubject): Words | null {
  if (s.userId === a.id) return words('refusal.conversationWithYourself');
  if (isSystem(s.theirRole) && !s.existing) return SYSTEM_SENDER_REFUSALS.message;
  const theyAreStaff = s.theirRole === 'moderator' || s.theirRole === 'admin';
  if ((s.blockedByThem && !isStaff(a)) || (s.blockedThem && !theyAreStaff)) return words('refusal.cannotMessage');
  if (s.existing || isStaff(a)) return null;
  // Adults and members under 18 are kept apart (decision 0080), whatever the teen's setting;
  // staff are not kept from anyone, and anyone may reach staff.
  if (s.theyUnder18 && !s.actorUnder18) return UNDER_18_FROM_ADULT;
  if (s.actorUnder18 && !s.theyUnder18 && !theyAreStaff) return ADULT_FROM_UNDER_18;
  if (s.acceptsMessages === false) return words('refusal.notAccepting');
  if (s.newMemberUntil) {
    const when = s.newMemberUntil.toISOString().slice(0, 16).replace('T', ' ');
    return words('refusal.newMember', { when });
  }
  return null;
}
const ADMIN_REQUIRED = words('refusal.adminRequired');

/** Every action, with its rule and the message a refused person reads. */
const RULES: { [A in Action]: Entry<Subjects[A]> } = {
  /** Writing needs a standing that allows it (onboarded; modn: not silenced). Staff are held to it too. */
  'member:write': {
    rule: (_a, s) => standingRefusal(s) === null,
    explain: (_a, s) => {
      const refusal = standingRefusal(s);
      return { message: refusal?.message ?? CANNOT_NOW, reason: refusal?.code ?? 'forbidden' };
    },
  },
  /**
   * A suspended or banned member keeps a restricted session: only the routes of
   * OPEN_WHILE_SUSPENDED. Staff are held to it too (a suspended staff member is demoted first).
   */
  'session:use': {
    rule: (_a, s) => !inForce(s.suspension, new Date()) || OPEN_WHILE_SUSPENDED.has(s.route),
    explain: (_a, s) => ({ message: suspendedMessage(s.suspension!), reason: 'suspended' }),
  },
  /**
   * A member's settings are theirs; while suspended, those that reach other members
   * (SETTINGS_REACHING_OTHERS) only turn private, until the suspension ends (decision 0097).
   */
  'settings:change': {
    rule: (_a, s) => !inForce(s.suspension, new Date()) || !reachesOthers(s.patch),
    explain: (_a, s) => ({ message: suspendedMessage(s.suspension!), reason: 'suspended' }),
  },
  /** Someone else always looks again: staff decide appeals, except against their own decision. */
  'appeal:decide': {
    rule: (a, s) => isStaff(a) && s.decidedById !== a.id,
    refusal: (a) => (isStaff(a) ? words('error.ownDecision') : MODERATOR_REQUIRED),
  },
  'question:create': { rule: member },
  'answer:create': { rule: member },
  'comment:create': { rule: member },
  'feedback:create': { rule: member },
  'topic:follow': { rule: member },
  /** Any member may follow a question they can see (the route answers 404 for one they cannot: canSeePost). */
  'question:follow': { rule: member },
  'profile:read': { rule: member },
  /** An admin hands the role on first, so the site is never left without one. */
  'account:close': {
    rule: (a) => a.role !== 'admin',
    refusal: words('refusal.adminCannotClose'),
  },
  /**
   * Every member may download a copy of their own data (GET /api/users/me/export);
   * the route reads only the signed-in person's rows, so nobody reaches another's.
   */
  'account:export': { rule: member },
  /**
   * Anyone may report content or a person, except themselves, what they wrote, and MindSpace
   * Safety Team as a person, which is no person (its messages can be reported).
   */
  'report:create': {
    rule: (a, s) => !(s.targetType === 'user' && (s.targetId === a.id || isSystem(s.targetRole))) && s.authorId !== a.id,
    refusal: (a, s) =>
      s.targetType !== 'user'
        ? words('refusal.reportOwnPost')
        : s.targetId === a.id
          ? words('refusal.reportYourself')
          : SYSTEM_SENDER_REFUSALS.report,
    code: (a, s) => (s.targetType === 'user' && s.targetId !== a.id ? 'forbidden' : 'bad_request'),
  },
  /**
   * Not with yourself; never across a block (either way), unless the blocked one is staff; a
   * new conversation only with someone who accepts messages and from an account older than
   * NEW_ACCOUNT_HOURS — staff always may.
   */
  'conversation:start': {
    rule: (a, s) => conversationStartRefusal(a, s) === null,
    refusal: (a, s) => conversationStartRefusal(a, s) ?? CANNOT_NOW,
    code: (a, s) => (s.userId === a.id ? 'bad_request' : 'forbidden'),
  },
  /** A block between the two closes their conversation for both. */
  'message:send': {
    rule: (_a, s) => !s.closed,
    refusal: words('refusal.conversationClosed'),
  },
  /**
   * Someone who blocked you keeps you from answering or commenting on their named posts (their
   * anonymous posts accept it, collapsed for them: refusing would tell you who wrote it). Staff
   * are never kept out.
   */
  'post:reply': {
    rule: (a, s) => !s.ownerBlockedYou || isStaff(a),
    refusal: words('refusal.cannotReply'),
  },
  'user:mute': { rule: (a, s) => s.userId !== a.id, refusal: words('refusal.muteYourself'), code: 'bad_request' },
  /**
   * Staff cannot be blocked: they must always be able to help keep a member safe (decision 0024);
   * nor MindSpace Safety Team, which writes only to check in.
   */
  'user:block': {
    rule: (a, s) => s.userId !== a.id && s.role === 'user',
    refusal: (a, s) =>
      s.userId === a.id ? words('refusal.blockYourself') : isSystem(s.role) ? SYSTEM_SENDER_REFUSALS.block : STAFF_UNBLOCKABLE,
    code: (a, s) => (s.userId === a.id ? 'bad_request' : 'forbidden'),
  },
  'post:muteAuthor': { rule: (a, s) => s.authorId !== a.id, refusal: words('refusal.muteYourself'), code: 'bad_request' },
  /**
   * The author of someone else's post. A named staff author cannot be blocked; an anonymous
   * post's author always can (refusing would tell that staff wrote it; the block never applies
   * to staff anyway).
   */
  'post:blockAuthor': {
    rule: (a, s) => s.authorId !== a.id && (s.isAnonymous || s.authorRole === 'user'),
    refusal: (a, s) => (s.authorId === a.id ? words('refusal.blockYourself') : STAFF_UNBLOCKABLE),
    code: (a, s) => (s.authorId === a.id ? 'bad_request' : 'forbidden'),
  },
  'conversation:read': {
    rule: (a, s) => s.participantIds.includes(a.id),
    refusal: words('refusal.notInConversation'),
  },
  'conversation:write': {
    rule: (a, s) => s.participantIds.includes(a.id),
    refusal: words('refusal.notInConversation'),
  },
  /** Voting on your own post is refused (DESIGN §4). */
  'vote:cast': {
    rule: (a, s) => s.authorId !== a.id,
    refusal: words('refusal.voteOwn'),
    code: 'bad_request',
  },
  /**
   * The author edits their own question, answer or comment; moderators and admins may edit
   * any (their edits are logged in moderation_log).
   */
  'post:edit': { rule: (a, s) => s.authorId === a.id || isStaff(a), refusal: words('refusal.editOwn') },
  /**
   * The author takes their own post back (DELETE /api/questions|answers|comments/:id). Staff
   * remove other people's posts from the moderation dashboard ('content:delete'), where the
   * reports on them are settled and the removal is logged.
   */
  'post:delete': { rule: (a, s) => s.authorId === a.id, refusal: words('refusal.deleteOwn') },
  /**
   * Private messages stay private: staff delete a message only after someone in the
   * conversation reported it (to anyone else it answers like a missing one).
   */
  'message:delete': { rule: (a, s) => isStaff(a) && s.reported, refusal: words('error.notFound', { what: 'message' }) },
  /** The sender takes back a message they sent; the other side sees 'This message was deleted'. */
  'message:deleteOwn': { rule: (a, s) => s.senderId === a.id, refusal: words('refusal.deleteOwnMessage') },
  /** Earlier versions of edited posts are for staff. */
  'revisions:read': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /**
   * Who may learn the author of an anonymous post: the author only. Moderation screens use
   * 'moderation:seeAnonymousAuthor' instead (the legal text keeps that link for moderation).
   */
  'post:seeAnonymousAuthor': { rule: (a, s) => s.authorId === a.id, refusal: words('refusal.hidden') },
  /**
   * A content warning whose own words hold crisis language is shown in those words only to its
   * author and staff; others read 'sensitive'.
   */
  'post:seeWarningWords': { rule: (a, s) => s.authorId === a.id || isStaff(a), refusal: words('refusal.hidden') },
  /** Email and change dates are private to the person (and admins). */
  'user:readPrivate': {
    rule: (a, s) => s.userId === a.id || isAdmin(a),
    refusal: words('refusal.cannotSee'),
  },
  /**
   * The situation behind a 'healing' status is private to the person and staff unless the
   * person shares it (setting showStatusSituation, default off).
   */
  'user:readStatusSituation': {
    rule: (a, s) => s.userId === a.id || isStaff(a) || s.shared,
    refusal: words('refusal.cannotSee'),
  },
  'moderation:read': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  'report:review': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  'content:delete': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /** Moderators see who wrote reported anonymous content (the legal text promises this link). */
  'moderation:seeAnonymousAuthor': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  'admin:read': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  'topic:create': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  'topic:update': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  'topic:delete': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  /** Feedback (the Ideas tab) is read by admins only. */
  'feedback:read': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  /** ... and marked read by them, for all of them. */
  'feedback:mark': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  /** Staff ask MindSpace Safety Team to check in on the author of reported content. */
  'report:checkIn': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /** Staff claim a card so others know someone is looking at it. */
  'report:claim': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /** Staff note what they learned about a member for the next moderator; members never see the notes in the app. */
  'staffNote:create': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /** A note is deleted by its author or an admin, so nobody quietly erases a colleague's note. */
  'staffNote:delete': {
    rule: (a, s) => isAdmin(a) || (isStaff(a) && s.authorId === a.id),
    refusal: words('refusal.noteDelete'),
  },
  /**
   * Any moderator or admin answers a member's reply to MindSpace Safety Team, as the team:
   * the member never learns who; the moderation log records it.
   */
  'safety:answer': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /** Staff bring back content they removed. */
  'content:restore': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /**
   * Auto-hide: a report by a moderator or admin hides the content at once, pending
   * review; members' reports hide it once AUTO_HIDE_REPORTS distinct members have reported it.
   */
  'content:hideAtOnce': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /**
   * Reports never hide a moderator's or admin's post, whoever files them: members could
   * otherwise silence the people who keep them safe. Those reports wait in the queue.
   */
  'post:autoHide': { rule: (_a, s) => s.authorRole === 'user', refusal: words('refusal.autoHideStaff') },
  /** Staff see every post hidden pending review (to review it). */
  'moderation:seeHidden': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /**
   * A post hidden pending review is seen by its author (marked 'hidden pending review') and by
   * staff only; to everyone else it is as if it did not exist.
   */
  'post:seeHidden': { rule: (a, s) => s.authorId === a.id || isStaff(a), refusal: words('error.apiNotFound') },
  /** Staff warn, silence and suspend members, and lift those. */
  'sanction:create': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  'sanction:lift': { rule: isStaff, refusal: MODERATOR_REQUIRED },
  /** A ban (a suspension without end), and lifting one, is an admin's decision. */
  'sanction:ban': { rule: isAdmin, refusal: words('refusal.banAdminOnly') },
  /**
   * Sanctions are for members: never yourself, never staff (an admin changes a staff member's
   * role first).
   */
  'sanction:target': {
    rule: (a, s) => isStaff(a) && s.userId !== a.id && s.role === 'user',
    refusal: words('refusal.sanctionMembersOnly'),
  },
  /** Admins change roles (checked by the request chain, before the input is validated). */
  'role:update': { rule: isAdmin, refusal: ADMIN_REQUIRED },
  /**
   * Whose role: other people's, never their own (no lock-out), nor a system account's; and the
   * actor must still be an admin as the change locks their row (of two admins demoting each other
   * at once, the second is refused, so the site always keeps one).
   */
  'role:target': {
    rule: (a, s) => s.actorRoleNow === 'admin' && s.userId !== a.id && !isSystem(s.role),
    refusal: (_a, s) =>
      s.actorRoleNow !== 'admin' ? ADMIN_REQUIRED : isSystem(s.role) ? SYSTEM_SENDER_REFUSALS.role : words('refusal.ownRole'),
  },
};

/** The actions whose rule needs no subject: the request chain can authorize them from `config.policy`. */
export const SUBJECTLESS_ACTIONS = new Set<Action>([
  'question:create',
  'answer:create',
  'comment:create',
  'feedback:create',
  'topic:follow',
  'question:follow',
  'profile:read',
  'account:close',
  'account:export',
  'moderation:read',
  'report:review',
  'content:delete',
  'moderation:seeAnonymousAuthor',
  'admin:read',
  'topic:create',
  'revisions:read',
  'topic:update',
  'topic:delete',
  'feedback:read',
  'feedback:mark',
  'report:checkIn',
  'report:claim',
  'staffNote:create',
  'safety:answer',
  'content:restore',
  'content:hideAtOnce',
  'moderation:seeHidden',
  'sanction:create',
  'sanction:lift',
  'sanction:ban',
  'role:update',
] satisfies { [A in Action]: Subjects[A] extends void ? A : never }[Action][]);

/** The arguments after `action`: the subject, or nothing for subject-less actions. */
type SubjectArgs<A extends Action> = Subjects[A] extends void ? [] : [subject: Subjects[A]];

/**
 * Which actions each actor object has been checked for. Keyed by the actor object itself
 * (per request, `request.user`), so the request chain can verify that a route consulted the
 * action it declares (`consultedActions`), wherever the check ran (route, query or presenter).
 */
const consulted = new WeakMap<object, Set<Action>>();

function record(actor: SignedIn, action: Action) {
  let set = consulted.get(actor);
  if (!set) consulted.set(actor, (set = new Set()));
  set.add(action);
}

/**
 * The actions checked so far for this actor object (used by the request chain's contract check).
 * @param actor the request's user object
 * @returns the set of actions passed to `can` or `authorize` with that object (empty when none)
 */
export function consultedActions(actor: object | null): ReadonlySet<Action> {
  return (actor && consulted.get(actor)) || new Set();
}

/**
 * Whether an actor may perform an action.
 * @param actor the signed-in user, or null when signed out (always false then)
 * @param action one of the actions above
 * @param subject what the action's rule inspects (see `Subjects`)
 */
export function can<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): boolean {
  if (!actor) return false;
  record(actor, action);
  return (RULES[action] as Entry<Subjects[A] | undefined>).rule(actor, subject[0]);
}

/**
 * Like `can`, but throws.
 * @throws AppError 401 when signed out; 403 (or the rule's own code) with the rule's message when refused
 */
export function authorize<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): asserts actor is SignedIn {
  if (!actor) throw unauthorized();
  if (!can(actor, action, ...subject)) {
    const entry = RULES[action] as Entry<Subjects[A] | undefined>;
    const s = subject[0];
    const code = typeof entry.code === 'function' ? entry.code(actor, s) : entry.code;
    if (entry.explain) {
      const { message, reason } = entry.explain(actor, s);
      throw new AppError(code ?? 'forbidden', message, reason);
    }
    const message = typeof entry.refusal === 'function' ? entry.refusal(actor, s) : entry.refusal;
    throw new AppError(code ?? 'forbidden', message ?? CANNOT_NOW);
  }
}

/**
 * Where a post's author is shown: on the community's pages (feeds, threads, notifications,
 * profiles), or on the moderation queue's cards (reports, flagged items), where staff review it.
 */
export type AuthorPlace = 'community' | 'moderation';

/**
 * Whether the viewer may see who wrote a post: always for a named post; for an anonymous one
 * its author ('post:seeAnonymousAuthor'), and staff on the moderation queue only
 * ('moderation:seeAnonymousAuthor': the legal text keeps the link for moderation; on the
 * community's pages staff read an anonymous post as everyone does). Every read path decides
 * anonymity here.
 * @param viewer who is asking
 * @param post the post's author id and anonymity flag
 * @param place where the author would be shown ('community' unless given)
 */
export function canSeeAuthor(
  viewer: Actor,
  post: Pick<PostSubject, 'authorId' | 'isAnonymous'>,
  place: AuthorPlace = 'community',
): boolean {
  if (!post.isAnonymous || can(viewer, 'post:seeAnonymousAuthor', { authorId: post.authorId })) return true;
  return place === 'moderation' && can(viewer, 'moderation:seeAnonymousAuthor');
}

/**
 * Whether the viewer may read a post hidden pending review (auto-hide): its
 * author and staff ('post:seeHidden'). A post that is not hidden is readable as ever.
 * @param viewer who is asking
 * @param post the post's author id and whether it is hidden
 */
export function canSeePost(viewer: Actor, post: { authorId: number; hidden: boolean }): boolean {
  return !post.hidden || can(viewer, 'post:seeHidden', { authorId: post.authorId });
}

/**
 * Which hidden posts a viewer's lists include, as lists filter in SQL: 'all' for staff
 * ('moderation:seeHidden'), otherwise only the viewer's own ('post:seeHidden': the author).
 * @param viewer who is asking
 * @returns 'all', or the id of the only author whose hidden posts the viewer may read
 */
export function hiddenPostsReadableBy(viewer: NonNullable<Actor>): 'all' | number {
  return can(viewer, 'moderation:seeHidden') ? 'all' : viewer.id;
}

/**
 * Whether a person's anonymous posts count and list for this viewer (only the person
 * themselves: others would learn that the posts exist).
 * @param viewer who is asking
 * @param userId whose posts are listed or counted
 */
export function canSeeAnonymousPostsOf(viewer: Actor, userId: number): boolean {
  return can(viewer, 'post:seeAnonymousAuthor', { authorId: userId });
}

/**
 * Who a notification of a new post (an answer to your question, a comment on your answer) says
 * caused it. Nobody is notified of their own post, so the person notified knows the author
 * exactly when any reader other than the author would (`canSeeAuthor`): for a named post its
 * author's name, and the author as the notification's actor, so that a mute or block of them by
 * name keeps the notification back or takes it out of the list; for an anonymous post (or a
 * comment by the asker of an anonymous question) the stand-in word and no actor, since a name or
 * a missing notification would tell who wrote it.
 * @param post the new post's author id and whether it is anonymous
 * @param names.named the author's name as notifications show it; names.anonymous the words that
 *   stand for them ('Someone', 'The asker')
 * @returns `{ name, actorId }`: actorId null when the post is anonymous
 */
export function notificationAuthor<Name>(
  post: { authorId: number; isAnonymous: boolean },
  names: { named: Name; anonymous: Name },
): { name: Name; actorId: number | null } {
  const actorId = notificationActor(post);
  return { name: actorId === null ? names.anonymous : names.named, actorId };
}

/**
 * The actor of a notification (or alert) caused by a post, as `notificationAuthor` decides it:
 * the author of a named post, null for an anonymous one. Mutes and blocks by name keep back only
 * notifications with an actor.
 * @param post the post's author id and whether it is anonymous
 * @returns the author's id, or null
 */
export function notificationActor(post: { authorId: number; isAnonymous: boolean }): number | null {
  return canSeeAuthor(null, post) ? post.authorId : null;
}

/**
 * What the viewer may do with a question or answer (wire `abilities`).
 * @param authorRole the author's role (a named staff author cannot be blocked)
 * @returns `{ edit, delete, report, vote, seeAuthor, muteAuthor, blockAuthor }`, all false when signed out
 */
export function postAbilities(viewer: Actor, post: PostSubject, authorRole: Role = 'user'): TPostAbilities {
  return {
    edit: can(viewer, 'post:edit', post),
    delete: can(viewer, 'post:delete', post),
    report: can(viewer, 'report:create', { targetType: post.type, targetId: post.id, authorId: post.authorId }),
    vote: can(viewer, 'vote:cast', post),
    seeAuthor: canSeeAuthor(viewer, post),
    muteAuthor: can(viewer, 'post:muteAuthor', post),
    blockAuthor: can(viewer, 'post:blockAuthor', { ...post, authorRole }),
  };
}

/**
 * What the viewer may do with a comment (comments take no votes). A comment by the asker on
 * their own anonymous question is anonymous like the question (`isAnonymous`).
 * @returns `{ edit, delete, report, seeAuthor, muteAuthor, blockAuthor }`
 */
export function commentAbilities(
  viewer: Actor,
  comment: { id: number; authorId: number; authorRole?: Role; isAnonymous?: boolean },
): TCommentAbilities {
  const post: PostSubject = { type: 'comment', id: comment.id, authorId: comment.authorId, isAnonymous: comment.isAnonymous ?? false };
  return {
    edit: can(viewer, 'post:edit', post),
    delete: can(viewer, 'post:delete', post),
    report: can(viewer, 'report:create', { targetType: 'comment', targetId: comment.id, authorId: comment.authorId }),
    seeAuthor: canSeeAuthor(viewer, post),
    muteAuthor: can(viewer, 'post:muteAuthor', post),
    blockAuthor: can(viewer, 'post:blockAuthor', { ...post, authorRole: comment.authorRole ?? 'user' }),
  };
}

/** A person's age band as stored (`users.age_band`), when the caller has the row. */
type AgeFacts = { ageBand: AgeBand | null; ageBandChangesAt: Date | null };
/** Whether a person is under 18 now, or undefined when their age band was not read. */
const under18 = (person: object): boolean | undefined => ('ageBand' in person ? isUnder18(currentAgeBand(person as AgeFacts)) : undefined);

/**
 * What the viewer may do to a person (wire `abilities` of a User). `message` knows the person,
 * their role and, when both rows carry it, both age bands (an adult never starts a conversation
 * with a member under 18); the rest of that rule (settings, blocks) is decided when one is started.
 * @param viewer who is asking (a session's user row carries its age band)
 * @param user the person (a user row carries its age band)
 * @returns `{ message, report, mute, block, changeRole, closeAccount }` (closeAccount only on yourself)
 */
export function userAbilities(viewer: Actor, user: { id: number; role: Role }): TUserAbilities {
  return {
    message:
      viewer !== null &&
      can(viewer, 'conversation:start', {
        userId: user.id,
        theirRole: user.role,
        actorUnder18: under18(viewer),
        theyUnder18: under18(user),
      }),
    report: can(viewer, 'report:create', { targetType: 'user', targetId: user.id, targetRole: user.role }),
    mute: can(viewer, 'user:mute', { userId: user.id }),
    block: can(viewer, 'user:block', { userId: user.id, role: user.role }),
    changeRole: can(viewer, 'role:update') && can(viewer, 'role:target', { userId: user.id, role: user.role, actorRoleNow: viewer!.role }),
    closeAccount: viewer?.id === user.id && can(viewer, 'account:close'),
  };
}

/**
 * Which sanctions the viewer may give a member (wire `abilities` of the member record): staff
 * warn, silence and suspend members ('sanction:target': not staff, not themselves), only an
 * admin bans ('sanction:ban'); nothing for a closed account.
 * @param member the member's id, role and whether their account is closed
 * @returns `{ warn, silence, suspend, ban }`
 */
export function sanctionAbilities(
  viewer: Actor,
  member: { id: number; role: Role; closed: boolean },
): { warn: boolean; silence: boolean; suspend: boolean; ban: boolean } {
  const target = !member.closed && can(viewer, 'sanction:target', { userId: member.id, role: member.role });
  return { warn: target, silence: target, suspend: target, ban: target && can(viewer, 'sanction:ban') };
}

/**
 * What the viewer may do with a message (wire `abilities` of a Message).
 * @param message its sender and whether it is already deleted
 * @returns `{ delete }`: true for the sender of a message that is not deleted
 */
export function messageAbilities(viewer: Actor, message: { senderId: number; isDeleted: boolean }): { delete: boolean } {
  return { delete: !message.isDeleted && can(viewer, 'message:deleteOwn', { senderId: message.senderId }) };
}

/**
 * What the signed-in person may do on the site (`siteAbilities` of `/api/auth/user`).
 * @returns `{ moderate, administer, createTopic }`
 */
export function siteAbilities(viewer: Actor): TSiteAbilities {
  return {
    moderate: can(viewer, 'moderation:read'),
    administer: can(viewer, 'admin:read'),
    createTopic: can(viewer, 'topic:create'),
  };
}

/**
 * The row-level half of a route's policy, handed by the request chain to the handler and its
 * queries (`rowPolicy(request)` in route-chain.ts). A rule that needs the row (the post being
 * edited, the conversation written to) is decided on the row the query has just read, under its
 * lock, so the decision and the write see the same row; the route declares which actions it may
 * ask for (`config.policy` and `config.rowChecks`), and asking for any other is a defect.
 */
export type RowPolicy<Person extends SignedIn = SignedIn> = {
  /** The signed-in person the decisions are about (the session's user row for a request). */
  readonly actor: Person;
  /**
   * Refuses unless the rule allows the action on this row.
   * @throws AppError as `authorize`; Error when the route did not declare the action
   */
  require<A extends Action>(action: A, ...subject: SubjectArgs<A>): void;
  /**
   * Whether the rule allows the action on this row (no throw).
   * @throws Error when the route did not declare the action
   */
  allows<A extends Action>(action: A, ...subject: SubjectArgs<A>): boolean;
  /** Whether the person may read this post (`canSeePost`): a read rule every route may ask. */
  seesPost(post: { authorId: number; hidden: boolean }): boolean;
  /** Whether the person may know who wrote this post (`canSeeAuthor`): the only anonymity decision. */
  seesAuthor(post: { authorId: number; isAnonymous: boolean }): boolean;
  /**
   * How the notifications of a post the person writes name them (`notificationAuthor`).
   * @param post whether the new post is anonymous; names as for notificationAuthor
   */
  notifiedAs<Name>(post: { isAnonymous: boolean }, names: { named: Name; anonymous: Name }): { name: Name; actorId: number | null };
};

/**
 * Builds the row-level policy of one request (called by the request chain only).
 * @param actor the request's signed-in person
 * @param declared the actions the route declares (its `config.policy` and `config.rowChecks`)
 * @returns the request's RowPolicy
 */
export function rowPolicy<Person extends SignedIn>(actor: Person, declared: ReadonlySet<Action>): RowPolicy<Person> {
  const declaredOnly = (action: Action) => {
    if (!declared.has(action)) throw new Error(`Policy: the route asked for '${action}', which its config.policy/rowChecks do not declare`);
  };
  return {
    actor,
    require(action, ...subject) {
      declaredOnly(action);
      authorize(actor, action, ...subject);
    },
    allows(action, ...subject) {
      declaredOnly(action);
      return can(actor, action, ...subject);
    },
    seesPost: (post) => canSeePost(actor, post),
    seesAuthor: (post) => canSeeAuthor(actor, post),
    notifiedAs: (post, names) => notificationAuthor({ authorId: actor.id, isAnonymous: post.isAnonymous }, names),
  };
}
