/**
 * Mutes, blocks and reader filters as every read and write applies them.
 * The rows are in `user_restrictions` (blocks and mutes) and `user_settings` (hidden topics and
 * words); the routes that change them are in `features/blocks`.
 *
 * A mute or block made from a profile or a named post stands for the person: their named posts
 * are collapsed for the member ('muted', or 'blocked' when the member blocked them). One made from an anonymous post stands for that post:
 * the post is collapsed, and its author is restricted towards the member, but nothing the member
 * sees ever depends on who the author is (their named posts and other anonymous posts stay as
 * they are), so the member never learns it. A named mute never touches a post whose author the
 * member may not see (`canSeeAuthor`), for the same reason.
 */
import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { holds } from '../db/holds';
import { userRestrictions, userSettings, votes } from '../db/schema/index';
import type { VoteType } from '../../common/constants';
import { canSeeAuthor, type Actor } from '../auth/policy';
import type { THiddenReason } from '../../common/schemas/index';
import { execute } from '../db/execute';

/** Why a person or post is restricted for a member: a block also mutes, and is what the member is told. */
type RestrictionKind = 'muted' | 'blocked';

/** Everything a read needs to know about one member's mutes, blocks and filters (loaded once per request). */
export type ReaderView = {
  viewer: NonNullable<Actor>;
  /** People muted or blocked by name → 'blocked' when blocked, else 'muted'. */
  mutedUserIds: Map<number, RestrictionKind>;
  /** Posts muted or blocked from an anonymous post (`question:12`, `answer:7`) → the same. */
  mutedPosts: Map<string, RestrictionKind>;
  /** Reader filters: hidden topic ids. */
  hiddenTopicIds: number[];
  /** Reader filters: hidden words or phrases, lower case. */
  hiddenWords: string[];
};

/** A post as the hiding rules see it. */
export type HideablePost = {
  type: 'question' | 'answer' | 'comment';
  id: number;
  authorId: number;
  isAnonymous: boolean;
  /** Its text (a question's title and content). */
  text: string;
  /** A question's topics. */
  topicIds?: number[];
  /** Decided in SQL on the whole text when `text` is only a cut preview; absent: `text` is checked. */
  textMatchesHiddenWords?: boolean;
  /**
   * A comment by the asker on their own anonymous question (`isAnonymous`): that question's id.
   * Muting the question's author from the question collapses these comments too.
   */
  anonymousQuestionId?: number;
};

/**
 * Loads a member's mutes, blocks and reader filters: two small queries on primary keys.
 * @param db database or transaction
 * @param viewer the signed-in member
 */
export async function loadReaderView(db: Db, viewer: NonNullable<Actor>): Promise<ReaderView> {
  const [rows, [settings]] = await Promise.all([
    db
      .select({
        targetUserId: userRestrictions.targetUserId,
        kind: userRestrictions.kind,
        viaType: userRestrictions.viaType,
        viaId: userRestrictions.viaId,
      })
      .from(userRestrictions)
      .where(eq(userRestrictions.userId, viewer.id)),
    db
      .select({ hiddenTopicIds: userSettings.hiddenTopicIds, hiddenWords: userSettings.hiddenWords })
      .from(userSettings)
      .where(eq(userSettings.userId, viewer.id)),
  ]);
  const view: ReaderView = {
    viewer,
    mutedUserIds: new Map(),
    mutedPosts: new Map(),
    hiddenTopicIds: settings?.hiddenTopicIds ?? [],
    hiddenWords: settings?.hiddenWords ?? [],
  };
  for (const r of rows) addRestriction(view, r.targetUserId, r.kind, r.viaType, r.viaId);
  return view;
}

/**
 * Records one restriction row in a reader view; a block outranks a mute of the same person or post.
 * @param view the view being built
 * @param targetUserId the restricted person; kind 'mute' | 'block'; viaType/viaId the anonymous post it was made from, or null
 */
function addRestriction(
  view: ReaderView,
  targetUserId: number,
  kind: 'mute' | 'block',
  viaType: 'question' | 'answer' | null,
  viaId: number | null,
): void {
  const said: RestrictionKind = kind === 'block' ? 'blocked' : 'muted';
  if (viaType && viaId != null) {
    const key = `${viaType}:${viaId}`;
    if (view.mutedPosts.get(key) !== 'blocked') view.mutedPosts.set(key, said);
  } else if (view.mutedUserIds.get(targetUserId) !== 'blocked') view.mutedUserIds.set(targetUserId, said);
}

/** A member's reader view and their votes, read together (`loadReaderStep`). */
export type ReaderStep = { view: ReaderView; votes: Map<number, VoteType>; votesComplete: boolean };

/**
 * The per-reader step of a shared page, in one statement: the member's mutes,
 * blocks and reader filters (what `loadReaderView` reads) and their votes — on a page's posts
 * (`ids`), or all their votes on posts of one type up to a limit (`upTo`).
 * @param db database or transaction
 * @param viewer the signed-in member
 * @param votesOn the type of the posts, and either their ids (may be empty) or `upTo`, the most votes to read
 * @returns the reader view; a map post id → the member's vote ('upvote' | 'downvote'; absent: none);
 *   votesComplete false when the member has more than `upTo` votes (the map then holds only some)
 */
