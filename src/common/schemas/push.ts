/**
 * Web Push (docs/api.md "Push"): the server's public key and a device's
 * subscription, as the browser's PushSubscription.toJSON() gives it.
 */
import { z } from 'zod';

/** GET /api/push/public-key: the VAPID public key (base64url) for pushManager.subscribe. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });

const base64url = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .min(1, `${name} is missing`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url text`);

/** Whether the runtime knows an IANA time zone name. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/push/subscriptions: `{ endpoint, keys: { p256dh, auth } }` from the browser, and
 * optionally the device's IANA `timeZone`, in which quiet hours are read (default UTC). The
 * server refuses an endpoint that is not https on a public address.
 */
export const ZPushSubscription = z.object({
  endpoint: z.string({ error: 'endpoint must be a URL' }).max(2048, 'endpoint is too long'),
  keys: z.object(
    {
      p256dh: base64url('keys.p256dh', 200),
      auth: base64url('keys.auth', 100),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
  timeZone: z
    .string({ error: 'timeZone must be a time zone name, e.g. Europe/Paris' })
    .max(64, 'timeZone must be a time zone name, e.g. Europe/Paris')
    .refine(isTimeZone, 'timeZone must be a time zone name, e.g. Europe/Paris')
    .nullish(),
});

/** DELETE /api/push/subscriptions: `{ endpoint }` of this device's subscription. */
export const ZPushUnsubscribe = z.object({
  endpoint: z.string({ error: 'endpoint must be a URL' }).max(2048, 'endpoint is too long'),
});
