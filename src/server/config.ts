/**
 * Server configuration, read from the environment once at start and checked with zod.
 * A bad value stops the process with a message naming the variable (never a stack trace).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A positive whole number from the environment, with a default. */
const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .default(fallback);

/** Names proxy-addr (Fastify's trustProxy) accepts for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address or CIDR range: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the socket address is the client); `true` trusts
 * every hop; a whole number trusts that many hops; otherwise a comma-separated list of proxy
 * addresses, CIDR ranges or the names loopback, linklocal, uniquelocal.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    if (!v || v.toLowerCase() === 'false') return false;
    if (v.toLowerCase() === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = list.filter((part) => !isAddressOrRange(part));
    if (bad.length > 0 || list.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be true, false, a number of hops or a list of addresses/CIDR ranges (not understood: ${bad.join(', ') || v})`,
      });
      return z.NEVER;
    }
    return list;
  });

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ error: `${name} must be a full URL, e.g. https://example.org` }).optional());

/** An optional text setting that, when set, must match `pattern` (empty counts as unset). */
const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || pattern.test(v), { message });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: 'DATABASE_URL must start with postgres:// or postgresql://',
      }),
    PUBLIC_URL: optionalUrl('PUBLIC_URL'),
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((v) => v === undefined || v.length >= 32, { message: 'SESSION_SECRET must be at least 32 characters' }),
    OIDC_ISSUER_URL: optionalUrl('OIDC_ISSUER_URL'),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** Writes (POST, PATCH, PUT, DELETE) allowed per person or address per minute. */
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce
      .number({ error: 'RATE_LIMIT_WRITES_PER_MINUTE must be a number' })
      .int()
      .positive('RATE_LIMIT_WRITES_PER_MINUTE must be positive')
      .default(60),
    /** Outgoing mail server, e.g. smtp://user:pass@host:587; unset = emails written as .eml files. */
    SMTP_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^smtps?:\/\/[^/]/.test(v), {
        message: 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.org:587',
      }),
    MAIL_FROM: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    MAIL_DIR: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
    EMAIL_BATCH_MINUTES: z.coerce
      .number({ error: 'EMAIL_BATCH_MINUTES must be a number' })
      .int('EMAIL_BATCH_MINUTES must be a whole number')
      .min(1, 'EMAIL_BATCH_MINUTES must be between 1 and 1440')
      .max(1440, 'EMAIL_BATCH_MINUTES must be between 1 and 1440')
      .default(15),
    /** Reads (GET) allowed per address per minute (generous: a page makes several). */
    RATE_LIMIT_READS_PER_MINUTE: positiveInt('RATE_LIMIT_READS_PER_MINUTE', 600),
    /** Reports a member may file per hour. */
    RATE_LIMIT_REPORTS_PER_HOUR: positiveInt('RATE_LIMIT_REPORTS_PER_HOUR', 20),
    /** Direct messages (and new conversations) a member may send per minute. */
    RATE_LIMIT_MESSAGES_PER_MINUTE: positiveInt('RATE_LIMIT_MESSAGES_PER_MINUTE', 20),
    /** Data exports (GET /api/users/me/export, a heavy read) a member may download per hour. */
    RATE_LIMIT_EXPORTS_PER_HOUR: positiveInt('RATE_LIMIT_EXPORTS_PER_HOUR', 5),
    /** Days after an account is closed by which the purge job has removed its remaining traces. */
    PURGE_AFTER_DAYS: z.coerce
      .number({ error: 'PURGE_AFTER_DAYS must be a number' })
      .int('PURGE_AFTER_DAYS must be a whole number')
      .min(0, 'PURGE_AFTER_DAYS must be between 0 and 30')
      .max(30, 'PURGE_AFTER_DAYS must be between 0 and 30')
      .default(30),
    /** Writes per minute for an account younger than NEW_ACCOUNT_HOURS. */
    RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: positiveInt('RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE', 10),
    /** How long an account counts as new, in hours. */
    NEW_ACCOUNT_HOURS: z.coerce
      .number({ error: 'NEW_ACCOUNT_HOURS must be a number' })
      .min(0, 'NEW_ACCOUNT_HOURS cannot be negative')
      .default(24),
    /** Distinct members whose pending reports hide a post until a moderator reviews it. */
    AUTO_HIDE_REPORTS: positiveInt('AUTO_HIDE_REPORTS', 3),
    TRUST_PROXY: ZTrustProxy,
    /** Live-event streams one member may hold open at once (tabs and devices). */
    EVENTS_MAX_STREAMS_PER_MEMBER: positiveInt('EVENTS_MAX_STREAMS_PER_MEMBER', 16),
    /** Live-event streams one server process holds open at most. */
    EVENTS_MAX_STREAMS: positiveInt('EVENTS_MAX_STREAMS', 5000),
    /** A stream whose unsent output exceeds this many bytes is closed (a reader that stopped reading). */
    EVENTS_MAX_BUFFERED_BYTES: positiveInt('EVENTS_MAX_BUFFERED_BYTES', 256 * 1024),
    /** Longest a database statement may run, in milliseconds (PostgreSQL statement_timeout). */
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt('DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
    /** Seconds a resolved session is kept in memory for reads; 0 turns the cache off. */
    SESSION_CACHE_SECONDS: z.coerce
      .number({ error: 'SESSION_CACHE_SECONDS must be a number' })
      .int('SESSION_CACHE_SECONDS must be a whole number')
      .min(0, 'SESSION_CACHE_SECONDS must be between 0 and 300')
      .max(300, 'SESSION_CACHE_SECONDS must be between 0 and 300')
      .default(10),
    /** Megabytes of shared read pages (feed pages, question records) kept in memory per process (shared/read-cache.ts); 0 turns the cache off. */
    READ_CACHE_MB: z.coerce
      .number({ error: 'READ_CACHE_MB must be a number' })
      .int('READ_CACHE_MB must be a whole number')
      .min(0, 'READ_CACHE_MB must be between 0 and 4096')
      .max(4096, 'READ_CACHE_MB must be between 0 and 4096')
      .default(64),
    /** Longest to wait for a database connection, in milliseconds. */
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt('DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    /** Longest a whole request (headers and body) may take to arrive, in milliseconds; a connection idle twice as long is closed (never for /api/events). */
    REQUEST_TIMEOUT_MS: positiveInt('REQUEST_TIMEOUT_MS', 30_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** pretty: coloured one-line logs (pino-pretty); json: one JSON object a line; auto: pretty on a terminal. */
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json'], { error: 'LOG_FORMAT must be auto, pretty or json' }).default('auto'),
    /** Bearer token GET /metrics requires; unset = no token asked (then only METRICS_PORT serves metrics). */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 16, { message: 'METRICS_TOKEN must be at least 16 characters' }),
    /** A separate port serving only GET /metrics (keep it off the public network). */
    METRICS_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ error: 'METRICS_PORT must be a number' })
        .int('METRICS_PORT must be a whole number')
        .min(0, 'METRICS_PORT must be between 0 and 65535')
        .max(65535, 'METRICS_PORT must be between 0 and 65535')
        .optional(),
    ),
    /** Web Push VAPID key pair (RFC 8292, base64url, as `web-push generate-vapid-keys` prints); unset: made at first start and kept in the database. */
    VAPID_PUBLIC_KEY: optionalMatching(
      /^[A-Za-z0-9_-]{87}$/,
      'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters), as `npx web-push generate-vapid-keys` prints it',
    ),
    VAPID_PRIVATE_KEY: optionalMatching(
      /^[A-Za-z0-9_-]{43}$/,
      'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters), as `npx web-push generate-vapid-keys` prints it',
    ),
    /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
    VAPID_SUBJECT: optionalMatching(
      /^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/,
      'VAPID_SUBJECT must be a mailto: address or an https:// URL, e.g. mailto:admin@example.org',
    ),
    /** Push endpoint origins allowed although they are not https on a public address (tests, private deployments). */
    PUSH_ENDPOINT_ALLOW: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx): string[] => {
        const list = (v ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        const origins: string[] = [];
        for (const item of list) {
          const origin = URL.canParse(item) ? new URL(item).origin : 'null';
          if (origin === 'null') {
            ctx.addIssue({
              code: 'custom',
              message: `PUSH_ENDPOINT_ALLOW must be a comma-separated list of origins, e.g. http://127.0.0.1:8080 (not understood: ${item})`,
            });
            return z.NEVER;
          }
          origins.push(origin);
        }
        return origins;
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither',
      });
    }
    if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID is required with OIDC_ISSUER_URL' });
    }
    if (env.NODE_ENV === 'production' && !env.OIDC_ISSUER_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message: 'OIDC_ISSUER_URL is required in production: the embedded demo sign-in never runs under NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production' });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base URL people reach the site at, without a trailing slash. */
  publicUrl: string;
  sessionSecret: string | undefined;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined } | undefined;
  rateLimitWritesPerMinute: number;
  rateLimitReadsPerMinute: number;
  rateLimitReportsPerHour: number;
  rateLimitMessagesPerMinute: number;
  rateLimitNewAccountWritesPerMinute: number;
  rateLimitExportsPerHour: number;
  /** Days after closing by which a closed account is purged (0: at the next run of the job). */
  purgeAfterDays: number;
  /** Accounts younger than this many hours are new (stricter limits). */
  newAccountHours: number;
  /** Distinct members' pending reports that hide a post pending review (auto-hide). */
  autoHideReports: number;
  /** Fastify's trustProxy: false (default), true, a hop count, or addresses/CIDR ranges. */
  trustProxy: boolean | number | string[];
  events: { maxStreamsPerMember: number; maxStreams: number; maxBufferedBytes: number };
  /** Milliseconds. */
  databaseStatementTimeoutMs: number;
  /** How long a resolved session is reused by reads, in seconds (0: never). */
  sessionCacheSeconds: number;
  /** Size bound of the shared read cache, in megabytes (0: off). */
  readCacheMb: number;
  databaseConnectTimeoutMs: number;
  requestTimeoutMs: number;
  logLevel: string;
  email: {
    /** SMTP server URL; undefined = write each email as an .eml file into `mailDir`. */
    smtpUrl: string | undefined;
    /** The From header, e.g. `MindSpace <no-reply@example.org>`. */
    from: string;
    /** Folder for .eml files when there is no SMTP server. */
    mailDir: string;
    /** At most one email per member per this many minutes; also how long an item waits unseen. */
    batchMinutes: number;
  };
  /** How logs are written: 'pretty' (pino-pretty, one coloured line) or 'json'. */
  logFormat: 'pretty' | 'json';
  /**
   * GET /metrics: on the main port with a Bearer token (`token`, no `port`), or on its own port
   * (`port`, with the token too when set); undefined when neither is configured (no /metrics).
   */
  metrics: { token: string | undefined; port: number | undefined } | undefined;
  push: {
    /** The VAPID key pair from the environment; undefined: the one kept in the database (made at first start). */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** The VAPID `sub` claim: VAPID_SUBJECT, else PUBLIC_URL when https, else mailto:no-reply@<host>. */
    subject: string;
    /** Origins (scheme://host:port) whose endpoints skip the public-address check. */
    endpointAllow: string[];
  };
};

