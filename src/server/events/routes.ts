/**
 * GET /api/events — Server-Sent Events for the signed-in user: their own events (user_id =
 * them) and public channel events (user_id null, e.g. a question's new answer or vote).
 * `Last-Event-ID` (header, or ?lastEventId= for a fresh EventSource) replays what was missed
 * from the outbox. Heartbeat comments keep proxies from closing idle streams.
 */
import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { requireSignIn } from '../auth/session';
import { events } from '../db/schema/index';
import type { BusEvent, EventBus } from './bus';

/** Heartbeat interval (ms): under the 30–60 s idle timeouts of common proxies. */
export const HEARTBEAT_MS = 25_000;
/** Most events replayed on one reconnect; older gaps mean the client should refetch. */
const REPLAY_LIMIT = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
  }
}

/** Formats one SSE frame. */
export function sseFrame(event: BusEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

export const eventRoutes = fp(async (app: FastifyInstance) => {
  const streams = new Set<ServerResponse>();

  app.addHook('preClose', async () => {
    // Close open streams cleanly so the server can finish its graceful shutdown.
    for (const res of streams) res.end();
    streams.clear();
  });

  app.get('/api/events', { onRequest: requireSignIn }, async (request, reply) => {
    const userId = request.user!.id;
    const header = request.headers['last-event-id'] ?? (request.query as { lastEventId?: string }).lastEventId;
    const lastEventId = Number(Array.isArray(header) ? header[0] : header);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    streams.add(res);

    const forMe = (e: BusEvent) => e.userId === userId || e.userId === null;
    let replaying = true;
    let sentUpTo = Number.isFinite(lastEventId) && lastEventId > 0 ? lastEventId : 0;
    const buffered: BusEvent[] = [];
    const send = (e: BusEvent) => {
      if (e.id <= sentUpTo) return;
      sentUpTo = e.id;
      res.write(sseFrame(e));
    };
    const unsubscribe = app.eventBus.subscribe((e) => {
      if (!forMe(e)) return;
      if (replaying) buffered.push(e);
      else send(e);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(res);
    };
    res.on('close', cleanup);

    if (sentUpTo > 0) {
      try {
        const missed = await app.database.db
          .select()
          .from(events)
          .where(and(gt(events.id, sentUpTo), or(eq(events.userId, userId), isNull(events.userId))))
          .orderBy(asc(events.id))
          .limit(REPLAY_LIMIT);
        missed.forEach(send);
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'event replay failed');
      }
    }
    replaying = false;
    buffered.sort((a, b) => a.id - b.id).forEach(send);
  });
});
