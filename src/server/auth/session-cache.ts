/**
 * A brief in-memory cache of resolved sessions (decisions 0035 and 0056), so a request does not
 * pay a session round trip. Keyed by the stored session id (the SHA-256 of the
 * cookie's token; the token itself is never kept). Kept correct across instances by the outbox
 * stream every instance already receives, which shared/caches.ts (the owner of
 * every per-instance cache) hands it:
 *
 * - `session.ended`, `account.closed`, `account.suspended` and `role.changed` (`endsSessions` in
 *   shared/cache-drops.ts, the table of what every event drops) drop the member's entries at once, and a lookup that was already on its way to the database when one of them
 *   arrived is not cached (the epoch check), so a signed-out session is never served again;
 * - any other event addressed to a member (a notification, a message…) drops that member's
 *   entries too, so a change someone else made to them (a silence comes with a notification)
 *   is seen on their next request, and a lookup of theirs that was on its way meanwhile is not
 *   cached either (the same check, per member);
 * - while the LISTEN connection is down the cache is emptied and not used (correct, slower).
 *
 * Writes use it as reads do: everything that changes a member's standing or
 * record is announced by one of these events, so a write is refused on every instance within one
 * event's delivery of a sign-out, suspension, silence or role change.
 */
import { LRUCache } from 'lru-cache';
import type { EventBus } from '../events/bus';
import type { Drops } from '../shared/cache-drops';

/** At most this many sessions are kept (the least recently used go first). */
const MAX_ENTRIES = 20_000;

/** What a request needs of a resolved session. */
export type CachedSession<U extends { id: number }> = { sessionId: string; user: U; sessionExpiresAt: Date };

/** The cache of one server instance. */
export type SessionCache<U extends { id: number }> = {
  /** The cached session for a stored session id, or undefined (also whenever the cache is off). */
  get(sessionId: string): CachedSession<U> | undefined;
  /** A number to pass to `set`: taken before the database lookup starts. */
  epoch(): number;
  /** Keeps a session resolved from the database, unless an ending event, or an event addressed to its member, arrived since `epoch`. */
  set(entry: CachedSession<U>, epoch: number): void;
  /** Drops every cached session of a member (after their own write that changed them, on this instance). */
  dropUser(userId: number): void;
  /** Drops one session (signed out on this instance: at once, before the event arrives). */
  delete(sessionId: string): void;
  /** Applies what one event drops (shared/caches.ts calls it with each event's `dropsFor`). */
  apply(drops: Drops): void;
  /** Empties the cache. */
  close(): void;
};

/**
 * Makes a session cache. Only shared/caches.ts calls this: it feeds the cache the instance's events.
 * @param bus the instance's event bus (`isListening` gates use)
 * @param ttlSeconds how long an entry is served, in seconds; 0 makes a cache that never keeps anything
 * @returns the cache
 */
export function createSessionCache<U extends { id: number }>(bus: EventBus, ttlSeconds: number): SessionCache<U> {
  const entries = new LRUCache<string, CachedSession<U>>({ max: MAX_ENTRIES, ttl: Math.max(ttlSeconds, 1) * 1000 });
  /** Stored session ids per member, to drop a member's entries. */
  const byUser = new Map<number, Set<string>>();
  /** Events seen that end sessions or are addressed to a member: `epoch()` is this count. */
  let seen = 0;
  /** The count at the latest ending event, and at each member's latest event (kept a minute: far longer than a lookup). */
  let lastEnding = 0;
  const lastEventOf = new LRUCache<number, number>({ max: MAX_ENTRIES, ttl: 60_000 });
  const enabled = ttlSeconds > 0;

  const dropUser = (userId: number) => {
    const ids = byUser.get(userId);
    if (!ids) return;
    byUser.delete(userId);
    for (const id of ids) entries.delete(id);
  };
  const clear = () => {
    entries.clear();
    byUser.clear();
    seen += 1;
    lastEnding = seen;
  };

  const apply = ({ endsSessions, sessionsOf }: Drops) => {
    if (!enabled || (!endsSessions && sessionsOf === null)) return;
    seen += 1;
    if (endsSessions) lastEnding = seen;
    if (sessionsOf !== null) {
      lastEventOf.set(sessionsOf, seen);
      dropUser(sessionsOf);
    }
  };

  return {
    get(sessionId) {
      if (!enabled) return undefined;
      if (!bus.isListening()) {
        if (entries.size > 0) clear();
        return undefined;
      }
      const hit = entries.get(sessionId);
      if (!hit) return undefined;
      if (hit.sessionExpiresAt.getTime() <= Date.now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return hit;
    },
    epoch: () => seen,
    set(entry, epoch) {
      if (!enabled || !bus.isListening() || lastEnding > epoch || (lastEventOf.get(entry.user.id) ?? 0) > epoch) return;
      entries.set(entry.sessionId, entry);
      let ids = byUser.get(entry.user.id);
      if (!ids) byUser.set(entry.user.id, (ids = new Set()));
      ids.add(entry.sessionId);
      // Entries the LRU evicted or timed out leave their ids here until the member's next drop; keep the index bounded.
      if (byUser.size > MAX_ENTRIES * 2) {
        for (const [userId, set] of byUser) {
          for (const id of set) if (!entries.has(id)) set.delete(id);
          if (set.size === 0) byUser.delete(userId);
        }
      }
    },
    dropUser,
    delete: (sessionId) => {
      entries.delete(sessionId);
    },
    apply,
    close: clear,
  };
}
