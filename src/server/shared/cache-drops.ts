/**
 * What every live event drops from the per-instance caches: one table, keyed by every name of
 * the live-event union (src/common/schemas/live-events.ts), so a new event does not compile
 * until it says what it drops, and cache-drops.test.ts, generated from this table, checks each
 * row through the real outbox and bus (decision 0081).
 *
 * The caches that hold what a change can make stale, and so are dropped by events (shared/caches.ts,
 * the owner of every cache, applies each event's drops to both):
 * - the read cache (shared/read-cache.ts): feed pages and question records (`feed`,
 *   `feed:<ordering>`, `question:<id>`, `topic:<id>`), thread pages (`thread:<id>`), members'
 *   reader states and finished pages (`user:<id>`), members' Following pages (the tags of a feed
 *   page of the same query, and their `user:<id>`);
 * - the session cache (auth/session-cache.ts): resolved sessions, by member.
 * The others hold a pure function of their key (listed in shared/caches.ts) and no event can
 * make them stale.
 *
 * Every event addressed to a member also drops that member's read-cache entries (`user:<id>`:
 * their name, role or closed account may show on any page; their reader state; their Following
 * pages) and, unless its row says `keepsSessions`, their cached sessions (a change someone else
 * made to them is seen on their next request).
 */
import type { TLiveEvent, TLiveEventPayload, TLiveEventType } from '../../common/schemas/live-events';

/** An outbox event as the caches read it (a bus event, or one a request on this instance just emitted). */
export type CacheEvent = { type: string; payload: unknown; userId?: number | null; channel?: string | null };

/** One row of the table: the read-cache tags the event drops, and whether it ends its member's sessions. */
type DropRow<T extends TLiveEventType> = {
  /** Read-cache tags beyond the addressee's `user:<id>` (the payload is the event's, ids only). */
  tags?: (payload: Extract<TLiveEvent, { type: T }>['payload'], questionId: number | null) => string[];
  /**
   * A cached session of the member must never be served again, and a session lookup already on
   * its way when it arrived is not cached (sign-out, closing, suspension, role change: security).
   */
  endsSessions?: true;
  /**
   * The event changes nothing a session holds (the member's record, role or standing), so their
   * cached sessions stay: a write that sends only such events to its writer costs them no new
   * session lookup (decision 0056).
   */
  keepsSessions?: true;
};

/** Orderings whose order moves with a question's counters (votes, answers). */
const COUNTER_ORDERINGS = ['feed:trending', 'feed:mostAnswers'];
/** Orderings whose order or membership moves with a question's answer count. */
const ANSWER_COUNT_ORDERINGS = [...COUNTER_ORDERINGS, 'feed:unanswered'];

/** What a change to a question, answer or comment drops (content.edited, deleted, hidden, restored). */
const contentChange = {
  tags: (payload: TLiveEventPayload<'content.edited'>, questionId: number | null) =>
    questionId === null
      ? []
      : [
          `question:${questionId}`,
          `thread:${questionId}`,
          // The question itself may enter or leave any page (topics edited, hidden, restored);
          // an answer or comment moves the question's answer count and rank.
          ...(payload.targetType === 'question' ? ['feed'] : ANSWER_COUNT_ORDERINGS),
        ],
};

/** The table: every live event → what it drops (besides what any event addressed to a member drops). */
export const CACHE_DROPS: { readonly [T in TLiveEventType]: DropRow<T> } = {
  'notification.created': {},
  'notification.read': {},
  'message.created': {},
  'conversation.read': {},
  'question.created': { tags: () => ['feed'] },
  'answer.created': {
    tags: (_, questionId) => (questionId === null ? [] : [`question:${questionId}`, `thread:${questionId}`, ...ANSWER_COUNT_ORDERINGS]),
  },
  'comment.created': { tags: (_, questionId) => (questionId === null ? [] : [`thread:${questionId}`]) },
  'vote.changed': {
    tags: (payload, questionId) =>
      questionId === null
        ? []
        : [`thread:${questionId}`, ...(payload.targetType === 'question' ? [`question:${questionId}`, ...COUNTER_ORDERINGS] : [])],
  },
  'content.edited': contentChange,
  'content.deleted': contentChange,
  'content.hidden': contentChange,
  'content.restored': contentChange,
  'role.changed': { endsSessions: true },
  'safety.changed': {},
  'queue.changed': {},
  'appeals.changed': {},
  'account.suspended': { endsSessions: true },
  'stream.reset': {},
  'session.ended': { endsSessions: true },
  'account.closed': { endsSessions: true },
  'profile.changed': {},
  'reader.changed': {},
  // Addressed to the member: their Following pages go with their `user:<id>` (decision 0095).
  'follows.changed': { keepsSessions: true },
  'topic.changed': { tags: (payload) => ['feed', `topic:${payload.topicId}`] },
  'ranks.refreshed': { tags: () => ['feed:trending'] },
};

/** A positive integer from an event field, or null. */
function idIn(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The question an event is about: its payload's questionId, a question target, or its `question:<id>` channel. */
function questionOf(event: CacheEvent, payload: Record<string, unknown>): number | null {
  const fromChannel = event.channel?.startsWith('question:') ? idIn(Number(event.channel.slice('question:'.length))) : null;
  return idIn(payload.questionId) ?? (payload.targetType === 'question' ? idIn(payload.targetId) : null) ?? fromChannel;
}

/** What one event drops from every cache. */
export type Drops = {
  /** Read-cache tags whose entries go. */
  tags: string[];
  /** The member whose cached sessions go (the addressee, unless the row `keepsSessions`), or null. */
  sessionsOf: number | null;
  /** Whether sessions must never be served again from before it (CACHE_DROPS `endsSessions`). */
  endsSessions: boolean;
};

/**
 * What an event drops, read from CACHE_DROPS (an event name the table does not hold drops only
 * what any event addressed to a member drops).
 * @param event the event (type, addressee, channel, payload: ids only)
 * @returns the read-cache tags, the member whose sessions go (null for a channel event or a row
 *   that `keepsSessions`), and whether it ends sessions
 */
export function dropsFor(event: CacheEvent): Drops {
  const row = (CACHE_DROPS as Partial<Record<string, DropRow<TLiveEventType>>>)[event.type];
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  const tags = event.userId != null ? [`user:${event.userId}`] : [];
  // Payloads come from the outbox, written by emitters typed by the same union (events/outbox.ts).
  if (row?.tags) tags.push(...row.tags(payload as never, questionOf(event, payload)));
  const sessionsOf = row?.keepsSessions ? null : (event.userId ?? null);
  return { tags, sessionsOf, endsSessions: row?.endsSessions === true };
}
