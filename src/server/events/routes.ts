/**
 * GET /api/events — Server-Sent Events for the signed-in user: their own events (user_id =
 * them) and public channel events (user_id null, e.g. a question's new answer or vote).
 * `Last-Event-ID` (header, or ?lastEventId= for a fresh EventSource) replays what was missed
 * from the outbox; when that is more than can be replayed (pruned after a day, or over
 * REPLAY_LIMIT events) the stream sends one `stream.reset` frame instead, and the client
 * refetches what it shows. Heartbeat comments keep proxies from closing idle streams.
 *
 * Limits (docs/SECURITY.md): at most EVENTS_MAX_STREAMS_PER_MEMBER streams per member and
 * EVENTS_MAX_STREAMS per process (a new stream over either is refused with 429 / 503); a stream
 * whose unsent output passes EVENTS_MAX_BUFFERED_BYTES (a reader that stopped reading) is closed;
 * a write that throws closes only its own stream. Streams end with their session: a
 * `session.ended` event closes the streams of that session, `account.closed` and `role.changed`
 * close every stream of the member — on every instance, since the events come through the bus.
 */
import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API } from '../../common/contract';
import { events } from '../db/schema/index';
import type { BusEvent, EventBus } from './bus';
import { ACCOUNT_CLOSED_EVENT, ACCOUNT_SUSPENDED_EVENT, ROLE_CHANGED_EVENT, SESSION_ENDED_EVENT, sessionTag } from './stream-ends';
import { execute } from '../db/execute';
import { serverText } from '../i18n/messages';
import { requestLocale } from '../i18n/reader-locale';

/** Heartbeat interval (ms): under the 30–60 s idle timeouts of common proxies. */
export const HEARTBEAT_MS = 25_000;
/** Most events replayed on one reconnect; a longer gap gets `stream.reset` instead. */
export const REPLAY_LIMIT = 1_000;
/** How long a browser waits before reconnecting a dropped stream (ms), sent as `retry:`. */
export const RECONNECT_DELAY_MS = 2_000;
/** The frame telling a client it missed more than can be replayed: refetch everything shown. */
export const RESET_EVENT = 'stream.reset';

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
  }
}

/**
 * Formats one SSE frame.
 * @param event an outbox event
 * @returns `id`, `event` (the type) and `data` (the JSON payload) lines and the blank line
 */
export function sseFrame(event: Pick<BusEvent, 'id' | 'type' | 'payload'>): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/** One open stream. */
type Stream = {
  userId: number;
  /** sessionTag of the session the stream was opened with. */
  session: string;
  res: ServerResponse;
  /** Events are held here while the stream replays from the outbox. */
  buffer: BusEvent[] | null;
  /** Highest id written to this stream (ids follow commit order, so this is enough to dedupe). */
  sentUpTo: number;
};