/** A setting is missing or invalid; the message names the variable and what it must be (startup stops). */
export class ConfigError extends Error {}

/**
 * Parses configuration from an environment object.
 * @param env variables, normally `process.env`
 * @param stdoutIsTerminal whether logs go to a terminal (LOG_FORMAT=auto then means pretty)
 * @returns the typed configuration; `oidc` is undefined when the embedded provider is to be used
 * @throws ConfigError listing every bad variable with a readable reason
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`MindSpace cannot start, the configuration has a problem:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET,
    oidc: e.OIDC_ISSUER_URL ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET } : undefined,
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    rateLimitReadsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    rateLimitReportsPerHour: e.RATE_LIMIT_REPORTS_PER_HOUR,
    rateLimitMessagesPerMinute: e.RATE_LIMIT_MESSAGES_PER_MINUTE,
    rateLimitNewAccountWritesPerMinute: e.RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE,
    rateLimitExportsPerHour: e.RATE_LIMIT_EXPORTS_PER_HOUR,
    purgeAfterDays: e.PURGE_AFTER_DAYS,
    newAccountHours: e.NEW_ACCOUNT_HOURS,
    autoHideReports: e.AUTO_HIDE_REPORTS,
    trustProxy: e.TRUST_PROXY,
    events: {
      maxStreamsPerMember: e.EVENTS_MAX_STREAMS_PER_MEMBER,
      maxStreams: e.EVENTS_MAX_STREAMS,
      maxBufferedBytes: e.EVENTS_MAX_BUFFERED_BYTES,
    },
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    readCacheMb: e.READ_CACHE_MB,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    email: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `MindSpace <no-reply@${new URL(publicUrl).hostname}>`,
      mailDir: path.resolve(e.MAIL_DIR ?? path.join(e.DATA_DIR, 'mail')),
      batchMinutes: e.EMAIL_BATCH_MINUTES,
    },
    logFormat: e.LOG_FORMAT === 'auto' ? (stdoutIsTerminal ? 'pretty' : 'json') : e.LOG_FORMAT,
    metrics: e.METRICS_TOKEN || e.METRICS_PORT !== undefined ? { token: e.METRICS_TOKEN, port: e.METRICS_PORT } : undefined,
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:no-reply@${new URL(publicUrl).hostname}`),
      endpointAllow: e.PUSH_ENDPOINT_ALLOW,
    },
  };
}
