import http from 'node:http';
import net from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { notice, openSse, type SseStream } from '../test/sse';
import { emitEvent } from './outbox';

let ctx: TestContext;
let base: string;
const open: SseStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ EVENTS_MAX_STREAMS_PER_MEMBER: '2', EVENTS_MAX_STREAMS: '5', EVENTS_MAX_BUFFERED_BYTES: '65536' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await ctx.close();
});

const emit = (input: Parameters<typeof emitEvent>[1]) => ctx.database.db.transaction((tx) => emitEvent(tx, input));
const stream = async (user: TestUser) => {
  const s = await openSse(`${base}/api/events`, user.cookie);
  open.push(s);
  return s;
};
const status = async (user: TestUser) => {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie }, signal: controller.signal });
  const body = res.status === 200 ? null : await res.json();
  controller.abort();
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
};
/** A second session of the same member (another browser). */
async function secondSession(user: TestUser): Promise<TestUser> {
  const { createSession, SESSION_COOKIE } = await import('../auth/session');
  return { ...user, cookie: `${SESSION_COOKIE}=${await createSession(ctx.database.db, user.id)}` };
}

describe('stream caps', () => {
  it('refuses a member more than EVENTS_MAX_STREAMS_PER_MEMBER streams, with a readable 429', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    const first = await stream(me);
    await stream(me);
    const refused = await status(me);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many tabs or devices/);
    expect(refused.retryAfter).toBe('60');
    // Someone else is not affected; closing a stream frees its place.
    const others = await stream(other);
    first.close();
    await first.ended;
    await expect.poll(async () => (await status(me)).status).toBe(200);
    others.close();
    open.forEach((s) => s.close());
  });

  it('refuses new streams past EVENTS_MAX_STREAMS on the instance with 503', async () => {
    open.forEach((s) => s.close());
    await Promise.all(open.map((s) => s.ended));
    const people = await Promise.all([1, 2, 3].map(() => ctx.createUser()));
    await stream(people[0]);
    await stream(people[0]);
    await stream(people[1]);
    await stream(people[1]);
    await stream(people[2]);
    const refused = await status(await ctx.createUser());
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/busy/);
    open.forEach((s) => s.close());
    await Promise.all(open.map((s) => s.ended));
    open.length = 0;
  });
});

describe('delivery', () => {
  it('closes a stream that stops reading, and keeps delivering to the others', async () => {
    const [slow, fast] = [await ctx.createUser(), await ctx.createUser()];
    // A raw client that stops reading once the stream has started.
    const stalled = net.connect(Number(new URL(base).port), '127.0.0.1');
    stalled.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${slow.cookie}\r\n\r\n`);
    const head = await new Promise<string>((resolve) => stalled.once('data', (d: Buffer) => resolve(d.toString())));
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    stalled.pause();
    const closed = new Promise<void>((resolve) => stalled.on('close', () => resolve()));
    const reader = await stream(fast);

    // Bursts the healthy reader drains at once (48 KB, under the 64 KB bound): 12 MB in all,
    // more than the stalled client's socket buffers hold.
    const chunk = 'x'.repeat(16_000);
    const batches = 250;
    for (let batch = 0; batch < batches; batch += 1) {
      await ctx.database.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i += 1) await emitEvent(tx, { type: 'notification.created', payload: notice(`${batch}:${i}:${chunk}`) });
      });
      await reader.waitFor((f) => f.event === 'notification.created' && String(f.data.link).startsWith(`${batch}:2:`), 10_000);
    }
    expect(reader.frames.filter((f) => f.event === 'notification.created')).toHaveLength(batches * 3);
    // The stalled client, reading again, finds its stream closed long before the end.
    let received = 0;
    stalled.on('data', (d: Buffer) => (received += d.length));
    stalled.resume();
    await closed;
    expect(received).toBeLessThan(batches * 3 * 16_000 * 0.8);
    stalled.destroy();
    reader.close();
  }, 120_000);

  it('isolates a stream whose write throws: the others still get the event', async () => {
    const [broken, fine] = [await ctx.createUser(), await ctx.createUser()];
    const sabotage = (req: http.IncomingMessage, res: ServerResponse) => {
      if (req.url !== '/api/events' || req.headers.cookie !== broken.cookie) return;
      const write = res.write.bind(res) as (chunk: string) => boolean;
      res.write = ((chunk: string) => {
        if (String(chunk).includes('event: ')) throw new Error('write failed');
        return write(chunk);
      }) as typeof res.write;
    };
    ctx.app.server.prependListener('request', sabotage);
    try {
      const bad = await stream(broken);
      const good = await stream(fine);
      await emit({ type: 'notification.created', channel: 'all', payload: notice('isolated 1') });
      await good.waitFor((f) => f.data?.link === 'isolated 1');
      expect(await bad.ended).not.toBe('aborted');
      await emit({ type: 'notification.created', channel: 'all', payload: notice('isolated 2') });
      await good.waitFor((f) => f.data?.link === 'isolated 2');
      good.close();
    } finally {
      ctx.app.server.off('request', sabotage);
    }
  });
});

describe('streams end with their session', () => {
  it('closes the streams of a session on logout, and only those', async () => {
    const me = await ctx.createUser();
    const laptop = await secondSession(me);
    const phoneStream = await stream(me);
    const laptopStream = await stream(laptop);
    const out = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: me.cookie } });
    expect(out.statusCode).toBe(302);
    expect(await phoneStream.ended).toBe('end');
    await emit({ type: 'notification.created', userId: me.id, payload: notice('still here') });
    await laptopStream.waitFor((f) => f.data?.link === 'still here');
    laptopStream.close();
  });

  it('closes every stream of a member whose account is closed', async () => {
    const me = await ctx.createUser();
    const other = await secondSession(me);
    const [a, b] = [await stream(me), await stream(other)];
    expect((await ctx.api(me, 'DELETE /api/users/me')).statusCode).toBe(200);
    expect(await a.ended).toBe('end');
    expect(await b.ended).toBe('end');
  });

  it('closes every stream of a member whose role changes, after telling them', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const me = await ctx.createUser();
    const s = await stream(me);
    expect(
      (await ctx.api(admin, 'PATCH /api/admin/users/:userId/role', { params: { userId: me.id }, body: { role: 'moderator' } })).statusCode,
    ).toBe(200);
    await s.waitFor((f) => f.event === 'role.changed');
    expect(await s.ended).toBe('end');
  });

  it('closes every stream of a suspended member, after telling them why and until when', async () => {
    const mod = await ctx.createUser({ role: 'moderator' });
    const me = await ctx.createUser();
    const bystander = await ctx.createUser();
    const [phone, laptop] = [await stream(me), await stream(await secondSession(me))];
    const theirs = await stream(bystander);
    const res = await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
      params: { userId: me.id },
      body: { type: 'suspend', reason: 'A pause', days: 1 },
    });
    expect(res.statusCode).toBe(201);
    const told = await phone.waitFor((f) => f.event === 'account.suspended');
    expect(told.data).toEqual({ reason: 'A pause', endsAt: res.body.endsAt });
    expect(await phone.ended).toBe('end');
    expect(await laptop.ended).toBe('end');
    // Only the suspended member is told; another member's stream stays open and hears nothing of it.
    await emit({ type: 'notification.created', userId: bystander.id, payload: notice('still here') });
    const next = await theirs.waitFor((f) => f.event === 'account.suspended' || f.data?.link === 'still here');
    expect(next.event).not.toBe('account.suspended');
    theirs.close();
  });
});
