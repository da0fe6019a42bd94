/**
 * The one owner of every per-instance cache of the server. Nothing else makes a cache: lint
 * refuses `lru-cache` outside this module and the two caches it builds.
 *
 * Caches that a change can make stale, made once per app and fed by the instance's events
 * through one subscription — each event's `dropsFor` (shared/cache-drops.ts, the one table of
 * what every event drops) is computed once and applied to both:
 * - the read cache (`app.readCache`, shared/read-cache.ts): feed pages, question records,
 *   thread pages, members' reader states and finished pages;
 * - the session cache (`app.sessionCache`, auth/session-cache.ts): resolved sessions.
 *
 * Caches of a pure function of their key, which no event can make stale, made with
 * `boundedCache` (least recently used dropped first):
 * - rendered markdown (shared/post-html.ts), reserved-name checks (shared/names.ts), crisis
 *   matches of content warnings (shared/presenters.ts);
 * - per app: cursors known to lead to a cached feed page and views already counted
 *   (features/questions/shared-pages.ts).
 * Compressed forms of a finished page live in a WeakMap on the page's own bytes
 * (shared/compression.ts), so they go with the read-cache entry; prepared statements are
 * handles of the database connection, one per statement variant (answers', votes' queries);
 * parsed server messages (i18n/messages.ts) are one per catalog message, a set fixed at build.
 */
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import { createReadCache, type ReadCache } from './read-cache';
import { createSessionCache } from '../auth/session-cache';
import type { SessionUser } from '../auth/session';
import { dropsFor } from './cache-drops';

/** Bounds of a cache of a pure function: at most `max` entries, or at most `maxSize` by `sizeOf`. */
type Bounds<K, V> = { max: number } | { maxSize: number; sizeOf: (value: V, key: K) => number };

/**
 * A bounded cache for values that depend on their key only (nothing to drop on a change).
 * @param bounds `{ max }` entries, or `{ maxSize, sizeOf }` (a positive size per entry, in the caller's unit)
 * @returns an LRU cache (get, set, has)
 */
export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(bounds: Bounds<K, V>): LRUCache<K, V> {
  return 'max' in bounds
    ? new LRUCache<K, V>({ max: bounds.max })
    : new LRUCache<K, V>({ maxSize: bounds.maxSize, sizeCalculation: (value, key) => Math.max(1, bounds.sizeOf(value, key)) });
}

/**
 * A memoised pure function of a string, bounded to `max` results (least recently used dropped first).
 * @param max how many results to keep
 * @param compute the function (same key, same result)
 * @returns the function, memoised
 */
export function memoized<V extends NonNullable<unknown>>(max: number, compute: (key: string) => V): (key: string) => V {
  const results = new LRUCache<string, V>({ max });
  return (key) => {
    let value = results.get(key);
    if (value === undefined) {
      value = compute(key);
      results.set(key, value);
    }
    return value;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared read pages and records, dropped by the outbox events (shared/read-cache.ts). */
    readCache: ReadCache;
  }
}

/**
 * Makes the app's read cache (`app.readCache`, READ_CACHE_MB) and session cache
 * (`app.sessionCache`, SESSION_CACHE_SECONDS), feeds both every bus event's drops from one
 * subscription, and drops, before a write request's response leaves, what the events it
 * emitted make stale in the read cache on this instance. Registered after the event bus
 * (`app.eventBus`) and the emitted-events collection (events/emitted.ts), before the session
 * plugin (auth/session.ts), which reads `app.sessionCache`.
 */
export const cachesPlugin = fp(
  async (app: FastifyInstance) => {
    const read = createReadCache(app.eventBus, app.config.readCacheMb * 1024 * 1024);
    const sessions = createSessionCache<SessionUser>(app.eventBus, app.config.sessionCacheSeconds);
    app.decorate('readCache', read);
    app.decorate('sessionCache', sessions);
    const unsubscribe = app.eventBus.subscribe((event) => {
      const drops = dropsFor(event);
      read.drop(drops.tags);
      sessions.apply(drops);
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      read.close();
      sessions.close();
    });
    app.addHook('onSend', async (request) => {
      const emitted = request.emittedEvents;
      if (!emitted || emitted.length === 0 || !read.isOn()) return;
      for (const event of emitted) read.drop(dropsFor(event).tags);
    });
  },
  { name: 'mindspace-caches' },
);
