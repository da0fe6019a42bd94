/**
 * Throwaway PostgreSQL clusters for tests and benchmarks: find the server programs, create a
 * cluster in a new temporary folder, start it on 127.0.0.1 only, restart it (fault tests) and
 * remove it again.
 *
 * initdb and postgres refuse to run as root, so as root every server program runs as the
 * `postgres` OS user (`runuser -u postgres --`), which is created when missing, in a folder
 * that user owns. Dependency-free plain ESM (it runs before anything but Node is known to
 * work); types for TypeScript callers are in postgres.d.mts.
 *
 *   import { startCluster } from './scripts/lib/postgres.mjs';
 *   const pg = await startCluster();
 *   try { ... pg.url ... await pg.restart(); } finally { await pg.stop(); }
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether this process runs as root (server programs then run as the `postgres` user). */
export const isRoot = process.getuid?.() === 0;

/** The OS user server programs run as when we are root. */
export const POSTGRES_OS_USER = 'postgres';

/** Server options every cluster gets: loopback only, and durability off (throwaway data). */
const FAST_OPTIONS = ['-c listen_addresses=127.0.0.1', '-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off'];

/**
 * Finds a program on PATH.
 * @param {string} name program name
 * @returns {string | null} its absolute path, or null
 */
export function which(name) {
  const res = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.trim() ? res.stdout.trim() : null;
}

/**
 * An administration tool (runuser, useradd), also when sbin is not on PATH.
 * @param {string} name program name
 * @returns {string} its path, or the bare name when not found
 */
export function sbin(name) {
  return which(name) ?? [`/usr/sbin/${name}`, `/sbin/${name}`].find((p) => existsSync(p)) ?? name;
}

/**
 * Runs a short command to completion.
 * @param {string} command program
 * @param {string[]} args arguments
 * @param {{ quiet?: boolean, env?: Record<string, string> }} [options] quiet: capture output (shown in the error)
 * @returns {string} its standard output ('' when not quiet)
 * @throws {Error} when it exits non-zero, with its output when quiet
 */
export function runSync(command, args, { quiet = false, env = {} } = {}) {
  const res = spawnSync(command, args, {
    env: { ...process.env, ...env },
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    const output = quiet ? `\n${res.stdout ?? ''}${res.stderr ?? ''}`.trimEnd() : '';
    throw new Error(`${command} ${args.join(' ')} failed (exit ${res.status ?? res.signal ?? res.error?.message})${output}`);
  }
  return res.stdout ?? '';
}

/**
 * Runs a command as the `postgres` OS user when we are root, else as ourselves.
 * @param {string} command program
 * @param {string[]} args arguments
 * @param {{ quiet?: boolean, env?: Record<string, string> }} [options] as for runSync
 * @returns {string} its standard output ('' when not quiet)
 * @throws {Error} when it fails
 */
export function runAsPostgres(command, args, options) {
  return isRoot ? runSync(sbin('runuser'), ['-u', POSTGRES_OS_USER, '--', command, ...args], options) : runSync(command, args, options);
}

/**
 * The asynchronous form of runAsPostgres, for slow commands (pg_ctl restart) that must not
 * block the event loop of a process that keeps serving or measuring meanwhile.
 * @param {string} command program
 * @param {string[]} args arguments
 * @returns {Promise<string>} its combined output
 * @throws {Error} (rejects) when it exits non-zero, with its output
 */
export function runAsPostgresAsync(command, args) {
  const [cmd, argv] = isRoot ? [sbin('runuser'), ['-u', POSTGRES_OS_USER, '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})\n${output}`.trimEnd())),
    );
  });
}

/**
 * Creates the `postgres` OS user when we are root and it does not exist (no-op otherwise).
 * @returns {{ uid: number, gid: number } | null} its ids when root, null otherwise
 * @throws {Error} when useradd fails
 */
export function ensurePostgresUser() {
  if (!isRoot) return null;
  if (spawnSync('id', ['-u', POSTGRES_OS_USER], { stdio: 'ignore' }).status !== 0) {
    runSync(sbin('useradd'), ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_OS_USER], { quiet: true });
  }
  return {
    uid: Number(runSync('id', ['-u', POSTGRES_OS_USER], { quiet: true }).trim()),
    gid: Number(runSync('id', ['-g', POSTGRES_OS_USER], { quiet: true }).trim()),
  };
}

/**
 * The folder holding initdb, pg_ctl and postgres: from PATH, then `pg_config --bindir`, then
 * the highest /usr/lib/postgresql/<version>/bin.
 * @returns {string | null} the folder, or null when PostgreSQL is not installed
 */
export function findPostgresBin() {
  const hasAll = (/** @type {string} */ dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(dir, b)));
  const initdb = which('initdb');
  if (initdb && which('pg_ctl') && which('postgres')) return path.dirname(initdb);
  const pgConfig = which('pg_config');
  if (pgConfig) {
    const dir = spawnSync(pgConfig, ['--bindir'], { encoding: 'utf8' }).stdout?.trim();
    if (dir && hasAll(dir)) return dir;
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (hasAll(path.join(base, v, 'bin'))) return path.join(base, v, 'bin');
  }
  return null;
}

