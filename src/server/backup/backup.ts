/**
 * Backups of the configured database, for `npm run backup` and `npm run restore`:
 *  - PGlite (DATA_DIR): the engine's own data-folder dump (`dumpDataDir`, a gzip-compressed tar
 *    of the database files), restored by starting a fresh folder from it;
 *  - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` and `pg_restore`, using the client
 *    programs of the server's major version (Debian: /usr/lib/postgresql/<major>/bin; a newer
 *    one works too, an older one refuses).
 * Restoring over a database that already has tables is refused unless forced: with `force`,
 * PostgreSQL's objects are dropped and recreated (`--clean --if-exists`) and a PGlite folder is
 * kept beside the restored one, renamed, never deleted.
 * Stop the server first when using PGlite (one process per data folder).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Where the data lives: PostgreSQL by URL, or a PGlite data folder (DATA_DIR). */
export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/** Refusals and failures a person can act on; the message says what to do. */
export class BackupError extends Error {}

/** The folder PGlite keeps its files in, inside DATA_DIR (as the server opens it). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');

/** Tables (outside PostgreSQL's own schemas) the query counts; any makes a database non-empty. */
const COUNT_TABLES = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;

/**
 * Writes a backup of the database to a file.
 * @param target the configured database
 * @param file where to write (created or replaced)
 * @returns the engine and the size written, in bytes
 * @throws BackupError when there is nothing to back up or pg_dump is missing or fails
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ engine: 'pglite' | 'postgres'; bytes: number }> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if ('databaseUrl' in target) {
    const bin = await clientBinFor(target.databaseUrl, 'pg_dump');
    const { dbname, env } = clientConnection(target.databaseUrl);
    await run(bin, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
    return { engine: 'postgres', bytes: statSync(file).size };
  }
  const folder = pgliteFolder(target.dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no MindSpace database in ${target.dataDir} (DATA_DIR) to back up.`);
  }
  const db = await PGlite.create({ dataDir: folder });
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  return { engine: 'pglite', bytes: statSync(file).size };
}

/**
 * Restores a backup made by backupDatabase into the configured database.
 * @param target the configured database (PostgreSQL: it must exist; PGlite: the folder is created)
 * @param file the backup file
 * @param options force: restore even though the database has tables (see the module comment)
 * @returns the engine, and for PGlite with force the folder the previous data was moved to
 * @throws BackupError when the file is missing or of the other engine, the database is not
 *   empty and force is off, or pg_restore fails
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ engine: 'pglite' | 'postgres'; previousDataMovedTo?: string }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No such backup file: ${file}`);
  const kind = backupKind(file);
  if ('databaseUrl' in target) {
    if (kind !== 'postgres') {
      throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump custom format); it looks like ${describeKind(kind)}.`);
    }
    const tables = await countTables(target.databaseUrl);
    if (tables > 0 && !options.force) {
      throw new BackupError(
        `The database at DATABASE_URL is not empty (${tables} tables). Restore into a new, empty database, or add --force to replace what is there.`,
      );
    }
    const bin = await clientBinFor(target.databaseUrl, 'pg_restore');
    const clean = options.force && tables > 0 ? ['--clean', '--if-exists'] : [];
    const { dbname, env } = clientConnection(target.databaseUrl);
    await run(bin, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...clean, `--dbname=${dbname}`, file], env);
    return { engine: 'postgres' };
  }
  if (kind !== 'pglite') {
    throw new BackupError(`${file} is not a PGlite backup (a data-folder dump); it looks like ${describeKind(kind)}.`);
  }
  const folder = pgliteFolder(target.dataDir);
  let previousDataMovedTo: string | undefined;
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    const tables = await pgliteTables(folder);
    if (tables > 0 && !options.force) {
      throw new BackupError(
        `The database in ${target.dataDir} (DATA_DIR) is not empty (${tables} tables). Restore into a new, empty DATA_DIR, or add --force to replace it (the current data is kept beside it).`,
      );
    }
    previousDataMovedTo = `${folder}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(folder, previousDataMovedTo);
    if (tables === 0) {
      rmSync(previousDataMovedTo, { recursive: true, force: true });
      previousDataMovedTo = undefined;
    }
  }
  mkdirSync(target.dataDir, { recursive: true });
  const restored = await PGlite.create({ dataDir: folder, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await restored.query('select 1');
  } finally {
    await restored.close();
  }
  return { engine: 'pglite', previousDataMovedTo };
}

type Kind = 'postgres' | 'pglite' | 'unknown';

/** pg_dump's custom format starts with "PGDMP"; a PGlite dump is gzip (1f 8b) or a tar. */
function backupKind(file: string): Kind {
  const head = Buffer.alloc(512);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 512, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  return 'unknown';
}

