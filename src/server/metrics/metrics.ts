/**
 * Prometheus metrics (prom-client), one registry per app: request durations by route pattern
 * and status, database pool use and query errors, open event streams, event delivery lag,
 * rate-limit refusals, sign-ins, the safety figures (how long report cards wait for a first
 * action, appeals decided) and how long questions wait for a first answer. Exposed at GET /metrics with `METRICS_TOKEN` (Bearer) on the
 * main port, or on a separate `METRICS_PORT` (see metrics-plugin.ts). Labels never carry a raw
 * URL, a user id or anything a member wrote: routes are patterns ('/api/questions/:id').
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/connect';
import { APPEAL_OUTCOMES } from '../../common/constants';

/** Every metric the app records. */
export type Metrics = {
  registry: Registry;
  /** Seconds from request start to response end; labels method, route (pattern), status_code. */
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Responses with status 429 (a rate limit refused the request); label route (pattern). */
  rateLimited: Counter<'route'>;
  /** Queries the database failed (including conflicts the app handles); label code (SQLSTATE or 'none'). */
  queryErrors: Counter<'code'>;
  /** Event streams (GET /api/events) open on this instance. */
  eventStreams: Gauge;
  /** Seconds from an event's creation in the outbox to its write on a live stream. */
  eventDeliveryLag: Histogram;
  /** Completed sign-ins; label outcome: success or failure. */
  signIns: Counter<'outcome'>;
  /** Seconds a report card waited from its first report to its first action (review or removal); label priority. */
  reportFirstAction: Histogram<'priority'>;
  /** Appeals decided; label outcome: upheld or overturned (0 until appeals exist). */
  appeals: Counter<'outcome'>;
  /** Seconds a question waited for its first visible answer (observed as that answer is written). */
  timeToFirstAnswer: Histogram;
};

/**
 * Creates the registry and metrics for one app, and counts the database's query errors.
 * @param database the open database; its pool (PostgreSQL) or engine (PGlite) is read at each scrape
 * @param options processMetrics: also Node's process metrics (CPU, memory, event loop, GC) —
 *   only when metrics are exposed, as they install process-wide observers
 * @returns the metrics
 */
export function createMetrics(database: Database, options: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'mindspace_http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimited: new Counter({
      name: 'mindspace_rate_limited_total',
      help: 'Requests refused with 429 Too Many Requests, by route pattern',
      labelNames: ['route'],
      registers,
    }),
    queryErrors: new Counter({
      name: 'mindspace_db_query_errors_total',
      help: 'Database queries that failed, by SQLSTATE code (none: no code, e.g. a lost connection)',
      labelNames: ['code'],
      registers,
    }),
    eventStreams: new Gauge({
      name: 'mindspace_event_streams_open',
      help: 'Live event streams (GET /api/events) open on this instance',
      registers,
    }),
    eventDeliveryLag: new Histogram({
      name: 'mindspace_event_delivery_lag_seconds',
      help: 'Seconds from an event being written to the outbox to its delivery on a live stream',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    signIns: new Counter({
      name: 'mindspace_sign_ins_total',
      help: 'Sign-ins that completed (success) or came back from the provider and failed (failure)',
      labelNames: ['outcome'],
      registers,
    }),
    reportFirstAction: new Histogram({
      name: 'mindspace_report_first_action_seconds',
      help: 'Seconds from a report card’s first report to its first action (review or removal), by card priority',
      labelNames: ['priority'],
      // From a minute to a week: the urgent ones should sit in the first buckets.
      buckets: [60, 300, 900, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 86_400, 3 * 86_400, 7 * 86_400],
      registers,
    }),
    timeToFirstAnswer: new Histogram({
      name: 'mindspace_time_to_first_answer_seconds',
      help: 'Seconds from a question being asked to its first visible answer (one whose question had no visible answer)',
      // From a minute to a month: the Unanswered feed lists questions of the last 30 days.
      buckets: [60, 300, 900, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 86_400, 3 * 86_400, 7 * 86_400, 30 * 86_400],
      registers,
    }),
    appeals: new Counter({
      name: 'mindspace_appeals_total',
      help: 'Appeals against moderation decisions that were decided, by outcome',
      labelNames: ['outcome'],
      registers,
    }),
  };
  for (const outcome of APPEAL_OUTCOMES) metrics.appeals.inc({ outcome }, 0);
  metrics.signIns.inc({ outcome: 'success' }, 0);
  metrics.signIns.inc({ outcome: 'failure' }, 0);

  const pool = database.pool;
  new Gauge({
    name: 'mindspace_db_pool_connections',
    help: 'Database connections by state: total and idle pooled connections, and queries waiting for one (PGlite: one connection)',
    labelNames: ['state'],
    registers,
    collect() {
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        // PGlite: one in-process connection; waiting = queries queued behind the running one.
        const waiting = pgliteWaiting(database);
        this.set({ state: 'total' }, 1);
        this.set({ state: 'idle' }, waiting.busy ? 0 : 1);
        this.set({ state: 'waiting' }, waiting.queued);
      }
    },
  });
  database.onQueryError((err) => metrics.queryErrors.inc({ code: sqlState(err) }));
  return metrics;
}

/** The SQLSTATE of a database error ('23505'), or 'none'. */
function sqlState(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code ?? (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : 'none';
}

/** PGlite's query queue, read from the engine when it exposes it. */
function pgliteWaiting(database: Database): { busy: boolean; queued: number } {
  const running = database.queriesInFlight?.() ?? 0;
  return { busy: running > 0, queued: Math.max(0, running - 1) };
}
