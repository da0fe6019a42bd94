import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestContext, countOf, type TestContext, type TestUser } from '../../test/harness';
import { makeQuestion } from '../../test/factories';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index';
import { createSession, SESSION_COOKIE } from '../../auth/session';
import { PUSH_JOB_INTERVAL_MS, runPushJob } from './job';
import { pushBackoffMs } from './queries';
import { sendPush } from './send';
import { decrypt, startPushService, subscriptionOf, type Device, type PushService } from '../../test/push-service';

let service: PushService;
let ctx: TestContext;

beforeAll(async () => {
  service = await startPushService();
  ctx = await createTestContext({ PUSH_ENDPOINT_ALLOW: service.base, PUBLIC_URL: 'https://community.example.org' });
});

afterAll(async () => {
  await ctx?.close();
  await service?.close();
});

beforeEach(async () => {
  service.reset();
  // Each test starts with no devices: leftovers of another test would receive its pushes.
  await ctx.database.db.delete(pushSubscriptions);
});

const newDevice = () => service.newDevice();
const pushesTo = (device: Device) => service.pushesTo(device);
const subscribe = (user: TestUser, device: Device, timeZone?: string) =>
  ctx.api(user, 'POST /api/push/subscriptions', { body: subscriptionOf(device, timeZone) });

const job = (now = new Date()) => runPushJob({ db: ctx.database.db, config: ctx.config, log: ctx.app.log }, now);

async function sendMessage(from: TestUser, to: TestUser, text: string) {
  const conversation = await ctx.api(from, 'POST /api/conversations/direct/:userId', { params: { userId: to.id } });
  expect(conversation.statusCode).toBe(200);
  const sent = await ctx.api(from, 'POST /api/conversations/:id/messages', { params: { id: conversation.body.id }, body: { body: text } });
  expect(sent.statusCode).toBe(201);
  return conversation.body.id;
}

describe('GET /api/push/public-key', () => {
  it('gives members the server’s VAPID public key, made once and kept in the database', async () => {
    const member = await ctx.createUser();
    const first = await ctx.api(member, 'GET /api/push/public-key');
    expect(first.statusCode).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await ctx.api(member, 'GET /api/push/public-key')).body.publicKey).toBe(first.body.publicKey);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_vapid_keys`)).toBe(1);
    expect((await ctx.api(null, 'GET /api/push/public-key')).statusCode).toBe(401);
  });
});

describe('POST /api/push/subscriptions refuses endpoints that would turn the server against its own network', () => {
  const refused: [string, RegExp][] = [
    ['http://push.example.org/abc', /https:\/\//],
    ['ftp://push.example.org/abc', /https:\/\//],
    ['file:///etc/passwd', /https:\/\//],
    ['not a url', /full endpoint URL/],
    ['https://127.0.0.1/push', /public internet address/],
    ['https://localhost/push', /public internet address/],
    ['https://10.1.2.3/push', /public internet address/],
    ['https://192.168.0.10/push', /public internet address/],
    ['https://172.16.5.4/push', /public internet address/],
    ['https://169.254.169.254/latest/meta-data', /public internet address/],
    ['https://100.64.0.1/push', /public internet address/],
    ['https://0.0.0.0/push', /public internet address/],
    ['https://[::1]/push', /public internet address/],
    ['https://[fd12:3456::1]/push', /public internet address/],
    ['https://[fe80::1]/push', /public internet address/],
    ['https://[::ffff:127.0.0.1]/push', /public internet address/],
    ['https://[::ffff:8.8.8.8]/push', /public internet address/],
    ['https://user:pass@8.8.8.8/push', /public internet address/],
  ];
  it.each(refused)('%s → 400', async (endpoint, message) => {
    const member = await ctx.createUser();
    const device = newDevice();
    const res = await ctx.api(member, 'POST /api/push/subscriptions', {
      body: { endpoint, keys: { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_subscriptions`)).toBe(0);
  });

  it('accepts https on a public address, and refuses keys that are not base64url or a time zone nobody has', async () => {
    const member = await ctx.createUser();
    const device = newDevice();
    const keys = { p256dh: device.ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') };
    expect((await ctx.api(member, 'POST /api/push/subscriptions', { body: { endpoint: 'https://8.8.8.8/push/x', keys } })).statusCode).toBe(
      201,
    );
    const bad = await ctx.api(member, 'POST /api/push/subscriptions', {
      body: {
        endpoint: 'https://8.8.8.8/push/y',
        keys: { p256dh: 'a b', auth: keys.auth },
      },
    });
    expect(bad.statusCode).toBe(400);
    const zone = await ctx.api(member, 'POST /api/push/subscriptions', {
      body: {
        endpoint: 'https://8.8.8.8/push/z',
        keys,
        timeZone: 'Mars/Olympus',
      },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.body.message).toMatch(/time zone/);
  });
});

