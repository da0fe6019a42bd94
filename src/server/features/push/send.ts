/**
 * Sending one push (RFC 8030) with its payload encrypted for the browser (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key (RFC 8292): `web-push` builds the request; it is sent here,
 * because the connection must refuse addresses that are not public (endpoint-check.ts) and a
 * slow push service must give up after a timeout.
 */
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { secondsInDay } from 'date-fns/constants';
import type { VapidKeys } from './queries';
import { publicLookup } from './endpoint-check';

/** Longest one send may take (ms); a push service slower than this is tried again later. */
export const PUSH_SEND_TIMEOUT_MS = 5_000;

/** How long the push service keeps an undelivered push (s): a day; a push is news. */
const PUSH_TTL_SECONDS = secondsInDay;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * Sends one encrypted payload to one subscription.
 * @param target the subscription's endpoint and keys
 * @param payload the JSON text to encrypt (it must hold no words of a post and no name)
 * @param options VAPID keys and subject; `topic` (the push service keeps one undelivered push per
 *   topic); `allow` origins exempt from the public-address rule
 * @returns the push service's HTTP status (201 delivered; 404/410 the subscription is gone)
 * @throws on a network error, a refused address or the timeout
 */
export function sendPush(
  target: PushTarget,
  payload: string,
  options: { vapid: VapidKeys; subject: string; topic: string; allow: readonly string[] },
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      topic: options.topic,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const allowed = options.allow.includes(url.origin);
  if (url.protocol !== 'https:' && !allowed) return Promise.reject(new Error('push endpoint is not https'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: allowed ? undefined : publicLookup,
        signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