export async function loadReaderStep(
  db: Db,
  viewer: NonNullable<Actor>,
  votesOn: { targetType: 'question' | 'answer'; ids: number[] } | { targetType: 'question' | 'answer'; upTo: number },
): Promise<ReaderStep> {
  const byMember = sql`${votes.userId} = ${viewer.id} and ${votes.targetType} = ${votesOn.targetType}`;
  const votesSql =
    'upTo' in votesOn
      ? sql`coalesce((select json_agg(json_build_array(v.target_id, v.vote_type)) from (select ${votes.targetId} as target_id, ${votes.voteType} as vote_type
          from ${votes} where ${byMember} limit ${votesOn.upTo + 1}) v), '[]'::json)`
      : votesOn.ids.length === 0
        ? sql`'[]'::json`
        : sql`coalesce((select json_agg(json_build_array(${votes.targetId}, ${votes.voteType})) from ${votes}
          where ${byMember} and ${inArray(votes.targetId, votesOn.ids)}), '[]'::json)`;
  const result = await execute<{
    restrictions: [number, 'mute' | 'block', 'question' | 'answer' | null, number | null][];
    settings: [number[] | null, string[] | null] | null;
    votes: [number, VoteType][];
  }>(
    db,
    sql`select
    coalesce((select json_agg(json_build_array(${userRestrictions.targetUserId}, ${userRestrictions.kind}, ${userRestrictions.viaType}, ${userRestrictions.viaId}))
      from ${userRestrictions} where ${userRestrictions.userId} = ${viewer.id}), '[]'::json) as "restrictions",
    (select json_build_array(${userSettings.hiddenTopicIds}, ${userSettings.hiddenWords})
      from ${userSettings} where ${userSettings.userId} = ${viewer.id}) as "settings",
    ${votesSql} as "votes"`,
  );
  const [row] = result;
  const view: ReaderView = {
    viewer,
    mutedUserIds: new Map(),
    mutedPosts: new Map(),
    hiddenTopicIds: row.settings?.[0] ?? [],
    hiddenWords: row.settings?.[1] ?? [],
  };
  for (const [targetUserId, kind, viaType, viaId] of row.restrictions) addRestriction(view, targetUserId, kind, viaType, viaId);
  const complete = !('upTo' in votesOn) || row.votes.length <= votesOn.upTo;
  return { view, votes: new Map(complete ? row.votes : row.votes.slice(0, 0)), votesComplete: complete };
}

/**
 * Escapes a word or phrase for a regular expression, the same for JavaScript (unicode mode) and
 * PostgreSQL: the syntax characters get a backslash, a space matches any run of white space.
 */
const escapeWord = (word: string) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&').replace(/\s+/g, '\\s+');

/**
 * The hidden words as one PostgreSQL regular expression (ARE, for `~*`): any of them as a whole
 * word or phrase (no letter, digit or underscore just before or after it), case-insensitive
 * with `~*`.
 * @returns the pattern, or null when there are no hidden words
 */
export function hiddenWordsPattern(words: string[]): string | null {
  if (words.length === 0) return null;
  return `(?<![[:alnum:]_])(?:${words.map(escapeWord).join('|')})(?![[:alnum:]_])`;
}

/** The same words as a JavaScript regular expression, with the same whole-word rule. */
function hiddenWordsRegExp(words: string[]): RegExp | null {
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeWord).join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
}

/**
 * Whether a text contains one of these hidden words or phrases (whole words, any case), for a
 * check outside a reader view (new-question alerts).
 * @param words a member's hidden words; text the text to check
 */
export function containsHiddenWords(words: string[], text: string): boolean {
  return hiddenWordsRegExp(words)?.test(text) ?? false;
}

const regexpCache = new WeakMap<ReaderView, RegExp | null>();

/**
 * Whether a text contains one of the member's hidden words or phrases (whole words, any case).
 * @param view the member's reader view
 * @param text the text to check
 */
export function matchesHiddenWords(view: ReaderView, text: string): boolean {
  if (!regexpCache.has(view)) regexpCache.set(view, hiddenWordsRegExp(view.hiddenWords));
  return regexpCache.get(view)?.test(text) ?? false;
}

/**
 * Why a post is collapsed for this member, or null. The member's own posts never are.
 * 'muted' / 'blocked': a post muted or blocked from itself (anonymous), or a post whose author the
 * member muted or blocked by name and may see (`canSeeAuthor`). 'filtered': in a hidden topic, or
 * containing a hidden word.
 * @param view the member's reader view; undefined (no view) means nothing is hidden
 * @param post the post
 */
