/**
 * Idempotency-Key for POSTs (issue: surviving faults). A client that retries a POST after a
 * timeout with the same key gets the first response, and nothing is created twice.
 * The key is reserved before the handler runs (a concurrent duplicate gets 409), the 2xx
 * response is stored when sent, and a failed attempt releases the key so it can be retried.
 * Keys are scoped to the signed-in person and kept for 24 hours (pruned by jobs.ts).
 * A key belongs to one request: its method, URL (path and query) and body, kept as a SHA-256
 * hash. The same key with another URL or body is refused with a 422, never answered with the
 * first request's response (a second, different message must not vanish as a 'replay').
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, lt } from 'drizzle-orm';
import { millisecondsInDay } from 'date-fns/constants';
import type { Db } from '../db/connect';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors';
import { words } from '../i18n/messages';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered: 24 hours (ms). */
export const IDEMPOTENCY_TTL_MS = millisecondsInDay;
const PENDING = 0;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

export const idempotencyPlugin = fp(async (app) => {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || !request.user || typeof header !== 'string' || !request.url.startsWith('/api/')) return;
    if (header.length === 0 || header.length > 200) {
      throw new AppError('bad_request', words('error.idempotencyKeyLength'));
    }
    const key = `${request.user.id}:${header}`;
    const requestHash = hashOfRequest(request.method, request.url, request.body);
    const db = app.database.db;
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ key, userId: request.user.id, requestHash, statusCode: PENDING, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length > 0) {
      request.idempotencyKey = key;
      return;
    }
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (existing && existing.requestHash !== requestHash) {
      throw new AppError('unprocessable', words('error.idempotencyKeyReused'));
    }
    if (existing && existing.statusCode !== PENDING) {
      return reply.status(existing.statusCode).header('idempotent-replayed', 'true').send(existing.body);
    }
    throw new AppError('conflict', words('error.inProgress'));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = null;
    const db = app.database.db;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: JSON.parse(payload) })
        .where(eq(idempotencyKeys.key, key));
    } else {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, PENDING)));
    }
    return payload;
  });

  // A handler that threw never reaches a stored response: release the key.
  app.addHook('onError', async (request) => {
    const key = request.idempotencyKey;
    if (!key) return;
    request.idempotencyKey = null;
    await app.database.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, PENDING)));
  });
});

/**
 * What a key is bound to: SHA-256 (hex) of the method, the URL with its query, and the parsed body
 * as JSON (so the same request sent with other whitespace or key order is still the same).
 * @param method HTTP method
 * @param url the request URL as received (path and query)
 * @param body the validated body (undefined when there is none)
 */
function hashOfRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** Deletes keys older than the TTL. @returns nothing */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}
