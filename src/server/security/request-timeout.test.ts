import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

/** The limit under test, small enough to reach quickly (the default is 30 s). */
const TIMEOUT_MS = 300;

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
});
afterAll(() => ctx.close());

/**
 * Opens a raw connection and lets `talk` write to it; resolves with everything the server sent
 * once it closes the connection, or with `hung` when it is still open after `waitMs`.
 */
function converse(talk: (socket: net.Socket) => void, waitMs = 20 * TIMEOUT_MS): Promise<{ received: string; hung: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => {});
    const guard = setTimeout(() => {
      socket.destroy();
      resolve({ received, hung: true });
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ received, hung: false });
    });
  });
}

describe('REQUEST_TIMEOUT_MS', () => {
  it('answers 408 and closes the connection of a client that stops half-way through its request', async () => {
    const { received, hung } = await converse((socket) => socket.write('GET /api/topics HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    expect(hung).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  // A body announced either way (a chunked one starts with its first chunk's size, 100000 in hex).
  it.each([
    ['a Content-Length', 'Content-Length: 100000', ''],
    ['chunks', 'Transfer-Encoding: chunked', '186a0\r\n'],
  ])('answers 408 to a client that trickles its request in with %s, byte by byte, for longer than the limit', async (_, framing, start) => {
    const origin = new URL(ctx.config.publicUrl).origin;
    const me = await ctx.createUser();
    let timer: NodeJS.Timeout | undefined;
    const { received, hung } = await converse((socket) => {
      socket.write(
        `POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nCookie: ${me.cookie}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n${start}`,
      );
      // Never silent long enough for the idle limit: only the whole-request limit can end this.
      timer = setInterval(() => socket.writable && socket.write(' '), TIMEOUT_MS / 6);
      socket.on('close', () => clearInterval(timer));
    });
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('{"message":"The request took too long to arrive. Please try again."}');
    expect(hung).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves a request that arrives in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: expect.any(String) });
  });
});
