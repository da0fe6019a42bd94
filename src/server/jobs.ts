/**
 * Periodic jobs of one process: trending-rank refresh (every 10 minutes) and removal of
 * expired sessions (hourly). Each is idempotent, so several instances may run them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Db } from './db/connect';
import { sessions } from './db/schema/index';
import { refreshRecentHotRanks } from './shared/ranking';

/** Starts the timers. @returns a function that stops them */
export function startJobs(db: Db, log: FastifyBaseLogger): () => void {
  const run = (name: string, fn: () => Promise<unknown>) => () =>
    fn().catch((err) => log.warn({ err: (err as Error).message, job: name }, 'job failed'));
  const timers = [
    setInterval(run('hot-rank', () => refreshRecentHotRanks(db)), 10 * 60_000),
    setInterval(run('sessions', () => db.delete(sessions).where(lt(sessions.expiresAt, new Date()))), 60 * 60_000),
  ];
  for (const t of timers) t.unref();
  return () => timers.forEach(clearInterval);
}
