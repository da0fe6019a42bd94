/**
 * Idempotency-Key for POSTs (issue: surviving faults). A client that retries a POST after a
 * timeout with the same key gets the first response, and nothing is created twice.
 * The key is reserved before the handler runs (a concurrent duplicate gets 409), the 2xx
 * response is stored when sent, and a failed attempt releases the key so it can be retried.
 * Keys are scoped to the signed-in person and kept for 24 hours (pruned by jobs.ts).
 */
import fp from 'fastify-plugin';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { idempotencyKeys } from '../db/schema/index';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered: 24 hours (ms). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
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
      return reply.status(400).send({ message: 'Idempotency-Key must be 1 to 200 characters' });
    }
    const key = `${request.user.id}:${request.method} ${request.routeOptions.url}:${header}`;
    const db = app.database.db;
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ key, userId: request.user.id, statusCode: PENDING, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length > 0) {
      request.idempotencyKey = key;
      return;
    }
    const [existing] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (existing && existing.statusCode !== PENDING) {
      return reply.status(existing.statusCode).header('idempotent-replayed', 'true').send(existing.body);
    }
    return reply.status(409).send({ message: 'This request is already being processed. Please wait a moment.' });
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
    await app.database.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, PENDING)));
  });
});

/** Deletes keys older than the TTL. @returns nothing */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}
