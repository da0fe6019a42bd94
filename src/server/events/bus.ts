/**
 * The event bus of one process: wakes up on the NOTIFY of new outbox ids, reads every event
 * after the last one it delivered (`id > last`, in id order — ids follow commit order, see
 * outbox.ts) and hands each to every subscriber (the SSE connections of this process).
 *
 * PostgreSQL: one dedicated LISTEN client (not the pool, and not through a transaction-mode
 * pooler), reconnected with exponential backoff; after each (re)connect it reads the outbox
 * from its high-water mark, so nothing written while the connection was down is lost.
 * PGlite: its own listen().
 *
 * A NOTIFY only wakes the reader; several arriving while it reads cost one more read, so a
 * burst of writes is delivered in a few batched queries. A failed read is retried with backoff.
 *
 * To run past one database, this interface is what would move to Redis Streams or NATS
 * JetStream (docs/ARCHITECTURE.md, Scaling).
 */
import { asc, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { events } from '../db/schema/index';
import { EVENTS_CHANNEL } from './outbox';
import { execute } from '../db/execute';

export type BusEvent = typeof events.$inferSelect;
export type BusListener = (event: BusEvent) => void;

export type EventBus = {
  /** Adds a listener, called once per event in id order; returns the function that removes it. */
  subscribe(listener: BusListener): () => void;
  /** Whether the LISTEN connection is up (reported by /readyz). */
  isListening(): boolean;
  /** The id of the newest event delivered (or present at start). */
  lastDeliveredId(): number;
  /** Stops listening and waits for a read in progress; listeners are dropped. */
  close(): Promise<void>;
};

/** Backoff for LISTEN reconnects and failed reads: 250 ms doubling to at most 5 s (ms). */
const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 5_000;
/** Events loaded per read query. */
const READ_BATCH = 500;

/**
 * Starts the bus for a database.
 * @param database the open database (PGlite or PostgreSQL)
 * @param log where connection problems are reported (never event payloads)
 * @returns a running EventBus
 * @throws when the first read of the newest event id fails (the database is unreachable)
 */
export async function startEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<BusListener>();
  let lastId = await currentMaxId(database);
  let listening = false;
  let closed = false;

  const deliver = (event: BusEvent) => {
    if (event.id <= lastId) return;
    lastId = event.id;
    for (const l of listeners) {
      try {
        l(event);
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'event listener failed');
      }
    }
  };

  // ---- the reader: one read at a time; a wake-up during a read asks for one more read.
  let reading: Promise<void> | null = null;
  let again = false;
  let readBackoff = BACKOFF_MIN_MS;
  let readRetry: NodeJS.Timeout | null = null;
  // Prepared once (db/prepared.ts explains why): every write that emits events wakes this read.
  const readAfter = database.db
    .select()
    .from(events)
    .where(gt(events.id, sql.placeholder('after')))
    .orderBy(asc(events.id))
    .limit(READ_BATCH)
    .prepare('mindspace_bus_read');
  const readOnce = async () => {
    for (;;) {
      const rows = await readAfter.execute({ after: lastId });
      rows.forEach(deliver);
      if (rows.length < READ_BATCH) return;
    }
  };
  const wake = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        try {
          await readOnce();
          readBackoff = BACKOFF_MIN_MS;
        } catch (err) {
          log.warn({ err: (err as Error).message, retryInMs: readBackoff }, 'reading live events failed; retrying');
          if (!readRetry && !closed) {
            readRetry = setTimeout(() => {
              readRetry = null;
              wake();
            }, readBackoff);
          }
          readBackoff = Math.min(readBackoff * 2, BACKOFF_MAX_MS);
          // The retry timer reads again; wake-ups meanwhile are covered by it.
          again = false;
          return;
        }
      } while (again && !closed);
    })().finally(() => {
      reading = null;
      if (again) wake();
    });
  };

  let stop: () => Promise<void>;
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(EVENTS_CHANNEL, () => wake());
    listening = true;
    stop = async () => {
      await unlisten();
    };
  } else {
    let client: pg.Client | null = null;
    let backoff = BACKOFF_MIN_MS;
    let timer: NodeJS.Timeout | null = null;
    const connect = async () => {
      timer = null;
      if (closed) return;
      const c = new pg.Client({ connectionString: database.databaseUrl });
      let failed = false;
      /** Gives this client up (once) and schedules the next attempt. */
      const retry = (err: Error) => {
        if (failed) return;
        failed = true;
        if (client === c) {
          client = null;
          listening = false;
        }
        c.removeAllListeners();
        c.on('error', () => {});
        c.end().catch(() => {});
        if (closed) return;
        log.warn({ err: err.message, retryInMs: backoff }, 'event LISTEN connection lost; reconnecting');
        timer = setTimeout(() => void connect(), backoff);
        backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
      };
      c.on('error', retry);
      c.on('end', () => retry(new Error('connection ended')));
      c.on('notification', (msg) => {
        if (msg.channel === EVENTS_CHANNEL) wake();
      });
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      } catch (err) {
        retry(err as Error);
        return;
      }
      if (failed || closed) return;
      listening = true;
      backoff = BACKOFF_MIN_MS;
      // Whatever was written while no connection listened.
      wake();
    };
    await connect();
    stop = async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isListening: () => listening,
    lastDeliveredId: () => lastId,
    async close() {
      closed = true;
      listening = false;
      listeners.clear();
      if (readRetry) clearTimeout(readRetry);
      await stop();
      await reading;
    },
  };
}

/** The newest outbox id now: events before it are history, not news. */
async function currentMaxId(database: Database): Promise<number> {
  const [newest] = await execute<{ id: number }>(database.db, sql`select coalesce(max(id), 0)::float8 as id from events`);
  return Number(newest.id);
}
