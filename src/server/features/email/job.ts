/**
 * The email notification job: run every minute by each instance (`jobs.ts`). Safe with several
 * instances on one PostgreSQL and idempotent: each member's email is claimed under a row lock
 * (`FOR UPDATE SKIP LOCKED`) and recorded as sent in the same transaction, so a member is never
 * emailed twice for the same things, nor more than once per EMAIL_BATCH_MINUTES. Delivery is at
 * most once: a failed send is retried once the batch window has passed; a crash between claim and
 * send loses that one email (the notifications themselves stay on the site).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { claimEmail, findDueMembers, releaseClaim } from './queries';
import { composeEmail } from './compose';
import { memberLocale } from '../../i18n/reader-locale';

export type EmailJobDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'email'>;
  log: FastifyBaseLogger;
};

/**
 * One run of the job.
 * @param deps database, mailer, configuration, logger
 * @param now the job's clock (tests pass a later time instead of waiting)
 * @returns how many emails were sent and how many failed
 */
export async function runEmailJob(deps: EmailJobDeps, now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const { db, mailer, config, log } = deps;
  const batchMinutes = config.email.batchMinutes;
  let sent = 0;
  let failed = 0;
  for (const userId of await findDueMembers(db, { now, batchMinutes })) {
    const claim = await claimEmail(db, { userId, now, batchMinutes });
    if (!claim) continue;
    const email = composeEmail({
      publicUrl: config.publicUrl,
      userId,
      firstName: claim.firstName,
      counts: claim.counts,
      unsubscribeToken: claim.unsubscribeToken,
      locale: await memberLocale(db, userId),
    });
    try {
      await mailer.send({ to: claim.email, ...email });
      sent += 1;
    } catch (err) {
      failed += 1;
      // The address and the words stay out of the log; the user id is enough to look into it.
      log.warn(
        { userId, err: (err as Error).message },
        'email notification could not be sent; it will be tried again after the batch window',
      );
      await releaseClaim(db, claim, now).catch(() => {});
    }
  }
  if (sent > 0) log.info({ sent, transport: mailer.kind }, 'email notifications sent');
  return { sent, failed };
}
