/**
 * Backs up the configured database to a file.
 *
 *   npm run backup -- <file>
 *
 * PostgreSQL (DATABASE_URL): pg_dump's custom format (needs the client programs of the server's
 * version). PGlite (DATA_DIR): the data folder as a gzip tarball; stop the server first (one
 * process per data folder). Exit code 1 with a message when it fails.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { backupDatabase, BackupError } from '../src/server/backup/backup';

const USAGE = 'Usage: npm run backup -- <file>';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (args.length !== 1 || args[0].startsWith('-')) throw new BackupError(USAGE);
  const file = path.resolve(args[0]);
  const config = loadConfig();
  const target = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
  console.log(`Backing up ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`} to ${file}`);
  const { bytes } = await backupDatabase(target, file);
  console.log(`Done: ${(bytes / 1024).toFixed(1)} KiB written. Restore with: npm run restore -- ${args[0]}`);
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
