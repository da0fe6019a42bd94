/**
 * The whole-request deadline (REQUEST_TIMEOUT_MS, docs/SECURITY.md "Limits").
 *
 * Node's own `requestTimeout` (set in app.ts) ends a client whose request line and headers take
 * longer than the limit. Once the headers are in, Node hands the request over and no longer
 * times its body: a client that trickles a body in a byte at a time, never silent long enough
 * for the idle limit, would hold its connection for as long as it likes. This hook gives the
 * body the same deadline, counted from the moment the request arrived: a body still incomplete
 * then gets `408 Request Timeout` (when nothing was answered yet) and the connection closes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';

/** The answer to a request whose body did not arrive in time, as Node writes for late headers. */
const TIMEOUT_BODY = JSON.stringify({ message: 'The request took too long to arrive. Please try again.' });
const TIMEOUT_RESPONSE = [
  'HTTP/1.1 408 Request Timeout',
  'Connection: close',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}`,
  '',
  TIMEOUT_BODY,
].join('\r\n');

/** Whether a request's headers announce a body: chunked, or a Content-Length other than 0. */
const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Registers the onRequest hook that arms the body deadline of each request (`config.requestTimeoutMs`,
 * milliseconds). A request without a body, or whose body is already in, arms nothing; the
 * timer is cleared when the body has arrived or the request is gone.
 */
export const requestDeadline = fp(
  async (app) => {
    const limitMs = app.config.requestTimeoutMs;
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      // Nothing to wait for: a request with neither Content-Length nor Transfer-Encoding has no
      // body (RFC 9112 §6.3), though Node marks it complete only after this hook (a timer and
      // three listeners for nothing on every read); and `app.inject` requests have no network
      // socket to time out.
      if (raw.complete || !hasBody(raw.headers) || !(raw.socket instanceof Socket)) return done();
      const timer = setTimeout(() => {
        if (raw.complete) return;
        const socket = raw.socket;
        if (!reply.raw.headersSent && socket.writable) socket.write(TIMEOUT_RESPONSE);
        socket.destroy();
      }, limitMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once('end', clear);
      raw.once('close', clear);
      reply.raw.once('close', clear);
      done();
    });
  },
  { name: 'mindspace-request-deadline' },
);
