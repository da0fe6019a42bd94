/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, otherwise
 * embedded PGlite in a folder. Both run the same schema and migrations (one dialect).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** A Drizzle database or transaction, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only), for health checks. */
  pool?: pg.Pool;
  /** The connection URL (PostgreSQL only); LISTEN opens its own dedicated client with it. */
  databaseUrl?: string;
  /** The embedded engine (PGlite only). */
  pglite?: PGlite;
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Calls `listener` with the error of every query the database fails (for metrics).
   * @returns the function that removes the listener
   */
  onQueryError(listener: (err: unknown) => void): () => void;
  /** Queries started and not yet settled (PGlite only: it runs them one at a time). */
  queriesInFlight?: () => number;
  close(): Promise<void>;
};

/** Advisory-lock key held while migrating (any constant unique to MindSpace). */
const MIGRATION_LOCK = 0x6d696e64;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type QueryTarget = { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown };

/**
 * Wraps an object's `query` (and `exec`) so that each call's outcome is reported: `start` before
 * it runs, `end` with the error (or undefined) when it settles. Handles promise and callback
 * styles (node-postgres' pool calls a client's query with a callback). The results are untouched.
 */
function watchQueries(client: object, start: () => void, end: (err: unknown) => void): void {
  // node-postgres' client, PGlite and PGlite's transaction each have `query` (PGlite also `exec`).
  const target = client as QueryTarget;
  for (const name of ['query', 'exec'] as const) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = function (this: unknown, ...args: unknown[]) {
      start();
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (err: unknown, ...rest: unknown[]) => unknown;
        args[last] = (err: unknown, ...rest: unknown[]) => {
          end(err ?? undefined);
          return callback(err, ...rest);
        };
        return original.apply(target, args);
      }
      let result: unknown;
      try {
        result = original.apply(target, args);
      } catch (err) {
        end(err);
        throw err;
      }
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(() => end(undefined), end);
      } else {
        end(undefined);
      }
      return result;
    };
  }
}

export type ConnectOptions = {
  /** postgres:// URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests restore a migrated database this way). */
  loadDataDir?: Blob;
  /** Called when an idle pooled connection fails (e.g. the server restarted). */
  onPoolError?: (err: Error) => void;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  /** PostgreSQL: longest a statement may run, in milliseconds (statement_timeout; default 15 000). */
  statementTimeoutMs?: number;
  /** PostgreSQL: longest to wait for a new connection, in milliseconds (default 5 000). */
  connectTimeoutMs?: number;
};

/**
 * Connects to the configured database and applies pending migrations.
 * @returns an open Database; call close() when done
 * @throws when the database cannot be reached or a migration fails
 */
export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // A runaway query or an unreachable server fails the one request, not the whole site.
      statement_timeout: opts.statementTimeoutMs ?? 15_000,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    });
    // Without this handler an idle client's error (database restart) would kill the process.
    pool.on('error', (err) => opts.onPoolError?.(err));
    // The pool listens for errors only while a client is idle. A checked-out client whose
    // connection drops between two queries (the database restarting mid-transaction) would
    // emit 'error' with no listener and end the process; the query in progress, if any, fails
    // on its own, and the pool discards the broken client when it is released.
    pool.on('connect', (client) => client.on('error', (err) => opts.onPoolError?.(err)));
    const errorListeners = new Set<(err: unknown) => void>();
    const reportError = (err: unknown) => {
      if (err) errorListeners.forEach((l) => l(err));
    };
    pool.on('connect', (client) => watchQueries(client, () => {}, reportError));
    const db: Db = drizzlePg(pool, { schema });
    // Instances starting together migrate one after another: the first applies the
    // migrations, the others wait on this lock and then find nothing left to do.
    const lock = await pool.connect();
    try {
      // Waiting for another instance's migrations (and running ours) may take longer than a
      // request may: no statement timeout on this one connection while it migrates.
      await lock.query('set statement_timeout = 0');
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(lock, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await lock.query('reset statement_timeout').catch(() => {});
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      pool,
      databaseUrl: opts.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      onQueryError: (listener) => {
        errorListeners.add(listener);
        return () => errorListeners.delete(listener);
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? './data';
  const isMemory = dir.startsWith('memory://');
  if (!isMemory) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: isMemory ? undefined : path.join(dir, 'pgdata'),
    loadDataDir: opts.loadDataDir,
  });
  const errorListeners = new Set<(err: unknown) => void>();
  let inFlight = 0;
  const start = () => {
    inFlight += 1;
  };
  const end = (err: unknown) => {
    inFlight -= 1;
    if (err) errorListeners.forEach((l) => l(err));
  };
  watchQueries(pglite, start, end);
  // Queries inside a transaction go through the transaction object.
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback: (tx: never) => unknown) =>
    transaction((tx) => {
      watchQueries(tx, start, end);
      return callback(tx as never) as never;
    })) as typeof pglite.transaction;
  const db: Db = drizzlePglite(pglite, { schema });
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    onQueryError: (listener) => {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    queriesInFlight: () => inFlight,
    close: () => pglite.close(),
  };
}