describe('pushes', () => {
  it('a direct message reaches the recipient’s device encrypted, with no words and no name, in their language', async () => {
    const alice = await ctx.createUser({ firstName: 'Alice' });
    const bob = await ctx.createUser({ firstName: 'Bobbington' });
    const device = newDevice();
    expect((await subscribe(alice, device)).statusCode).toBe(201);
    const conversationId = await sendMessage(bob, alice, 'I keep thinking about what you said yesterday');

    const run = await job();
    expect(run).toMatchObject({ queued: 1, delivered: 1 });
    const [push] = pushesTo(device);
    expect(push).toEqual({
      kind: 'message',
      title: 'MindSpace',
      body: 'You have a new message',
      url: `/messages?conversation=${conversationId}`,
    });
    const text = JSON.stringify(push);
    expect(text).not.toMatch(/thinking|yesterday|Bobbington|Alice/);
    // RFC 8030/8292: a VAPID-signed request with the encrypted body and a TTL.
    expect(service.received[0].headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(service.received[0].headers['content-encoding']).toBe('aes128gcm');
    expect(service.received[0].headers.ttl).toBe('86400');
    expect(service.received[0].body.toString('latin1')).not.toContain('thinking');

    // Nothing twice; the sender is not told of their own message.
    expect(await job()).toMatchObject({ queued: 0, delivered: 0 });
    const bobDevice = newDevice();
    await subscribe(bob, bobDevice);
    await sendMessage(bob, alice, 'Another one');
    await job();
    expect(pushesTo(bobDevice)).toEqual([]);
    expect(pushesTo(device)).toHaveLength(2);

    await ctx.api(alice, 'PATCH /api/users/me/settings', { body: { locale: 'fr' } });
    await sendMessage(bob, alice, 'Et encore');
    await job();
    expect(pushesTo(device)[2]).toMatchObject({ body: 'Vous avez un nouveau message' });
  });

  it('an answer on my question and a check-in are pushed; a notification already read is not', async () => {
    const asker = await ctx.createUser();
    const helper = await ctx.createUser({ firstName: 'Helpful' });
    const moderator = await ctx.createUser({ role: 'moderator' });
    const device = newDevice();
    await subscribe(asker, device);
    const question = await makeQuestion(ctx.database.db, asker.id, { title: 'How do I sleep better' });
    const answered = await ctx.api(helper, 'POST /api/answers', { body: { questionId: question.id, content: 'Try a wind-down routine' } });
    expect(answered.statusCode).toBe(201);
    await job();
    expect(pushesTo(device)).toEqual([
      { kind: 'reply', title: 'MindSpace', body: 'You have a new reply to something you posted', url: `/questions/${question.id}` },
    ]);

    const report = await ctx.api(helper, 'POST /api/reports', {
      body: { targetType: 'question', targetId: question.id, reason: 'at-risk' },
    });
    expect(report.statusCode).toBe(201);
    const checkIn = await ctx.api(moderator, 'POST /api/moderation/reports/:reportId/check-in', { params: { reportId: report.body.id } });
    expect(checkIn.statusCode).toBe(200);
    await job();
    // A check-in reads as any message: a shared phone's lock screen says nothing of the Safety Team.
    expect(pushesTo(device)[1]).toMatchObject({ kind: 'checkIn', body: 'You have a new message' });

    const other = await makeQuestion(ctx.database.db, asker.id, { title: 'Another question' });
    await ctx.api(helper, 'POST /api/answers', { body: { questionId: other.id, content: 'Another thought' } });
    await ctx.api(asker, 'POST /api/notifications/mark-all-read');
    await job();
    expect(pushesTo(device)).toHaveLength(2);
  });

  it('each kind can be turned off, and new-question alerts are pushed only while alerts are on', async () => {
    const member = await ctx.createUser();
    const other = await ctx.createUser();
    const device = newDevice();
    await subscribe(member, device);
    await ctx.api(member, 'PATCH /api/users/me/settings', { body: { pushMessages: false } });
    await sendMessage(other, member, 'Are you around?');
    await job();
    expect(pushesTo(device)).toEqual([]);

    const admin = await ctx.createUser({ role: 'admin' });
    const topic = await ctx.api(admin, 'POST /api/topics', { body: { name: `Sleep ${randomBytes(3).toString('hex')}` } });
    await ctx.api(member, 'POST /api/topics/follow', { body: { topicId: topic.body.id } });
    const ask = (title: string) =>
      ctx.api(other, 'POST /api/questions', { body: { title, content: 'Some details here', topicIds: [topic.body.id] } });
    await ask('A question before alerts are on');
    await job();
    expect(pushesTo(device)).toEqual([]);
    await ctx.api(member, 'PATCH /api/users/me/settings', { body: { newQuestionAlerts: 'each' } });
    await ask('A question with alerts on');
    await job();
    expect(pushesTo(device)).toEqual([
      {
        kind: 'newQuestion',
        title: 'MindSpace',
        body: 'There is a new question in a topic you follow',
        url: expect.stringMatching(/^\/questions\/\d+$/),
      },
    ]);
    await ctx.api(member, 'PATCH /api/users/me/settings', { body: { pushNewQuestions: false } });
    await ask('A question with alert pushes off');
    await job();
    expect(pushesTo(device)).toHaveLength(1);
  });

  it('quiet hours hold pushes back on a device whose time zone is in them', async () => {
    const member = await ctx.createUser();
    const other = await ctx.createUser();
    const tokyo = newDevice();
    const utc = newDevice();
    await subscribe(member, tokyo, 'Asia/Tokyo');
    await subscribe(member, utc, 'UTC');
    // Quiet hours around the present moment in Tokyo (UTC+9, no daylight saving), not in UTC.
    const now = new Date();
    const tokyoMinute = (now.getUTCHours() * 60 + now.getUTCMinutes() + 9 * 60) % 1440;
    const clock = (m: number) =>
      `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String((m + 1440) % 60).padStart(2, '0')}`;
    const quiet = { from: clock(tokyoMinute - 60), to: clock(tokyoMinute + 60) };
    const settings = await ctx.api(member, 'PATCH /api/users/me/settings', { body: { pushQuietHours: quiet } });
    expect(settings.body.pushQuietHours).toEqual(quiet);
    await sendMessage(other, member, 'Late news');
    await job(now);
    expect(pushesTo(tokyo)).toEqual([]);
    expect(pushesTo(utc)).toHaveLength(1);

    const same = await ctx.api(member, 'PATCH /api/users/me/settings', { body: { pushQuietHours: { from: '22:00', to: '22:00' } } });
    expect(same.statusCode).toBe(400);
    const bad = await ctx.api(member, 'PATCH /api/users/me/settings', { body: { pushQuietHours: { from: '25:00', to: '07:00' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/such as 22:00/);
  });
});

describe('delivery', () => {
  it('a 404 or 410 from the push service deletes the subscription', async () => {
    const member = await ctx.createUser();
    const other = await ctx.createUser();
    const gone = newDevice();
    const missing = newDevice();
    const kept = newDevice();
    await subscribe(member, gone);
    await subscribe(member, missing);
    await subscribe(member, kept);
    service.answer.set(gone.path, 410);
    service.answer.set(missing.path, 404);
    await sendMessage(other, member, 'Hi');
    expect(await job()).toMatchObject({ delivered: 1, gone: 2 });
    const left = await ctx.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: kept.endpoint }]);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_deliveries`)).toBe(0);
  });

  it('another failure is tried again with backoff, then given up', async () => {
    const member = await ctx.createUser();
    const other = await ctx.createUser();
    const device = newDevice();
    await subscribe(member, device);
    service.answer.set(device.path, 503);
    await sendMessage(other, member, 'Hi');
    const start = new Date();
    expect(await job(start)).toMatchObject({ failed: 1 });
    // Not before the backoff has passed.
    expect(await job(new Date(start.getTime() + pushBackoffMs(1) - 1000))).toMatchObject({ failed: 0, delivered: 0 });
    service.answer.delete(device.path);
    expect(await job(new Date(start.getTime() + pushBackoffMs(1)))).toMatchObject({ delivered: 1 });
    expect(service.received).toHaveLength(2);
    expect(decrypt(device, service.received[1].body)).toMatchObject({ kind: 'message' });
    expect(await countOf(ctx.database, sql`select count(*) as n from push_deliveries`)).toBe(0);

    service.answer.set(device.path, 500);
    await sendMessage(other, member, 'Again');
    let at = Date.now();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await job(new Date(at))).toMatchObject({ failed: 1 });
      at += pushBackoffMs(attempt);
    }
    expect(await countOf(ctx.database, sql`select count(*) as n from push_deliveries`)).toBe(0);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_subscriptions`)).toBe(1);
  });

  it('with two instances running the job at once, each push is sent exactly once', async () => {
    const member = await ctx.createUser();
    const other = await ctx.createUser();
    const device = newDevice();
    await subscribe(member, device);
    await sendMessage(other, member, 'One');
    // A slow push service: the first instance is still sending when the second looks.
    service.delayMs = 200;
    const instance = () =>
      runPushJob({ db: ctx.database.db, config: ctx.config, log: ctx.app.log, send: (...args) => sendPush(...args) }, new Date());
    const runs = await Promise.all([instance(), instance(), instance()]);
    expect(runs.reduce((n, r) => n + r.delivered, 0)).toBe(1);
    expect(service.received).toHaveLength(1);
  });

  it('sending happens in the job, never in the request: a hanging push service holds up no write', async () => {
    const member = await ctx.createUser();
    const other = await ctx.createUser();
    const device = newDevice();
    await subscribe(member, device);
    service.delayMs = 60_000;
    const started = Date.now();
    await sendMessage(other, member, 'Quick');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(service.received).toHaveLength(0);
    // Within 10 s: the job runs every few seconds on every instance.
    expect(PUSH_JOB_INTERVAL_MS).toBeLessThanOrEqual(5_000);
  });
});

