/**
 * The Web Push job (decision 0088), run every PUSH_JOB_INTERVAL_MS by each instance (`jobs.ts`),
 * never inside a request: a slow or absent push service holds up nobody. One run (1) turns each
 * member's new notifications and messages into deliveries, claimed per member under a row lock
 * (`FOR UPDATE SKIP LOCKED`) and recorded before commit, then (2) leases due deliveries in one
 * statement and sends each after the lease committed — so with several instances exactly one
 * sends each push. A 404 or 410 deletes the subscription; another failure tries again with backoff.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { Config } from '../../config';
import { serverText } from '../../i18n/messages';
import type { ServerMessageId } from '../../i18n/words';
import { memberLocales } from '../../i18n/reader-locale';
import { DEFAULT_LOCALE } from '../../../common/i18n/locales';
import { claimPushes, findPushDueMembers, leaseDeliveries, recordDelivery, vapidKeys, type PushKind } from './queries';
import { sendPush } from './send';

/** How often each instance runs the job (ms): a push goes out within about twice this. */
export const PUSH_JOB_INTERVAL_MS = 3_000;

/** The words each kind shows on a lock screen: what waits, never whose or what. A check-in reads as a message. */
const KIND_WORDS: Record<PushKind, ServerMessageId> = {
  message: 'push.message',
  checkIn: 'push.message',
  reply: 'push.reply',
  moderation: 'push.moderation',
  newQuestion: 'push.newQuestion',
};

export type PushJobDeps = {
  db: Db;
  config: Pick<Config, 'push'>;
  log: FastifyBaseLogger;
  /** Sends one push (tests may slow it down); default sendPush. */
  send?: typeof sendPush;
};

/**
 * One run of the job.
 * @param deps database, configuration, logger
 * @param now the job's clock (tests pass a later time instead of waiting)
 * @returns deliveries written, and pushes delivered, gone and failed
 */
export async function runPushJob(
  deps: PushJobDeps,
  now: Date = new Date(),
): Promise<{ queued: number; delivered: number; gone: number; failed: number }> {
  const { db, config, log, send = sendPush } = deps;
  let queued = 0;
  for (const userId of await findPushDueMembers(db, now)) queued += await claimPushes(db, { userId, now });

  const due = await leaseDeliveries(db, now);
  const result = { queued, delivered: 0, gone: 0, failed: 0 };
  if (due.length === 0) return result;
  const vapid = await vapidKeys(db, config);
  const locales = await memberLocales(db, [...new Set(due.map((d) => d.userId))]);
  await Promise.all(
    due.map(async (delivery) => {
      const locale = locales.get(delivery.userId) ?? DEFAULT_LOCALE;
      const payload = JSON.stringify({
        kind: delivery.kind,
        title: serverText(locale, 'push.title'),
        body: serverText(locale, KIND_WORDS[delivery.kind]),
        url: delivery.link,
      });
      let outcome: 'delivered' | 'gone' | 'failed';
      try {
        const status = await send(delivery, payload, {
          vapid,
          subject: config.push.subject,
          topic: delivery.kind,
          allow: config.push.endpointAllow,
        });
        outcome = status >= 200 && status < 300 ? 'delivered' : status === 404 || status === 410 ? 'gone' : 'failed';
        if (outcome === 'failed') log.warn({ userId: delivery.userId, status }, 'push service refused a push; it will be tried again');
      } catch (err) {
        outcome = 'failed';
        // The endpoint stays out of the log: it is the member's device address.
        log.warn({ userId: delivery.userId, err: (err as Error).message }, 'push could not be sent; it will be tried again');
      }
      result[outcome] += 1;
      await recordDelivery(db, delivery, outcome, now);
    }),
  );
  return result;
}
