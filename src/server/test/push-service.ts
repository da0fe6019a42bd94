/**
 * A local push service for tests (RFC 8030): records every push it receives, and devices with
 * real P-256 key pairs and auth secrets, as `pushManager.subscribe` makes them, that decrypt what
 * they received (RFC 8291, aes128gcm) — so a test checks what a phone would show. Used by the
 * push tests on one app and by the two-process test (a server process sends to it over HTTP).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import ece from 'http_ece';

/** What the service received: the path (one per device), the headers and the encrypted body. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A browser's subscription: its endpoint on the service, key pair, auth secret and path. */
export type Device = { endpoint: string; ecdh: ECDH; auth: Buffer; path: string };

export type PushService = {
  /** Origin of the service (for PUSH_ENDPOINT_ALLOW), e.g. http://127.0.0.1:41234. */
  base: string;
  /** Every push received so far, in order. */
  received: Received[];
  /** Status the service answers, by path (default 201). */
  answer: Map<string, number>;
  /** Milliseconds the service waits before answering (0 by default). */
  delayMs: number;
  /** A new device subscribed to nothing yet, with its own path on the service. */
  newDevice(): Device;
  /** What a device received, decrypted with its own keys. */
  pushesTo(device: Device): Record<string, unknown>[];
  /** Forgets what was received, the answers and the delay. */
  reset(): void;
  /** Stops the service. */
  close(): Promise<void>;
};

/**
 * Decrypts one push body with the device's private key and auth secret.
 * @param device the receiving device
 * @param body the encrypted body as received
 * @returns the JSON payload
 * @throws when the body was not encrypted for this device
 */
export function decrypt(device: Device, body: Buffer): Record<string, unknown> {
  const plain: Buffer = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') });
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}

/**
 * The body of POST /api/push/subscriptions for a device, as the browser sends it.
 * @param device the device
 * @param timeZone the device's IANA time zone (left out: none)
 */
export function subscriptionOf(device: Device, timeZone?: string) {
  return {
    endpoint: device.endpoint,
    keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
    ...(timeZone ? { timeZone } : {}),
  };
}

/**
 * Starts a push service on 127.0.0.1 at a free port.
 * @returns the running service
 */
export async function startPushService(): Promise<PushService> {
  const service: PushService = {
    base: '',
    received: [],
    answer: new Map(),
    delayMs: 0,
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      return { endpoint: `${service.base}${path}`, ecdh, auth: randomBytes(16), path };
    },
    pushesTo: (device) => service.received.filter((r) => r.path === device.path).map((r) => decrypt(device, r.body)),
    reset() {
      service.received = [];
      service.answer.clear();
      service.delayMs = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      service.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        res.statusCode = service.answer.get(req.url ?? '') ?? 201;
        res.end();
      }, service.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
