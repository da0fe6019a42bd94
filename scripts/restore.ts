/**
 * Restores a backup made by `npm run backup` into the configured database.
 *
 *   npm run restore -- <file> [--force]
 *
 * Refuses a database that already has tables unless --force is given: then PostgreSQL's objects
 * are replaced, and a PGlite folder is moved aside (DATA_DIR/pgdata.replaced-<time>), never
 * deleted. PostgreSQL: the database named in DATABASE_URL must exist (createdb). PGlite: stop
 * the server first. Exit code 1 with a message when it refuses or fails.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, restoreDatabase } from '../src/server/backup/backup';

const USAGE = 'Usage: npm run restore -- <file> [--force]';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupError(USAGE);
  const file = path.resolve(files[0]);
  const config = loadConfig();
  const target = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
  console.log(`Restoring ${file} into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  const result = await restoreDatabase(target, file, { force });
  if (result.previousDataMovedTo) console.log(`The data that was there is kept in ${result.previousDataMovedTo}`);
  console.log('Done. Start MindSpace as usual; pending migrations run at start.');
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
