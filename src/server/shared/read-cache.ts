/**
 * The shared read cache of one server instance (decision 0032): records that are the same for
 * every reader (a feed page, a question without the viewer's vote, the shared part of a thread
 * page) kept in memory, each entry carrying **tags** that name what it shows:
 *
 * - `feed` (every feed page), `feed:trending`, `feed:recent`, `feed:mostAnswers` (one ordering);
 * - `question:12` (a page or record showing question 12), `thread:12` (question 12's answers);
 * - `user:5` (shows member 5's name, picture, status or role; or is member 5's own: their reader
 *   state, finished pages and Following pages), `topic:3` (shows topic 3's name).
 *
 * Entries are dropped by the outbox events every instance already receives over LISTEN
 * (`CACHE_DROPS` in shared/cache-drops.ts is the one table from an event to what it drops;
 * shared/caches.ts, the owner of every per-instance cache, applies it), so every instance stays correct and nothing is stale for longer than one event's delivery. The writing
 * instance drops right after its own write (before the response leaves), from the events the
 * request emitted (`emitEvent` collects them while a write request runs), so a member sees
 * their own change on their very next read even before the NOTIFY comes back.
 *
 * A lookup that raced a drop is not stored: `epoch()` is taken before the database read, and
 * `set` refuses an entry when one of its tags was dropped since (a short log of recent drops
 * is kept; older epochs are refused outright). While the LISTEN connection is down the cache
 * is emptied and not used (correct, slower), as the session cache.
 *
 * Memory: an LRU bounded by size (READ_CACHE_MB; each entry's size is estimated by its
 * writer), with a time limit as a safety net for what no event announces (view counts, the
 * slow decay of trending ranks between two runs of the rank job).
 */
import { LRUCache } from 'lru-cache';
import type { EventBus } from '../events/bus';

/** Longest an entry is served, in ms: a safety net only (every change that matters drops entries at once). */
const ENTRY_TTL_MS = 60_000;
/** Drops remembered for the epoch check; a lookup older than this many drops is not stored. */
const DROP_LOG_SIZE = 512;

/** The cache of one server instance. */
export type ReadCache = {
  /** Whether entries are served and stored now (configured on, and LISTEN up). */
  isOn(): boolean;
  /** The entry under a key, or undefined (also whenever the cache is off). */
  get<T>(key: string): T | undefined;
  /** A number to pass to `set`: take it before the database read starts. */
  epoch(): number;
  /**
   * Stores an entry, unless the cache is off or one of its tags was dropped since `epoch`.
   * @param key the entry's key; value the shared records (never mutate them once stored)
   * @param tags what the entry shows (see the module comment); size its estimated size in bytes
   */
  set(key: string, value: unknown, tags: readonly string[], size: number, epoch: number): void;
  /** Drops every entry carrying one of the tags (shared/caches.ts calls it with each event's `dropsFor` tags). */
  drop(tags: readonly string[]): void;
  /** Empties the cache. */
  close(): void;
};

type Entry = { value: unknown; tags: readonly string[] };

/**
 * Makes a read cache. Only shared/caches.ts calls this: it feeds the cache the instance's events.
 * @param bus the instance's event bus (`isListening` gates use)
 * @param maxBytes the size bound in bytes (estimated sizes); 0 makes a cache that never keeps anything
 * @returns the cache
 */
