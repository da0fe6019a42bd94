/**
 * Test harness: the real app on a real database (a fresh copy per test file), plus helpers
 * to make users and sign them in. Tests talk to the app only through HTTP (`app.inject`).
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type ConnectOptions, type Database } from '../db/connect';
import { buildApp, type AppDeps } from '../app';
import type { App } from '../app-types';
import { users, type UserRow } from '../db/schema/index';
import { makeMember } from './factories';
import type { z } from 'zod';
import type { Role } from '../../common/constants';
import {
  routeUrl,
  type ContractMethod,
  type ContractRoute,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SuccessBody,
} from '../../common/contract-types';
import type { ZErrorBody } from '../../common/schemas/index';
import { execute } from '../db/execute';

export type TestUser = UserRow & { cookie: string };

type Method = ContractMethod;

/**
 * What `api()` types `body` as: the success body, whose error answers (`{ message, code? }`)
 * read through the same object (so `res.body.message` is typed on a 4xx too). A route whose
 * success has no body (204, redirects) types it as an error body or null.
 */
export type ApiBody<K extends ContractRoute> = [SuccessBody<K>] extends [null]
  ? Partial<z.output<typeof ZErrorBody>> | null
  : SuccessBody<K> & Partial<z.output<typeof ZErrorBody>>;

/** The parts of a typed request: path parameters, query and JSON body, each checked against the contract. */
export type ApiInput<K extends ContractRoute> = {
  params?: RouteParams<K>;
  query?: RouteQuery<K>;
  body?: RouteBody<K>;
};

/** A typed answer: `body` inferred from the route's response schemas (see ApiBody). */
export type ApiResponse<K extends ContractRoute> = {
  statusCode: number;
  body: ApiBody<K>;
  /** The raw response text. */
  text: string;
  headers: Record<string, unknown>;
};

export type TestContext = {
  app: App;
  database: Database;
  config: Config;
  /** Creates a user and a session; `cookie` goes in the `cookie` header. */
  createUser(fields?: Partial<typeof users.$inferInsert> & { role?: Role }): Promise<TestUser>;
  /**
   * A request to a route of the wire contract, typed from src/common/contract.ts: the path
   * parameters, query and body are checked against the route's schemas and `body` of the
   * answer is inferred from its response schemas (see ApiBody). Writes carry the site's own
   * `Origin`, as a browser on MindSpace's pages sends it.
   * `api(member, 'GET /api/questions/:id', { params: { id: 5 } })`.
   */
  api<K extends ContractRoute>(user: TestUser | null, route: K, input?: ApiInput<K>): Promise<ApiResponse<K>>;
  /**
   * app.inject with JSON in and out, untyped: `request(user, 'POST', '/api/questions', body)`.
   * For what the contract cannot express (hostile bodies, unknown URLs, a string sent as it is);
   * everything else uses `api`. Writes carry the site's own `Origin`.
   */
  request(
    user: TestUser | null,
    method: Method,
    url: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the untyped door for input the contract refuses; typed requests go through api()
  ): Promise<{ statusCode: number; body: any; text: string; headers: Record<string, unknown> }>;
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
    // Factories write questions and answers straight into the database, with no outbox event, so
    // a cached feed page would not show them. The read cache's own tests turn it on
    // (features/questions/feed-cache.test.ts), and the server processes of the multi-instance
    // and browser tests run with the default.
    READ_CACHE_MB: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, checkContract: true, ...options });
  await app.ready();

  const createUser: TestContext['createUser'] = async (fields = {}) => {
    userCounter += 1;
    return makeMember(database.db, {
      firstName: `Test${userCounter}`,
      lastName: 'Person',
      email: `t${userCounter}@example.org`,
      ...fields,
    });
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
    return { statusCode: res.statusCode, body: parsed, text: res.body, headers: res.headers };
  };

  const api: TestContext['api'] = async (user, route, input = {}) => {
    const [method, url] = routeUrl(route, input.params, input.query);
    const res = await request(user, method, url, input.body);
    return { statusCode: res.statusCode, body: res.body, text: res.text, headers: res.headers };
  };

  return {
    app,
    database,
    config,
    createUser,
    api,
    request,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * A second instance of the app on a test context's database and configuration, as a second
 * server process would be: its own caches, fed only by the events its own bus receives. Close it
 * before the context.
 * @param ctx the test context whose database it shares
 * @returns the app, ready for `inject`
 */
export async function startSecondInstance(ctx: TestContext): Promise<App> {
  const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await app.ready();
  return app;
}

/**
 * Runs a `select count(*) as n ...` query and returns n (tests check counters against rows this way).
 * @param database an open test database
 * @param query SQL whose first row has a column `n`
 */
export async function countOf(database: Database, query: SQL): Promise<number> {
  const [first] = await execute<{ n: number | string }>(database.db, query);
  return Number(first.n);
}