/**
 * findPostgresBin, installing Debian's `postgresql` package with apt-get when it is missing
 * and `install` is allowed (root only).
 * @param {{ install?: boolean, log?: (message: string) => void }} [options] install: default true when root
 * @returns {string} the folder with initdb, pg_ctl and postgres
 * @throws {Error} saying what to install when the programs are missing and cannot be installed
 */
export function ensurePostgresBin({ install = isRoot, log = () => {} } = {}) {
  let dir = findPostgresBin();
  if (dir) return dir;
  if (!install || !isRoot) {
    throw new Error(
      'PostgreSQL server programs (initdb, pg_ctl, postgres) were not found.\n' +
        'Install them, e.g. `sudo apt-get install postgresql` (Debian/Ubuntu) or `brew install postgresql`.',
    );
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  log('apt-get update');
  runSync('apt-get', ['update'], { env });
  log('apt-get install postgresql');
  runSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  dir = findPostgresBin();
  if (!dir) throw new Error('apt-get installed postgresql but initdb/pg_ctl/postgres are still not found');
  return dir;
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now.
 * @returns {Promise<number>} the port
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/** Clusters started by this process and not stopped yet; stopped on exit as a last resort. */
const running = new Set();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const cluster of running) cluster.stopSync();
  });
}

/**
 * @typedef {object} Cluster
 * @property {string} url postgres:// URL of the `postgres` database as the `postgres` superuser (trust auth)
 * @property {number} port TCP port on 127.0.0.1
 * @property {string} dir the temporary folder (socket, log, data)
 * @property {string} dataDir the cluster's data folder, inside dir
 * @property {string} binDir folder of the server programs used
 * @property {string} logFile the server log
 * @property {(mode?: 'smart' | 'fast' | 'immediate') => Promise<void>} restart pg_ctl restart -m mode (default fast); resolves when it accepts connections again
 * @property {() => Promise<void>} stop stops the server (immediate) and deletes the folder; safe to call twice
 * @property {() => void} stopSync the same, synchronously (for process exit handlers)
 * @property {(lines?: number) => string} logTail the last lines of the server log (default 20)
 */

/**
 * Creates and starts a throwaway PostgreSQL cluster in a new temporary folder, listening on
 * 127.0.0.1 only, with trust authentication and durability off (fsync, full page writes and
 * synchronous commit off: fast, and fine for data thrown away). As root the folder belongs to,
 * and the server runs as, the `postgres` OS user.
 * @param {object} [options]
 * @param {number} [options.port] TCP port (default: a free one)
 * @param {string} [options.binDir] server programs folder (default: findPostgresBin(), else an error)
 * @param {string[]} [options.serverOptions] extra `-c name=value` options for postgres
 * @param {boolean} [options.stopOnExit] also stop it when this process exits (default true)
 * @param {(message: string) => void} [options.log] progress messages (default: none)
 * @returns {Promise<Cluster>} the running cluster
 * @throws {Error} when PostgreSQL is not installed or initdb/pg_ctl fail (the folder is removed; the message includes the log tail)
 */
export async function startCluster({ port, binDir, serverOptions = [], stopOnExit = true, log = () => {} } = {}) {
  const bin = binDir ?? findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl, postgres) were not found; install postgresql');
  const owner = ensurePostgresUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mindspace-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  const tcpPort = port ?? (await freePort());
  const options = [`-p ${tcpPort}`, `-k ${dir}`, ...FAST_OPTIONS, ...serverOptions].join(' ');
  const startArgs = ['-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options];

  const logTail = (lines = 20) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  let stopped = false;
  /** @type {Cluster} */
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${tcpPort}/postgres`,
    port: tcpPort,
    dir,
    dataDir,
    binDir: bin,
    logFile,
    logTail,
    async restart(mode = 'fast') {
      if (stopped) throw new Error('the cluster was stopped');
      await runAsPostgresAsync(pgCtl, ['restart', '-m', mode, ...startArgs]);
    },
    stopSync() {
      if (stopped) return;
      stopped = true;
      running.delete(cluster);
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        try {
          runAsPostgres(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], { quiet: true });
        } catch (err) {
          console.error(`stopping PostgreSQL: ${/** @type {Error} */ (err).message}`);
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
    async stop() {
      if (stopped) return;
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await runAsPostgresAsync(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']).catch((err) =>
          console.error(`stopping PostgreSQL: ${err.message}`),
        );
      }
      cluster.stopSync();
    },
  };

  try {
    log(`starting PostgreSQL (${bin}) on 127.0.0.1:${tcpPort}`);
    runAsPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'], {
      quiet: true,
    });
    await runAsPostgresAsync(pgCtl, ['start', ...startArgs]);
  } catch (err) {
    const tail = logTail();
    cluster.stopSync();
    throw new Error(`${/** @type {Error} */ (err).message}${tail ? `\n${tail}` : ''}`);
  }
  if (stopOnExit) {
    running.add(cluster);
    installExitHook();
  }
  return cluster;
}
