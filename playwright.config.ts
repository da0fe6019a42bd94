/**
 * Browser tests: Playwright driving Debian's Chromium (/usr/bin/chromium; `npx playwright install`
 * cannot download browsers here) against the built app on a fresh PGlite database with demo content.
 * `npm test` builds the web client first and picks a free port (E2E_PORT); run alone with
 * `npm run build && npx playwright test`.
 *
 * Every run starts its own server on a database created from scratch (the data folder is removed
 * first), so the specs can rely on the demo seed. The specs change that data as they go (a status,
 * a name, reports, roles): each one says what it relies on and uses demo users so that the order
 * of the files does not matter.
 *
 * Debugging only: E2E_BASE_URL=http://127.0.0.1:3000 runs the specs against a server you started
 * yourself (no fresh database, so specs that change the seed data may fail on a second run).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
/**
 * The pseudo-locale build (npm run build:pseudo, decision 0091) is served beside the app, on its own
 * port and database, for the pseudo walk (e2e/pseudo-walk.spec.ts) only.
 */
// Far from E2E_PORT: the ports next to it are other runs' on a shared machine.
const pseudoPort = Number(process.env.E2E_PSEUDO_PORT ?? port + 1000);
const pseudoDist = path.resolve('dist/web-pseudo');

/** Removed before each start, so every run begins from the demo seed. */
const dataDir = path.join(os.tmpdir(), `mindspace-e2e-${port}`);

/** The app's server on a fresh database: the build in dist/web, or another (the pseudo build). */
const appServer = (serverPort: number, dir: string, env: Record<string, string> = {}) => ({
  command: `rm -rf '${dir}' && node --import tsx src/server/main.ts`,
  url: `http://127.0.0.1:${serverPort}/readyz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  env: {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(serverPort),
    PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    DATA_DIR: dir,
    // Always the fresh embedded PGlite and the embedded demo sign-in, even when the calling
    // shell has a database or identity provider configured (the server ignores empty values).
    DATABASE_URL: '',
    OIDC_ISSUER_URL: '',
    OIDC_CLIENT_ID: '',
    OIDC_CLIENT_SECRET: '',
    // Every test shares one address and a few demo accounts; the limits have their own API tests.
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    RATE_LIMIT_REPORTS_PER_HOUR: '100000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
    RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1, // 2-core machine: one browser beside the server
  forbidOnly: !!process.env.CI,
  // One retry on CI: shared 2-core machines are noisy; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy 2-core machine (server, browser and often other builds share it);
  // tests with two browsers call test.slow().
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // Trace recording itself failed on CI once (ENOENT on its temp file); keep it for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /pseudo-walk\.spec\.ts/ },
    {
      name: 'pseudo',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${pseudoPort}` },
      testMatch: /pseudo-walk\.spec\.ts/,
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : [
        appServer(port, dataDir),
        // Only once the pseudo build exists; the walk says how to build it otherwise.
        ...(existsSync(path.join(pseudoDist, 'index.html'))
          ? [appServer(pseudoPort, path.join(os.tmpdir(), `mindspace-e2e-${pseudoPort}`), { MINDSPACE_WEB_DIST: pseudoDist })]
          : []),
      ],
});