export function createReadCache(bus: EventBus, maxBytes: number): ReadCache {
  const enabled = maxBytes > 0;
  /** Keys per tag, to drop by tag. */
  const byTag = new Map<string, Set<string>>();
  const unindex = (key: string, entry: Entry) => {
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) byTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: () => 1,
    ttl: ENTRY_TTL_MS,
    dispose: (entry, key) => unindex(key, entry),
  });
  let epoch = 0;
  /** The tags of the last drops; `dropLog[i]` is the drop that raised the epoch to `epoch - (dropLog.length - 1 - i)`. */
  const dropLog: (readonly string[] | null)[] = [];

  const drop = (tags: readonly string[]) => {
    if (!enabled || tags.length === 0) return;
    epoch += 1;
    dropLog.push(tags);
    if (dropLog.length > DROP_LOG_SIZE) dropLog.shift();
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) entries.delete(key);
    }
  };
  const clear = () => {
    epoch += 1;
    dropLog.push(null); // null: everything
    if (dropLog.length > DROP_LOG_SIZE) dropLog.shift();
    entries.clear();
    byTag.clear();
  };
  /** Whether an entry with these tags read at `since` may still be stored. */
  const untouchedSince = (since: number, tags: readonly string[]) => {
    const dropsSince = epoch - since;
    if (dropsSince === 0) return true;
    if (dropsSince < 0 || dropsSince > dropLog.length) return false;
    const wanted = new Set(tags);
    for (let i = dropLog.length - dropsSince; i < dropLog.length; i += 1) {
      const dropped = dropLog[i];
      if (dropped === null || dropped.some((t) => wanted.has(t))) return false;
    }
    return true;
  };
  const isOn = () => {
    if (!enabled) return false;
    if (bus.isListening()) return true;
    if (entries.size > 0) clear();
    return false;
  };

  return {
    isOn,
    get<T>(key: string) {
      if (!isOn()) return undefined;
      return entries.get(key)?.value as T | undefined;
    },
    epoch: () => epoch,
    set(key, value, tags, size, since) {
      if (!isOn() || !untouchedSince(since, tags)) return;
      entries.set(key, { value, tags }, { size: Math.max(1, Math.ceil(size)) });
      if (!entries.has(key)) return; // larger than the whole cache
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    drop,
    close() {
      entries.clear();
      byTag.clear();
    },
  };
}

/**
 * Shares database reads under way between concurrent misses of one cache key (a busy page read
 * by fifty members at once costs one read), but only while nothing was dropped from the cache
 * since the read began: a read begun before a change never answers a request made after it.
 * @param cache the read cache whose epoch decides
 * @returns `once(key, read)`: the running read of `key` when one started at the current epoch,
 *   else `read()` (its promise, shared until it settles)
 */
export function sharedReads(cache: ReadCache): <T>(key: string, read: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, { epoch: number; read: Promise<unknown> }>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const epoch = cache.epoch();
    const running = inFlight.get(key);
    if (running && running.epoch === epoch) return running.read as Promise<T>;
    const started = read().finally(() => {
      if (inFlight.get(key)?.read === started) inFlight.delete(key);
    });
    inFlight.set(key, { epoch, read: started });
    return started;
  };
}

/** A member's finished page: its JSON bytes and what it was made from. */
type FinishedPage = { from: readonly unknown[]; json: Buffer };
/** Estimated bytes of a finished page beyond its JSON bytes. */
const FINISHED_PAGE_BYTES = 200;

/**
 * A member's finished page: the JSON bytes made for them from cached
 * objects — a shared read, their reader state — and their role, sent again only while every
 * one of those is the very same (a dropped entry is replaced by a new object, so identity says
 * nothing it shows has changed) and kept under tags that include the member's `user:<id>`.
 * @param cache the read cache
 * @param key the page's key for this member
 * @param from what the page is made from, compared by identity (objects) or value (a role)
 * @returns the bytes, or undefined when the member has no such page made from exactly `from`
 */
export function getFinishedPage(cache: ReadCache, key: string, from: readonly unknown[]): Buffer | undefined {
  const made = cache.get<FinishedPage>(key);
  return made && made.from.length === from.length && made.from.every((x, i) => x === from[i]) ? made.json : undefined;
}

/**
 * Keeps a member's finished page (see getFinishedPage).
 * @param epoch taken before the reads `from` came from; tags what the page shows, the member's `user:<id>` among them
 */
export function setFinishedPage(
  cache: ReadCache,
  key: string,
  from: readonly unknown[],
  json: Buffer,
  tags: readonly string[],
  epoch: number,
): void {
  const page: FinishedPage = { from, json };
  // Half again for its compressed forms, kept beside it once a client asks (shared/compression.ts).
  cache.set(key, page, tags, FINISHED_PAGE_BYTES + json.length * 1.5, epoch);
}