function describeKind(kind: Kind): string {
  return kind === 'postgres' ? 'a PostgreSQL backup' : kind === 'pglite' ? 'a PGlite backup' : 'neither';
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot reach the database at DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    return (await client.query<{ n: number }>(COUNT_TABLES)).rows[0].n;
  } finally {
    await client.end();
  }
}

async function pgliteTables(folder: string): Promise<number> {
  const db = await PGlite.create({ dataDir: folder });
  try {
    return (await db.query<{ n: number }>(COUNT_TABLES)).rows[0].n;
  } finally {
    await db.close();
  }
}

/**
 * The pg_dump or pg_restore to use with a server: the one of its major version
 * (/usr/lib/postgresql/<major>/bin, Debian's layout), else the newest installed one that is not
 * older (PATH or /usr/lib/postgresql); pg_dump refuses servers newer than itself.
 * @throws BackupError naming the Debian package to install when none fits
 */
export async function clientBinFor(databaseUrl: string, program: 'pg_dump' | 'pg_restore'): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  let major: number;
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    major = Math.floor(Number(rows[0].v) / 10_000);
  } catch (err) {
    throw new BackupError(`Cannot reach the database at DATABASE_URL: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  const candidates: { dir: string; major: number }[] = [];
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const v of readdirSync(base)) if (/^\d+$/.test(v)) candidates.push({ dir: path.join(base, v, 'bin'), major: Number(v) });
  }
  const onPath = spawnSync(program, ['--version'], { encoding: 'utf8' });
  const pathMajor = /\s(\d+)(\.\d+)?/.exec(onPath.stdout ?? '')?.[1];
  if (onPath.status === 0 && pathMajor) candidates.push({ dir: '', major: Number(pathMajor) });
  const usable = candidates
    .filter((c) => c.major >= major && (c.dir === '' || existsSync(path.join(c.dir, program))))
    .sort((a, b) => (a.major === major ? -1 : b.major === major ? 1 : a.major - b.major));
  if (usable.length === 0) {
    throw new BackupError(
      `${program} for PostgreSQL ${major} was not found. Install the client programs of the server's version, e.g. \`sudo apt-get install postgresql-client-${major}\` (Debian/Ubuntu, PGDG repository for other versions).`,
    );
  }
  return usable[0].dir ? path.join(usable[0].dir, program) : program;
}

/**
 * How pg_dump and pg_restore are told where to connect without the password on their command line
 * (any local user can read a process's arguments, e.g. with `ps`): the URL without its password,
 * and the password in the PGPASSWORD environment variable of the child process only.
 * @param databaseUrl a postgres:// URL, possibly with a password (in the user part or `?password=`)
 * @returns `dbname` for `--dbname=`, and `env` to add to the child's environment (empty without a password)
 */
export function clientConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a program with extra environment; rejects with its error output when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4_000);
    });
    child.on('error', (err) => reject(new BackupError(`${path.basename(command)} could not start: ${err.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(command)} failed (exit ${code}):\n${redactUrl(stderr.trim())}`)),
    );
  });
}

/** Error output without passwords of postgres:// URLs. */
function redactUrl(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g, '$1***@');
}
