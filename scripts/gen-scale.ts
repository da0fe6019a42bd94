/**
 * Generates a large community for benchmarks into the configured database.
 *
 *   npm run gen:scale -- --questions N [--answers M] [--users U] [--days 730] [--seed 1] [--corpus file.csv[.gz]]
 *
 * Uses the server's configuration: DATABASE_URL (PostgreSQL, rows by COPY) or else DATA_DIR
 * (embedded PGlite; stop the server first — a PGlite folder is one process at a time). Texts come
 * from a Counsel Chat CSV, plain or gzipped (default: the project's copy in fixtures/counsel-chat/).
 * Adds to what is there; shows a progress bar, then the rows written and the time taken.
 * Exit code 1 on bad options or a database error.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { COUNSEL_CHAT_FILE } from '../src/server/import/counsel-chat';
import { generateScale, loadScaleCorpus } from '../src/server/seed/scale';

const USAGE = 'Usage: npm run gen:scale -- --questions N [--answers M] [--users U] [--days 730] [--seed 1] [--corpus file.csv[.gz]]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A whole-number option, or undefined when absent. */
function whole(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min}\n${USAGE}`);
  return n;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        questions: { type: 'string' },
        answers: { type: 'string' },
        users: { type: 'string' },
        days: { type: 'string' },
        seed: { type: 'string' },
        corpus: { type: 'string', default: COUNSEL_CHAT_FILE },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const questions = whole('questions', values.questions, 1) ?? fail(USAGE);
  const answers = whole('answers', values.answers, 0);
  const users = whole('users', values.users, 2);
  const days = whole('days', values.days, 1);
  const seed = whole('seed', values.seed, 0);
  const corpusFile = path.resolve(values.corpus);
  if (!existsSync(corpusFile)) fail(`No such corpus file: ${corpusFile}`);

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const started = performance.now();
  const corpus = await loadScaleCorpus(corpusFile);
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 3,
    onPoolError: (err) => console.error(`database connection lost: ${err.message}`),
  });
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `Generating ${questions.toLocaleString('en')} questions, ${(answers ?? questions * 3).toLocaleString('en')} answers into ${target} (corpus: ${corpus.questions.length} questions, ${corpus.answers.length} answers)`,
  );
  const bar = new cliProgress.SingleBar(
    {
      format:
        ' {bar} {percentage}% | {value}/{total} questions | {answers} answers, {votes} votes, {comments} comments | {duration_formatted} | ETA {eta_formatted}',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(questions, 0, { answers: 0, votes: 0, comments: 0 });
  try {
    const summary = await generateScale(database, corpus, {
      questions,
      answers,
      users,
      days,
      seed,
      onProgress: (s) => bar.update(s.questions, { answers: s.answers, votes: s.votes, comments: s.comments }),
    });
    bar.stop();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Done in ${seconds.toFixed(1)} s: ${summary.users} members, ${summary.questions} questions, ${summary.answers} answers, ${summary.comments} comments, ${summary.votes} votes, ${summary.questionFollows} question follows, ${summary.topicFollows} topic follows`,
    );
  } finally {
    bar.stop();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
