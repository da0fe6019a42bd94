import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { loadConfig } from '../config';
import { reports as reports_ } from '../db/schema/index';

/** A context whose limits are small enough to reach in a test. */
const LIMITS = {
  RATE_LIMIT_WRITES_PER_MINUTE: '5',
  RATE_LIMIT_READS_PER_MINUTE: '8',
  RATE_LIMIT_REPORTS_PER_HOUR: '2',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
  RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE: '3',
  NEW_ACCOUNT_HOURS: '24',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(LIMITS);
});
afterAll(() => ctx.close());

const DAY_MS = millisecondsInDay;
/** A member whose account is a week old (not new). */
const settledMember = () => ctx.createUser({ createdAt: new Date(Date.now() - 7 * DAY_MS) });

/** Sends a GET with a forwarded-for header and a socket address, as a request through a proxy would arrive. */
async function getFrom(context: TestContext, user: TestUser | null, socketAddress: string, forwardedFor?: string) {
  return context.app.inject({
    method: 'GET',
    url: '/api/topics',
    remoteAddress: socketAddress,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
}

describe('defaults', () => {
  it('are 60 writes and 20 messages a minute, 20 reports an hour, 600 reads a minute per address', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.rateLimitWritesPerMinute).toBe(60);
    expect(config.rateLimitMessagesPerMinute).toBe(20);
    expect(config.rateLimitReportsPerHour).toBe(20);
    expect(config.rateLimitReadsPerMinute).toBe(600);
    expect(config.rateLimitNewAccountWritesPerMinute).toBe(10);
  });
});

describe('write rate limit (RATE_LIMIT_WRITES_PER_MINUTE)', () => {
  it('answers 429 with Retry-After and a readable message after the limit, per member', async () => {
    const [me, other] = [await settledMember(), await settledMember()];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.api(me, 'POST /api/notifications/mark-all-read');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(4 - i));
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await ctx.api(me, 'POST /api/notifications/mark-all-read');
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toMatch(/^You are doing that too often\. Please wait .+ and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    // Another member is not affected.
    expect((await ctx.api(other, 'POST /api/notifications/mark-all-read')).statusCode).toBe(200);
  });

  it('refuses a flood of writes before they reach the database', async () => {
    const me = await settledMember();
    const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.api(me, 'POST /api/feedback', { body: { feedback: 'Flood' } })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});

describe('stricter limits', () => {
  it('limits reports per hour (RATE_LIMIT_REPORTS_PER_HOUR)', async () => {
    const me = await settledMember();
    const targets = [await settledMember(), await settledMember(), await settledMember()];
    const reports = [];
    for (const target of targets) {
      reports.push(await ctx.api(me, 'POST /api/reports', { body: { targetType: 'user', targetId: target.id, reason: 'spam' } }));
    }
    expect(reports.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(reports[2].headers['x-ratelimit-limit']).toBe('2');
    // The refused report was not filed.
    const filed = await ctx.database.db.select().from(reports_).where(eq(reports_.reporterId, me.id));
    expect(filed).toHaveLength(2);
    expect(reports[2].body.message).toMatch(/many reports in a short time.*Please wait about \d+ minutes? and try again\./);
    expect(Number(reports[2].headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(reports[2].headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('limits direct messages per minute (RATE_LIMIT_MESSAGES_PER_MINUTE)', async () => {
    const [me, friend] = [await settledMember(), await settledMember()];
    const started = await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: friend.id } });
    expect(started.statusCode).toBe(200);
    const sent = [];
    for (let i = 0; i < 3; i += 1) {
      sent.push(
        await ctx.api(me, 'POST /api/conversations/:id/messages', { params: { id: started.body.id }, body: { body: `Hello ${i}` } }),
      );
    }
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    const refused = sent[2];
    expect(refused.body.message).toMatch(/^You are sending messages very quickly\. Please wait .+ and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    // The refused message was not stored: the conversation holds the two that went through.
    const thread = await ctx.api(me, 'GET /api/conversations/:id/messages', { params: { id: started.body.id } });
    expect(thread.body.items.map((m) => m.body).sort()).toEqual(['Hello 0', 'Hello 1']);
  });

  it('counts starting a conversation as a message, and the write limit is not what refused it', async () => {
    const me = await settledMember();
    const friends = [await settledMember(), await settledMember(), await settledMember(), await settledMember()];
    const codes = [];
    for (const friend of friends)
      codes.push((await ctx.api(me, 'POST /api/conversations/direct/:userId', { params: { userId: friend.id } })).statusCode);
    // 3 messages a minute, 5 writes a minute: the 4th conversation is refused by the message limit.
    expect(codes).toEqual([200, 200, 200, 429]);
    // Other writes (under the write limit) still go through.
    expect((await ctx.api(me, 'POST /api/notifications/mark-all-read')).statusCode).toBe(200);
  });

  it('gives new accounts a smaller write limit (RATE_LIMIT_NEW_ACCOUNT_WRITES_PER_MINUTE)', async () => {
    const newcomer = await ctx.createUser();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await ctx.api(newcomer, 'POST /api/notifications/mark-all-read')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('read rate limit (RATE_LIMIT_READS_PER_MINUTE)', () => {
  it('limits reads per address, not per member', async () => {
    const [a, b] = [await settledMember(), await settledMember()];
    const codes = [];
    for (let i = 0; i < 9; i += 1) codes.push((await getFrom(ctx, i % 2 ? a : b, '10.9.9.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const refused = await getFrom(ctx, null, '10.9.9.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests came from your network\. Please wait .+ and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe('8');
    expect((await getFrom(ctx, a, '10.9.9.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off (the default)', async () => {
    const codes = [];
    for (let i = 0; i < 9; i += 1) codes.push((await getFrom(ctx, null, '10.9.8.1', `192.0.2.${i}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });

  it('counts an IPv6 client by its /64 network, and an IPv4 client the same under its IPv6-mapped form', async () => {
    const codes = [];
    for (let i = 0; i < 9; i += 1) codes.push((await getFrom(ctx, null, `2001:db8:7:7::${i + 1}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect((await getFrom(ctx, null, '2001:db8:7:8::1')).statusCode).not.toBe(429);
    const mapped = [];
    for (let i = 0; i < 9; i += 1) mapped.push((await getFrom(ctx, null, i % 2 ? '10.9.7.1' : '::ffff:10.9.7.1')).statusCode);
    expect(mapped.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('counts X-Forwarded-For from a trusted proxy, and only from it', async () => {
    const proxied = await createTestContext({ ...LIMITS, TRUST_PROXY: '10.0.0.0/8' });
    try {
      // Through the trusted proxy every client has its own count.
      for (let i = 0; i < 10; i += 1) expect((await getFrom(proxied, null, '10.0.0.5', `192.0.2.${i}`)).statusCode).not.toBe(429);
      // The same client through the proxy is limited.
      const codes = [];
      for (let i = 0; i < 9; i += 1) codes.push((await getFrom(proxied, null, '10.0.0.5', '198.51.100.7')).statusCode);
      expect(codes.at(-1)).toBe(429);
      // A client outside the trusted range cannot pick its address with the header.
      const direct = [];
      for (let i = 0; i < 9; i += 1) direct.push((await getFrom(proxied, null, '203.0.113.9', `192.0.2.${100 + i}`)).statusCode);
      expect(direct.at(-1)).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
