/**
 * The event bus of one process: listens for outbox ids announced with NOTIFY, loads each
 * event row once and hands it to every subscriber (the SSE connections of this process).
 * PostgreSQL: one dedicated LISTEN client (not the pool, and not through a transaction-mode
 * pooler), reconnected with exponential backoff; after a reconnect it catches up from the
 * outbox, so no event is lost while the connection was down. PGlite: its own listen().
 */
import { asc, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { events } from '../db/schema/index';
import { EVENTS_CHANNEL } from './outbox';

export type BusEvent = typeof events.$inferSelect;
export type BusListener = (event: BusEvent) => void;

export type EventBus = {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: BusListener): () => void;
  /** Whether the LISTEN connection is up (reported by /readyz). */
  isListening(): boolean;
  close(): Promise<void>;
};

/** Backoff for LISTEN reconnects: 250 ms doubling to at most 5 s (ms). */
const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 5_000;
/** Events loaded per catch-up query. */
const CATCH_UP_BATCH = 500;

/**
 * Starts the bus for a database.
 * @param database the open database (PGlite or PostgreSQL)
 * @param log where connection problems are reported
 * @returns a running EventBus
 */
export async function startEventBus(database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<BusListener>();
  let lastId = await currentMaxId(database);
  let listening = false;
  let closed = false;
  let pending = Promise.resolve();

  const deliver = (event: BusEvent) => {
    if (event.id > lastId) lastId = event.id;
    for (const l of listeners) {
      try {
        l(event);
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'event listener failed');
      }
    }
  };

  /** Loads the announced ids (in order) and delivers them; serialised so order is kept. */
  const onIds = (ids: number[]) => {
    pending = pending
      .then(async () => {
        const rows = await database.db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id));
        rows.forEach(deliver);
      })
      .catch((err) => log.warn({ err: (err as Error).message }, 'loading events failed'));
  };

  /** Delivers everything written after the last delivered id (after a reconnect). */
  const catchUp = () => {
    pending = pending
      .then(async () => {
        for (;;) {
          const rows = await database.db
            .select()
            .from(events)
            .where(gt(events.id, lastId))
            .orderBy(asc(events.id))
            .limit(CATCH_UP_BATCH);
          rows.forEach(deliver);
          if (rows.length < CATCH_UP_BATCH) break;
        }
      })
      .catch((err) => log.warn({ err: (err as Error).message }, 'event catch-up failed'));
  };

  let stop: () => Promise<void>;
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(EVENTS_CHANNEL, (payload) => onIds([Number(payload)]));
    listening = true;
    stop = async () => {
      await unlisten();
    };
  } else {
    let client: pg.Client | null = null;
    let backoff = BACKOFF_MIN_MS;
    let timer: NodeJS.Timeout | null = null;
    const connect = async () => {
      if (closed) return;
      const c = new pg.Client({ connectionString: database.databaseUrl });
      const retry = (err?: Error) => {
        if (client !== c && client !== null) return;
        listening = false;
        client = null;
        c.removeAllListeners();
        c.on('error', () => {});
        c.end().catch(() => {});
        if (closed) return;
        if (err) log.warn({ err: err.message, retryInMs: backoff }, 'event LISTEN connection lost; reconnecting');
        timer = setTimeout(() => void connect(), backoff);
        backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
      };
      c.on('error', retry);
      c.on('end', () => retry(new Error('connection ended')));
      c.on('notification', (msg) => {
        if (msg.channel === EVENTS_CHANNEL && msg.payload) onIds([Number(msg.payload)]);
      });
      try {
        client = c;
        await c.connect();
        await c.query(`LISTEN ${EVENTS_CHANNEL}`);
        listening = true;
        backoff = BACKOFF_MIN_MS;
        catchUp();
      } catch (err) {
        retry(err as Error);
      }
    };
    await connect();
    stop = async () => {
      if (timer) clearTimeout(timer);
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
    async close() {
      closed = true;
      listening = false;
      listeners.clear();
      await stop();
      await pending;
    },
  };
}

/** The newest outbox id now: events before it are history, not news. */
async function currentMaxId(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select coalesce(max(id), 0)::float8 as id from events`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
}
