import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { openSse } from '../test/sse';
import { emitEvent } from './outbox';

let ctx: TestContext;
let base: string;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  alice = await ctx.createUser();
  bob = await ctx.createUser();
});
afterAll(() => ctx.close());

const emit = (input: Parameters<typeof emitEvent>[1]) => ctx.database.db.transaction((tx) => emitEvent(tx, input));

describe('live events', () => {
  it('refuses the stream when signed out', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('delivers a person their own events and public channel events, and nobody else’s', async () => {
    const aliceStream = await openSse(`${base}/api/events`, alice.cookie);
    const bobStream = await openSse(`${base}/api/events`, bob.cookie);
    await emit({ type: 'notification.created', userId: bob.id, payload: { id: 1, content: 'for bob' } });
    await emit({ type: 'answer.created', channel: 'question:7', payload: { questionId: 7, answerId: 3 } });

    await bobStream.waitFor((f) => f.event === 'notification.created' && f.data.content === 'for bob');
    await bobStream.waitFor((f) => f.event === 'answer.created');
    await aliceStream.waitFor((f) => f.event === 'answer.created');
    expect(aliceStream.frames.some((f) => f.event === 'notification.created')).toBe(false);
    aliceStream.close();
    bobStream.close();
  });

  it('replays what was written while a client was away, from Last-Event-ID, in order', async () => {
    const first = await openSse(`${base}/api/events`, bob.cookie);
    await emit({ type: 'notification.created', userId: bob.id, payload: { n: 'before' } });
    const seen = await first.waitFor((f) => f.data.n === 'before');
    first.close();

    await emit({ type: 'notification.created', userId: bob.id, payload: { n: 'missed-1' } });
    await emit({ type: 'notification.created', userId: alice.id, payload: { n: 'not-for-bob' } });
    await emit({ type: 'message.created', userId: bob.id, payload: { n: 'missed-2' } });

    const resumed = await openSse(`${base}/api/events`, bob.cookie, seen.id);
    await resumed.waitFor((f) => f.data.n === 'missed-2');
    const names = resumed.frames.map((f) => f.data.n);
    expect(names).toEqual(['missed-1', 'missed-2']);
    resumed.close();
  });
});
