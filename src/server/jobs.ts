/**
 * Periodic jobs of one process: Web Push (every 3 seconds, `features/push/job.ts`); email
 * notifications (every minute, `features/email/job.ts`);
 * the daily digests of new questions in followed topics (every 5 minutes, `features/follows/job.ts`);
 * trending-rank refresh (every 10 minutes, announced with a `ranks.refreshed` event so every
 * instance's read cache drops its trending pages); the purge of closed accounts (hourly, and a minute
 * after start; `features/purge/job.ts`); hourly removal of
 * expired sessions, old idempotency keys and outbox events older than a day; on PGlite an
 * hourly `vacuum analyze` (it has no autovacuum). Each is idempotent, so several instances
 * may run them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { millisecondsInDay, millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';
import type { Database } from './db/connect';
import { events, sessions } from './db/schema/index';
import { refreshRecentHotRanks } from './shared/ranking';
import { emitEvent } from './events/outbox';
import { pruneIdempotencyKeys } from './shared/idempotency';
import type { Config } from './config';
import { createMailer } from './features/email/mailer';
import { runEmailJob } from './features/email/job';
import { runPurgeJob } from './features/purge/job';
import { PURGE_JOB_INTERVAL_MS } from './features/purge/queries';
import { DIGEST_JOB_INTERVAL_MS, runDigestJob } from './features/follows/job';
import { PUSH_JOB_INTERVAL_MS, runPushJob } from './features/push/job';
import { vapidKeys } from './features/push/queries';

/** Outbox events are kept this long (ms): one day. */
export const EVENTS_TTL_MS = millisecondsInDay;

/**
 * Starts the timers.
 * @param database the open database
 * @param log logger for failures (and where email goes, once)
 * @param config server configuration (public URL and email settings)
 * @returns a function that stops them
 */
export function startJobs(database: Database, log: FastifyBaseLogger, config: Config): () => void {
  const db = database.db;
  const mailer = createMailer(config.email, log);
  const run = (name: string, fn: () => Promise<unknown>) => () =>
    fn().catch((err) => log.warn({ err: (err as Error).message, job: name }, 'job failed'));
  // The VAPID key pair is made at first start (when the environment gives none).
  run('push-keys', () => vapidKeys(db, config))();
  const timers = [
    setInterval(
      run('push', () => runPushJob({ db, config, log })),
      PUSH_JOB_INTERVAL_MS,
    ),
    setInterval(
      run('email', () => runEmailJob({ db, mailer, config, log })),
      millisecondsInMinute,
    ),
    setInterval(
      run('question-digest', () => runDigestJob(db)),
      DIGEST_JOB_INTERVAL_MS,
    ),
    setInterval(
      run('purge', () => runPurgeJob({ db, afterDays: config.purgeAfterDays, log })),
      PURGE_JOB_INTERVAL_MS,
    ),
    setInterval(
      run('hot-rank', () =>
        db.transaction(async (tx) => {
          await refreshRecentHotRanks(tx);
          // Every instance's read cache drops its trending pages (shared/read-cache.ts).
          await emitEvent(tx, { type: 'ranks.refreshed', channel: 'questions', payload: {} });
        }),
      ),
      10 * millisecondsInMinute,
    ),
    setInterval(
      run('sessions', () => db.delete(sessions).where(lt(sessions.expiresAt, new Date()))),
      millisecondsInHour,
    ),
    setInterval(
      run('idempotency-keys', () => pruneIdempotencyKeys(db)),
      millisecondsInHour,
    ),
    // Events older than a day are past any reconnect's Last-Event-ID resume.
    setInterval(
      run('events', () => db.delete(events).where(lt(events.createdAt, new Date(Date.now() - EVENTS_TTL_MS)))),
      millisecondsInHour,
    ),
  ];
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: without fresh statistics the planner skips the search index.
    timers.push(
      setInterval(
        run('vacuum', () => db.execute(sql`vacuum analyze`)),
        millisecondsInHour,
      ),
    );
  }
  // The first purge does not wait an hour: a server restarted often still keeps the promise.
  const firstPurge = setTimeout(
    run('purge', () => runPurgeJob({ db, afterDays: config.purgeAfterDays, log })),
    millisecondsInMinute,
  );
  firstPurge.unref();
  for (const t of timers) t.unref();
  return () => {
    clearTimeout(firstPurge);
    timers.forEach(clearInterval);
    mailer.close();
  };
}