export const eventRoutes = fp(async (app: FastifyInstance) => {
  const limits = app.config.events;
  const all = new Set<Stream>();
  const byUser = new Map<number, Set<Stream>>();

  const forget = (s: Stream) => {
    all.delete(s);
    byUser.get(s.userId)?.delete(s);
    if (byUser.get(s.userId)?.size === 0) byUser.delete(s.userId);
  };
  /** Cuts a misbehaving stream (stalled or failing) at once, connection included. */
  const drop = (s: Stream) => {
    forget(s);
    s.res.destroy();
  };
  /** Ends a stream cleanly after its last whole frame (the connection may be reused). */
  const finish = (s: Stream) => {
    forget(s);
    try {
      s.res.end();
    } catch {
      s.res.destroy();
    }
  };

  /**
   * Writes to one stream. A stream that throws, or whose unsent output passes the bound
   * (its reader stopped reading), is closed; the others never notice.
   */
  const write = (s: Stream, chunk: string) => {
    try {
      if (s.res.destroyed || s.res.writableLength > limits.maxBufferedBytes) return drop(s);
      s.res.write(chunk);
      if (s.res.writableLength > limits.maxBufferedBytes) drop(s);
    } catch (err) {
      app.log.warn({ err: (err as Error).message }, 'event stream write failed; stream closed');
      drop(s);
    }
  };

  /** Each event's frame, formatted once however many streams it goes to (a channel event reaches them all). */
  const frames = new WeakMap<BusEvent, string>();
  const frameOf = (e: BusEvent) => {
    let frame = frames.get(e);
    if (frame === undefined) frames.set(e, (frame = sseFrame(e)));
    return frame;
  };
  const send = (s: Stream, e: BusEvent) => {
    if (e.id <= s.sentUpTo) return;
    s.sentUpTo = e.id;
    write(s, frameOf(e));
  };
  /** A live event (not a replay from the outbox) reaching a stream: its lag is measured. */
  const deliver = (s: Stream, e: BusEvent) => {
    if (e.id <= s.sentUpTo) return;
    send(s, e);
    app.metrics.eventDeliveryLag.observe(Math.max(0, Date.now() - e.createdAt.getTime()) / 1000);
  };
  const offer = (s: Stream, e: BusEvent) => (s.buffer ? s.buffer.push(e) : deliver(s, e));

  /** The streams an event ends, after it has been delivered to them. */
  const endedBy = (e: BusEvent): Stream[] => {
    if (e.userId === null) return [];
    const mine = [...(byUser.get(e.userId) ?? [])];
    if (e.type === SESSION_ENDED_EVENT) return mine.filter((s) => s.session === (e.payload as { session?: string }).session);
    if (e.type === ACCOUNT_CLOSED_EVENT || e.type === ACCOUNT_SUSPENDED_EVENT || e.type === ROLE_CHANGED_EVENT) return mine;
    return [];
  };

  // One subscription for the process; each event goes to its user's streams, or to every
  // stream for a channel event (each client keeps what concerns the screens it shows).
  // Sets are copied first: a stream dropped while delivering must not disturb the loop.
  const unsubscribe = app.eventBus.subscribe((e) => {
    const targets = e.userId === null ? [...all] : [...(byUser.get(e.userId) ?? [])];
    for (const s of targets) offer(s, e);
    for (const s of endedBy(e)) finish(s);
  });
  const heartbeat = setInterval(() => [...all].forEach((s) => write(s, ': ping\n\n')), HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    // End open streams cleanly (the last frame is complete) so the server can finish its
    // graceful shutdown; browsers reconnect to another instance with Last-Event-ID.
    clearInterval(heartbeat);
    unsubscribe();
    for (const s of all) s.res.end();
    app.metrics.eventStreams.dec(all.size);
    all.clear();
    byUser.clear();
  });

  app.get('/api/events', { schema: API['GET /api/events'], config: { policy: 'signedIn' }, compress: false }, async (request, reply) => {
    const userId = request.user!.id;
    if ((byUser.get(userId)?.size ?? 0) >= limits.maxStreamsPerMember) {
      return reply
        .status(429)
        .header('retry-after', 60)
        .send({ message: serverText(await requestLocale(app.database.db, request), 'error.streamsTooMany') });
    }
    if (all.size >= limits.maxStreams) {
      const locale = await requestLocale(app.database.db, request);
      return reply
        .status(503)
        .header('retry-after', 30)
        .send({ message: serverText(locale, 'error.streamsBusy') });
    }
    const header = request.headers['last-event-id'] ?? (request.query as { lastEventId?: string }).lastEventId;
    const lastEventId = Number(Array.isArray(header) ? header[0] : header);
    const resumeFrom = Number.isSafeInteger(lastEventId) && lastEventId > 0 ? lastEventId : 0;

    reply.hijack();
    const res = reply.raw;
    // A stream is idle between events for longer than the server's socket timeout: lift it here.
    const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    res.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);

    const stream: Stream = {
      userId,
      session: sessionTag(request.sessionId ?? ''),
      res,
      buffer: resumeFrom > 0 ? [] : null,
      sentUpTo: resumeFrom,
    };
    all.add(stream);
    app.metrics.eventStreams.inc();
    let mine = byUser.get(userId);
    if (!mine) byUser.set(userId, (mine = new Set()));
    mine.add(stream);
    res.on('close', () => {
      if (all.delete(stream)) app.metrics.eventStreams.dec();
      const set = byUser.get(userId);
      set?.delete(stream);
      if (set?.size === 0) byUser.delete(userId);
    });
    res.on('error', () => drop(stream));

    if (resumeFrom === 0) return;
    try {
      await replay(stream, resumeFrom);
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'event replay failed');
      // Unknown what was missed: have the client refetch.
      write(stream, `event: ${RESET_EVENT}\ndata: {}\n\n`);
    }
    const held = stream.buffer ?? [];
    stream.buffer = null;
    held.sort((a, b) => a.id - b.id).forEach((e) => deliver(stream, e));
  });

  /** Writes the events after `from` meant for the stream's user, or one reset frame. */
  async function replay(stream: Stream, from: number) {
    const db = app.database.db;
    const result = await execute<{ oldest: number; newest: number }>(
      db,
      sql`select coalesce(min(id), 0)::float8 as oldest, coalesce(max(id), 0)::float8 as newest from events`,
    );
    const { oldest, newest } = result[0];
    // Replayable when nothing after `from` was pruned (older than a day) and `from` is not from
    // another database (newer than anything here).
    const replayable = oldest <= from + 1 && from <= newest;
    const missed = replayable
      ? await db
          .select()
          .from(events)
          .where(and(gt(events.id, from), or(eq(events.userId, stream.userId), isNull(events.userId))))
          .orderBy(asc(events.id))
          .limit(REPLAY_LIMIT + 1)
      : null;
    if (missed && missed.length <= REPLAY_LIMIT) {
      missed.forEach((e) => send(stream, e));
      return;
    }
    // Too much to replay: one reset carrying the newest id, so live events and a later
    // reconnect continue after it.
    stream.sentUpTo = Math.max(newest, missed?.at(-1)?.id ?? 0);
    write(stream, `id: ${stream.sentUpTo}\nevent: ${RESET_EVENT}\ndata: {}\n\n`);
  }
});