describe('a device’s subscription ends with its session and the account', () => {
  it('DELETE removes only my own; signing out removes that device’s; closing the account removes all', async () => {
    const member = await ctx.createUser();
    const stranger = await ctx.createUser();
    const phone = newDevice();
    await subscribe(member, phone);
    expect((await ctx.api(stranger, 'DELETE /api/push/subscriptions', { body: { endpoint: phone.endpoint } })).statusCode).toBe(204);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_subscriptions`)).toBe(1);
    expect((await ctx.api(member, 'DELETE /api/push/subscriptions', { body: { endpoint: phone.endpoint } })).statusCode).toBe(204);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_subscriptions`)).toBe(0);

    // The same member signed in on a second device: signing out on the phone leaves the laptop's.
    await subscribe(member, phone);
    const laptop = newDevice();
    const laptopSession = { ...member, cookie: `${SESSION_COOKIE}=${await createSession(ctx.database.db, member.id)}` };
    expect((await subscribe(laptopSession, laptop)).statusCode).toBe(201);
    const logout = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: member.cookie } });
    expect(logout.statusCode).toBe(302);
    const left = await ctx.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: laptop.endpoint }]);
  });

  it('the export lists my devices without their keys; closing the account deletes them all', async () => {
    const member = await ctx.createUser();
    const device = newDevice();
    await subscribe(member, device, 'Europe/Paris');
    const exported = await ctx.api(member, 'GET /api/users/me/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body.pushSubscriptions).toEqual([
      { endpoint: device.endpoint, timeZone: 'Europe/Paris', createdAt: expect.any(String) },
    ]);
    expect(exported.text).not.toContain(device.auth.toString('base64url'));
    expect(exported.text).not.toContain(device.ecdh.getPublicKey().toString('base64url'));

    const other = await ctx.createUser();
    await sendMessage(other, member, 'Before closing');
    expect((await ctx.api(member, 'DELETE /api/users/me')).statusCode).toBe(200);
    expect(await countOf(ctx.database, sql`select count(*) as n from push_subscriptions`)).toBe(0);
    expect(await ctx.database.db.select().from(pushDeliveries)).toEqual([]);
    await job();
    expect(service.received).toHaveLength(0);
  });
});
