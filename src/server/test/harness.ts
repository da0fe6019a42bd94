/**
 * Test harness: the real app on a real database (a fresh copy per test file), plus helpers
 * to make users and sign them in. Tests talk to the app only through HTTP (`app.inject`).
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq, type SQL } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type ConnectOptions, type Database } from '../db/connect';
import { buildApp, type AppDeps } from '../app';
import type { App } from '../app-types';
import { users, type UserRow } from '../db/schema/index';
import { createSession, SESSION_COOKIE } from '../auth/session';
import type { Role } from '../../common/constants';

export type TestUser = UserRow & { cookie: string };

export type TestContext = {
  app: App;
  database: Database;
  config: Config;
  /** Creates a user and a session; `cookie` goes in the `cookie` header. */
  createUser(fields?: Partial<typeof users.$inferInsert> & { role?: Role }): Promise<TestUser>;
  /**
   * app.inject with JSON in and out: `request(user, 'POST', '/api/questions', body)`. Writes carry
   * the site's own `Origin`, as a browser on MindSpace's pages sends it.
   */
  request(
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are typed per route once the wire schemas in src/common cover every response
  ): Promise<{ statusCode: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
};

/**
 * Opens a fresh database for one test file: a restored PGlite dump or a new PostgreSQL database from the template.
 * @param options PostgreSQL connection options (timeouts) to open it with
 */
export async function openTestDatabase(
  options: Pick<ConnectOptions, 'statementTimeoutMs'> = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `mindspace_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template mindspace_test_template`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await connectDatabase({ databaseUrl: dbUrl.toString(), poolMax: 4, ...options });
    return {
      database,
      drop: async () => {
        await database.close().catch(() => {});
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const template = process.env.PGLITE_TEMPLATE;
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  const database = await connectDatabase({ dataDir: 'memory://', loadDataDir });
  return { database, drop: () => database.close() };
}

let userCounter = 0;

/**
 * Builds the app on a fresh database.
 * @param env extra environment for loadConfig (e.g. PUBLIC_URL for the OIDC round trip)
 * @param options e.g. `onRoute`, to see every route as it is registered
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'onRoute' | 'webDist'> = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    RATE_LIMIT_REPORTS_PER_HOUR: '100000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
    RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_EXPORTS_PER_HOUR: '100000',
    // Test members are created a moment before they act: no account counts as new unless a test sets it.
    NEW_ACCOUNT_HOURS: '0',
    // Tests change rows behind the app's back (a role, a suspension written directly); a cached
    // session would hide that. The session cache's own tests turn it on (auth/session-cache.test.ts),
    // and the server processes of the multi-instance and browser tests run with the default.
    SESSION_CACHE_SECONDS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, checkContract: true, ...options });
  await app.ready();

  const createUser: TestContext['createUser'] = async (fields = {}) => {
    userCounter += 1;
    const [row] = await database.db
      .insert(users)
      .values({ firstName: `Test${userCounter}`, lastName: 'Person', email: `t${userCounter}@example.org`, ...fields })
      .returning();
    const token = await createSession(database.db, row.id);
    const [fresh] = await database.db.select().from(users).where(eq(users.id, row.id));
    return { ...fresh, cookie: `${SESSION_COOKIE}=${token}` };
  };

  const request: TestContext['request'] = async (user, method, url, body) => {
    const res = await app.inject({
      method,
      url,
      // A browser sends its page's Origin with every write; the API refuses writes without it.
      headers: {
        ...(method !== 'GET' ? { origin: new URL(config.publicUrl).origin } : {}),
        ...(user ? { cookie: user.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      /* not JSON: keep text */
    }
    return { statusCode: res.statusCode, body: parsed, headers: res.headers };
  };

  return {
    app,
    database,
    config,
    createUser,
    request,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * Runs a `select count(*) as n ...` query and returns n (tests check counters against rows this way).
 * @param database an open test database
 * @param query SQL whose first row has a column `n`
 */
export async function countOf(database: Database, query: SQL): Promise<number> {
  const res = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0].n);
}
