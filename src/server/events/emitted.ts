/**
 * The events each write request emitted, collected for the plugins that act on them before the
 * response leaves: the read cache drops what they make stale (shared/read-cache.ts), and the
 * session cache drops the writer's sessions when one is addressed to them (auth/session.ts).
 * Writers need do nothing: `emitEvent`, `emitEvents` and `noteEmitted` (outbox.ts) append to the
 * current request's list.
 */
import fp from 'fastify-plugin';
import { collectEmittedEvents, type EventInput } from './outbox';

declare module 'fastify' {
  interface FastifyRequest {
    /** The events a write request emitted so far; null for reads, and for a write refused before its handler. */
    emittedEvents: EventInput[] | null;
  }
}

/** Methods that change nothing: no events are collected for them. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Registers the collection; register it before the plugins that read `request.emittedEvents`. */
export const emittedEventsPlugin = fp(
  async (app) => {
    app.decorateRequest('emittedEvents', null);
    // preHandler runs after the body is read, so the handler (and its transaction) runs inside the collection.
    app.addHook('preHandler', (request, _reply, done) => {
      if (READ_METHODS.has(request.method)) return done();
      const emitted: EventInput[] = [];
      request.emittedEvents = emitted;
      collectEmittedEvents(emitted, done);
    });
  },
  { name: 'mindspace-emitted-events' },
);
