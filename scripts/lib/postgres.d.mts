/** Types of postgres.mjs: throwaway PostgreSQL clusters for tests and benchmarks. */

/** Whether this process runs as root (server programs then run as the `postgres` user). */
export declare const isRoot: boolean;
/** The OS user server programs run as when we are root. */
export declare const POSTGRES_OS_USER: 'postgres';

export type RunOptions = { quiet?: boolean; env?: Record<string, string> };

/** Absolute path of a program on PATH, or null. */
export declare function which(name: string): string | null;
/** An administration tool (runuser, useradd), also when sbin is not on PATH. */
export declare function sbin(name: string): string;
/** Runs a command to completion; returns stdout when quiet. @throws Error when it exits non-zero */
export declare function runSync(command: string, args: string[], options?: RunOptions): string;
/** Runs a command as the `postgres` OS user when root. @throws Error when it fails */
export declare function runAsPostgres(command: string, args: string[], options?: RunOptions): string;
/** Asynchronous runAsPostgres; resolves with its combined output, rejects when it fails. */
export declare function runAsPostgresAsync(command: string, args: string[]): Promise<string>;
/** Creates the `postgres` OS user when root and missing; its ids when root, else null. */
export declare function ensurePostgresUser(): { uid: number; gid: number } | null;
/** Folder with initdb, pg_ctl and postgres (PATH, pg_config --bindir, highest /usr/lib/postgresql/N/bin), or null. */
export declare function findPostgresBin(): string | null;
/** findPostgresBin, installing Debian's postgresql with apt-get when missing and allowed (root). @throws Error when unavailable */
export declare function ensurePostgresBin(options?: { install?: boolean; log?: (message: string) => void }): string;
/** A free TCP port on 127.0.0.1. */
export declare function freePort(): Promise<number>;

export type Cluster = {
  /** postgres:// URL of database `postgres` as superuser `postgres` (trust auth). */
  url: string;
  /** TCP port on 127.0.0.1. */
  port: number;
  /** The temporary folder (socket, log, data). */
  dir: string;
  /** The data folder, inside dir. */
  dataDir: string;
  /** Folder of the server programs used. */
  binDir: string;
  /** The server log. */
  logFile: string;
  /** pg_ctl restart -m mode (default fast); resolves when it accepts connections again. */
  restart(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (immediate) and deletes the folder; safe to call twice. */
  stop(): Promise<void>;
  /** The same, synchronously (for process exit handlers). */
  stopSync(): void;
  /** The last lines of the server log (default 20). */
  logTail(lines?: number): string;
};

export type StartClusterOptions = {
  /** TCP port (default: a free one). */
  port?: number;
  /** Server programs folder (default: findPostgresBin()). */
  binDir?: string;
  /** Extra `-c name=value` options for postgres. */
  serverOptions?: string[];
  /** Also stop it when this process exits (default true). */
  stopOnExit?: boolean;
  /** Progress messages. */
  log?: (message: string) => void;
};

/**
 * Creates and starts a throwaway cluster on 127.0.0.1 in a new temporary folder (owned by, and
 * run as, the `postgres` OS user when root), trust auth, durability off.
 * @throws Error when PostgreSQL is missing or initdb/pg_ctl fail (the message includes the log tail)
 */
export declare function startCluster(options?: StartClusterOptions): Promise<Cluster>;
