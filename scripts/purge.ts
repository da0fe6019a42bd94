/**
 * Purges closed accounts whose purge is due, once, as the server's hourly job does.
 *
 *   npm run purge
 *
 * Uses the configured database: PostgreSQL (DATABASE_URL; safe while servers run, each account
 * is claimed once) or PGlite (DATA_DIR; stop the server first, one process per data folder).
 * PURGE_AFTER_DAYS decides which closed accounts are due. Prints how many accounts were purged
 * and what was removed (counts only). Exit code 1 with a message when it fails.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { runPurgeJob } from '../src/server/features/purge/job';

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('Usage: npm run purge');
    return;
  }
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const log = { info: () => {}, warn: (obj: object, msg: string) => console.warn(msg, obj) };
    const { purged, removed } = await runPurgeJob({ db: database.db, afterDays: config.purgeAfterDays, log });
    const what = Object.entries(removed)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    console.log(
      `Purged ${purged.length} closed account${purged.length === 1 ? '' : 's'} (PURGE_AFTER_DAYS=${config.purgeAfterDays}): ${what}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
