/**
 * Imports a Counsel Chat CSV into the configured database.
 *
 *   npm run import:counsel-chat -- <file.csv> [--batch-size=200]
 *
 * Uses the server's configuration: DATABASE_URL (PostgreSQL) or else DATA_DIR (embedded PGlite;
 * stop the server first — a PGlite folder must never be opened by two processes).
 * Shows a progress bar, then a summary; skipped rows are listed with their CSV line.
 * Safe to run again: a second run adds nothing. Exit code 1 on a fatal error (unreadable file,
 * unknown header, database failure), 0 otherwise — skipped rows do not fail the run.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { importCounselChatFile, DEFAULT_BATCH_SIZE } from '../src/server/import/counsel-chat';
import { CounselChatHeaderError } from '../src/server/import/counsel-chat-rows';

const USAGE = 'Usage: npm run import:counsel-chat -- <file.csv> [--batch-size=200]';
/** Skipped rows listed one by one; the rest are counted. */
const SKIPPED_SHOWN = 50;

function parseArgs(argv: string[]): { file: string; batchSize: number } {
  let file: string | undefined;
  let batchSize = DEFAULT_BATCH_SIZE;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--batch-size=')) {
      batchSize = Number.parseInt(arg.slice('--batch-size='.length), 10);
      if (!Number.isInteger(batchSize) || batchSize < 1) fail(`--batch-size must be a positive whole number\n${USAGE}`);
    } else if (arg.startsWith('-')) {
      fail(`Unknown option ${arg}\n${USAGE}`);
    } else if (file === undefined) {
      file = arg;
    } else {
      fail(`Only one file at a time\n${USAGE}`);
    }
  }
  if (!file) fail(USAGE);
  return { file: path.resolve(file), batchSize };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { file, batchSize } = parseArgs(process.argv.slice(2));
  if (!existsSync(file) || !statSync(file).isFile()) fail(`No such file: ${file}`);

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Importing ${path.basename(file)} into ${target}`);

  const started = performance.now();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 2,
    onPoolError: (err) => console.error(`database connection lost: ${err.message}`),
  });
  const connected = performance.now();
  const total = statSync(file).size;
  const bar = new cliProgress.SingleBar(
    {
      format: ' {bar} {percentage}% | {rows} rows | {questions} questions, {answers} answers | {duration_formatted}',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 1000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { rows: 0, questions: 0, answers: 0 });
  let rows = 0;
  try {
    const summary = await importCounselChatFile(database.db, file, {
      batchSize,
      onRecord: (bytes) => {
        rows += 1;
        bar.update(bytes, { rows });
      },
      onBatch: (s) => bar.update({ questions: s.questions, answers: s.answers }),
    });
    bar.update(total, { rows });
    bar.stop();

    const secs = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    const done = performance.now();
    console.log(
      `\nDone in ${secs(started, done)} s: database opened in ${secs(started, connected)} s, import ${secs(connected, done)} s ` +
        `(${summary.layout ?? 'unknown'} layout, ${summary.rows} rows read).`,
    );
    console.log(`  questions imported:  ${summary.questions}`);
    console.log(`  answers imported:    ${summary.answers}`);
    console.log(`  topics created:      ${summary.topics}`);
    console.log(`  therapists created:  ${summary.therapists}`);
    console.log(`  rows already present or repeated: ${summary.repeated}`);
    if (summary.questionTextFromTitle > 0) {
      console.log(`  questions without text (title used): ${summary.questionTextFromTitle}`);
    }
    console.log(`  rows skipped:        ${summary.skipped.length}`);
    for (const s of summary.skipped.slice(0, SKIPPED_SHOWN)) console.log(`    line ${s.line}: ${s.reason}`);
    if (summary.skipped.length > SKIPPED_SHOWN) console.log(`    ... and ${summary.skipped.length - SKIPPED_SHOWN} more`);
  } catch (err) {
    bar.stop();
    if (!(err instanceof CounselChatHeaderError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