export function hiddenReason(view: ReaderView | undefined, post: HideablePost): THiddenReason {
  if (!view || post.authorId === view.viewer.id) return null;
  const fromPost =
    (post.type !== 'comment' ? view.mutedPosts.get(`${post.type}:${post.id}`) : undefined) ??
    (post.anonymousQuestionId !== undefined ? view.mutedPosts.get(`question:${post.anonymousQuestionId}`) : undefined);
  if (fromPost) return fromPost;
  const fromPerson = view.mutedUserIds.get(post.authorId);
  if (fromPerson && canSeeAuthor(view.viewer, post)) return fromPerson;
  if (post.topicIds?.some((id) => view.hiddenTopicIds.includes(id))) return 'filtered';
  if (post.textMatchesHiddenWords ?? matchesHiddenWords(view, post.text)) return 'filtered';
  return null;
}

/**
 * SQL condition: `recipient` muted or blocked `author` by name (a restriction made from an
 * anonymous post does not count: it stands for that post, not the person). For a statement
 * that decides in SQL whether a new post notifies (isMutedForNotification is the same rule).
 * @param recipient the recipient's id (a number or a column of the enclosing query)
 * @param author the new post's author's id
 * @returns an `exists (…)` expression
 */
export function mutedByNameSql(recipient: number | SQLWrapper, author: number | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRestrictions} where ${userRestrictions.userId} = ${recipient}
    and ${userRestrictions.targetUserId} = ${author} and ${userRestrictions.viaType} is null)`;
}

/**
 * Whether a new post's notification should not be written: it names an actor (a named post; the
 * policy's `notificationAuthor` decides) whom the recipient muted or blocked by name. A
 * notification of an anonymous post has no actor and is never kept back (a missing one would tell
 * who wrote it).
 * @param db the writing transaction
 * @param params recipientId; actorId the notification's actor, null for an anonymous post
 */
export async function isMutedForNotification(db: Db, params: { recipientId: number; actorId: number | null }): Promise<boolean> {
  if (params.actorId === null) return false;
  return holds(db, mutedByNameSql(params.recipientId, params.actorId));
}

/**
 * SQL condition: `owner` has blocked `actor`, by name or from one of the actor's anonymous posts
 * (hasBlocked is the same rule, for a statement that reads it with other things).
 * @param owner the owner's id (a number or a column of the enclosing query)
 * @param actor the actor's id
 * @returns an `exists (…)` expression
 */
export function hasBlockedSql(owner: number | SQLWrapper, actor: number | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRestrictions} where ${userRestrictions.userId} = ${owner}
    and ${userRestrictions.targetUserId} = ${actor} and ${userRestrictions.kind} = 'block')`;
}

/**
 * SQL condition: `owner` blocked `other` by name (a block made from an anonymous post never
 * restricts its maker, who does not know whom it is about) — blocksWith's `blockedThem`.
 * @param owner the member's id; other the other person's id (numbers or columns)
 * @returns an `exists (…)` expression
 */
export function blockedByNameSql(owner: number | SQLWrapper, other: number | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRestrictions} where ${userRestrictions.userId} = ${owner}
    and ${userRestrictions.targetUserId} = ${other} and ${userRestrictions.kind} = 'block' and ${userRestrictions.viaType} is null)`;
}

/**
 * Whether `ownerId` has blocked `actorId`, by name or from one of the actor's anonymous posts
 * (what keeps the actor from answering, commenting on or messaging the owner).
 * @param db database or transaction
 */
export async function hasBlocked(db: Db, params: { ownerId: number; actorId: number }): Promise<boolean> {
  return holds(db, hasBlockedSql(params.ownerId, params.actorId));
}

/** The blocks between a member and another person, as the messaging rules (policy 'conversation:start') read them. */
export type BlocksBetween = {
  /** The other person blocked the member (by name, or from one of the member's anonymous posts). */
  blockedByThem: boolean;
  /**
   * The member blocked the other person by name. A block made from an anonymous post never
   * restricts its maker, who does not know whom it is about.
   */
  blockedThem: boolean;
};

/**
 * The blocks between a member and each of several people, in one query.
 * @param db database or transaction
 * @param params actorId the member; otherIds the other people
 * @returns other person's id → their blocks (every id given is present)
 */
export async function blocksWith(db: Db, params: { actorId: number; otherIds: number[] }): Promise<Map<number, BlocksBetween>> {
  const result = new Map(params.otherIds.map((id) => [id, { blockedByThem: false, blockedThem: false }]));
  if (params.otherIds.length === 0) return result;
  const rows = await db
    .select({ userId: userRestrictions.userId, targetUserId: userRestrictions.targetUserId })
    .from(userRestrictions)
    .where(
      and(
        eq(userRestrictions.kind, 'block'),
        or(
          and(inArray(userRestrictions.userId, params.otherIds), eq(userRestrictions.targetUserId, params.actorId)),
          and(
            eq(userRestrictions.userId, params.actorId),
            inArray(userRestrictions.targetUserId, params.otherIds),
            isNull(userRestrictions.viaType),
          ),
        ),
      ),
    );
  for (const r of rows) {
    if (r.targetUserId === params.actorId) result.get(r.userId)!.blockedByThem = true;
    else result.get(r.targetUserId)!.blockedThem = true;
  }
  return result;
}
