#!/usr/bin/env node
/**
 * `npm test`: every suite, from a clean clone, with no setup by hand.
 *
 *   1. unit + API tests (Vitest, server and web projects) on embedded PGlite;
 *   2. the server tests again on a real PostgreSQL server, a throwaway one started here;
 *   3. browser tests (Playwright on Debian's /usr/bin/chromium) when e2e/*.spec.ts exist.
 *
 * Missing PostgreSQL or Chromium is installed with apt-get when running as root (as CI does);
 * otherwise the script stops and says what to install. The PostgreSQL server and its temporary
 * folder are always removed, also on failure or Ctrl-C.
 *
 * Extra arguments go to Vitest and skip the browser tests:
 *   npm test -- src/server/features/votes
 *
 * Dependency-free on purpose: it must run before anything but Node is known to work.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgresBin, freePort, isRoot, runSync, startCluster } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const vitestArgs = process.argv.slice(2);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reportDir = path.join(root, '.tmp');

/** @type {{ name: string, ok: boolean | null, note: string, seconds: number }[]} */
const results = [];
let interrupted = false;
/** @type {import('node:child_process').ChildProcess | null} */
let currentChild = null;

// ---------------------------------------------------------------- small helpers

const log = (message) => console.log(`\n[test] ${message}`);

/** Runs a command to completion, inheriting stdio. Resolves to its exit code (1 on spawn error). */
function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    if (interrupted) return resolve(130);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    currentChild = child;
    child.on('error', (err) => {
      console.error(`[test] could not run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
    });
  });
}

let aptUpdated = false;
/** Installs Debian packages (root only): apt-get update once, then install without recommends. */
function aptInstall(packages) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('apt-get update');
    runSync('apt-get', ['update'], { env });
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}`);
  runSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

/** Records one suite's outcome and prints its line at once. */
function record(name, ok, note, startedAt) {
  const seconds = (Date.now() - startedAt) / 1000;
  results.push({ name, ok, note, seconds });
  console.log(`\n[test] ${ok === null ? 'SKIP' : ok ? 'PASS' : 'FAIL'}  ${name}  ${note} (${seconds.toFixed(1)} s)`);
}

// ---------------------------------------------------------------- suites

/** Reads a Vitest JSON report into "N passed, N failed[, N skipped]". */
function vitestCounts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const skipped = r.numPendingTests + (r.numTodoTests ?? 0);
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped };
  } catch {
    return null;
  }
}

/** Reads a Playwright JSON report into the same counts (flaky tests passed on retry). */
function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
function describeCounts(counts, code) {
  if (!counts) return `exit code ${code}, no report`;
  if (counts.passed + counts.failed === 0 && code !== 0) return `exit code ${code}, no test ran`;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
}

async function vitestSuite(name, projects, env, reportName) {
  const startedAt = Date.now();
  const report = path.join(reportDir, reportName);
  rmSync(report, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  // A filter may select files of one project only; the other project then has nothing to run.
  if (vitestArgs.length) args.push('--passWithNoTests');
  log(`${name}: vitest ${[...args, ...vitestArgs].join(' ')}`);
  const code = await run(bin('vitest'), [...args, ...vitestArgs], { env });
  const note = describeCounts(vitestCounts(report), code);
  record(name, code === 0, note, startedAt);
}

/** Starts a throwaway PostgreSQL (scripts/lib/postgres.mjs), runs the server tests on it, and always removes it. */
async function postgresSuite() {
  const name = 'server on PostgreSQL';
  const startedAt = Date.now();
  let cluster;
  try {
    cluster = await startCluster({ binDir: ensurePostgresBin({ log }), log });
  } catch (err) {
    console.error(`[test] ${err.message}`);
    return record(name, false, 'could not start PostgreSQL', startedAt);
  }
  try {
    await vitestSuite(name, ['server'], { TEST_DB: 'postgres', TEST_DATABASE_URL: cluster.url }, 'vitest-postgres.json');
  } finally {
    await cluster.stop();
  }
}

function findE2eSpecs(dir = path.join(root, 'e2e')) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.spec.ts'));
}

function ensureChromium() {
  const chromium = '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (!isRoot) {
    throw new Error(
      `Browser tests need Chromium at ${chromium}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu), ` +
        'or skip them with `npm test -- <vitest filter>`.',
    );
  }
  aptInstall(['chromium']);
}

async function e2eSuite() {
  const name = 'browser tests (Playwright, Chromium)';
  const startedAt = Date.now();
  if (vitestArgs.length) return record(name, null, 'skipped: Vitest filters given', startedAt);
  const specs = findE2eSpecs();
  if (specs.length === 0) return record(name, null, 'skipped: no e2e/*.spec.ts', startedAt);
  try {
    ensureChromium();
  } catch (err) {
    console.error(`[test] ${err.message}`);
    return record(name, false, 'Chromium missing', startedAt);
  }
  const hasViteConfig = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs'].some((f) => existsSync(f));
  if (hasViteConfig) {
    // The project's own build (package.json "build"): the bundle and the prerendered landing page.
    log('building the web client: npm run build');
    if ((await run('npm', ['run', 'build'])) !== 0) return record(name, false, 'npm run build failed', startedAt);
    // The pseudo-locale build the pseudo walk runs (e2e/pseudo-walk.spec.ts).
    log('building the pseudo-locale client: npm run build:pseudo');
    if ((await run('npm', ['run', 'build:pseudo'])) !== 0) return record(name, false, 'npm run build:pseudo failed', startedAt);
  }
  const report = path.join(reportDir, 'playwright.json');
  rmSync(report, { force: true });
  const port = String(await freePort());
  const pseudoPort = String(await freePort());
  log(`${name}: playwright test (app on 127.0.0.1:${port}, its pseudo-locale build on ${pseudoPort})`);
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: port, E2E_PSEUDO_PORT: pseudoPort },
  });
  record(name, code === 0, describeCounts(playwrightCounts(report), code), startedAt);
}

// ---------------------------------------------------------------- main

function onSignal(signal) {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n[test] ${signal}: stopping`);
  currentChild?.kill(signal);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

async function main() {
  const startedAt = Date.now();
  mkdirSync(reportDir, { recursive: true });

  await vitestSuite('server + web on PGlite', ['server', 'web'], { TEST_DB: 'pglite' }, 'vitest-pglite.json');

  if (!interrupted) await postgresSuite();

  if (!interrupted) await e2eSuite();

  console.log('\n[test] ---------------- summary');
  for (const r of results) {
    const status = r.ok === null ? 'SKIP' : r.ok ? 'PASS' : 'FAIL';
    console.log(`[test] ${status}  ${r.name.padEnd(40)} ${r.note} (${r.seconds.toFixed(1)} s)`);
  }
  const failedSuites = results.filter((r) => r.ok === false).length;
  console.log(`[test] total ${((Date.now() - startedAt) / 1000).toFixed(1)} s${interrupted ? ', interrupted' : ''}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  return interrupted ? 130 : failedSuites > 0 ? 1 : 0;
}

// process.exit runs postgres.mjs's exit handler, which removes a cluster still running.
main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
