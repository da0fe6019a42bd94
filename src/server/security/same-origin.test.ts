import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { notifications } from '../db/schema/index';
import { makeNotifications } from '../test/factories';

let ctx: TestContext;
let site: string;
beforeAll(async () => {
  ctx = await createTestContext();
  site = new URL(ctx.config.publicUrl).origin;
});
afterAll(() => ctx.close());

/** A raw request with exactly the headers given (plus the member's cookie). */
function raw(user: TestUser, method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: string) {
  return ctx.app.inject({ method, url, headers: { cookie: user.cookie, ...headers }, payload });
}

async function unreadCount(user: TestUser) {
  const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
  return rows.filter((n) => !n.isRead).length;
}

describe('writes must come from the site (Origin / Referer)', () => {
  it('refuses a write from another site with 403 and changes nothing', async () => {
    const me = await ctx.createUser();
    await makeNotifications(ctx.database.db, me.id, [{ type: 'welcome', content: 'Hi' }]);
    const res = await raw(me, 'POST', '/api/notifications/mark-all-read', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/came from another website/);
    expect(await unreadCount(me)).toBe(1);
  });

  it('refuses the body-less cross-site POST with text/plain that SameSite=Lax alone let through', async () => {
    const [me, other] = [await ctx.createUser(), await ctx.createUser()];
    for (const url of ['/api/notifications/mark-all-read', `/api/conversations/direct/${other.id}`, '/api/moderation/reports/1/dismiss']) {
      const res = await raw(me, 'POST', url, { origin: 'https://evil.example', 'content-type': 'text/plain' }, '');
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a write with neither Origin nor Referer, or with Origin: null', async () => {
    const me = await ctx.createUser();
    const none = await raw(me, 'POST', '/api/notifications/mark-all-read', {});
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/did not say where it came from/);
    expect((await raw(me, 'POST', '/api/notifications/mark-all-read', { origin: 'null' })).statusCode).toBe(403);
  });

  it('accepts the site origin, and a same-site Referer when there is no Origin', async () => {
    const me = await ctx.createUser();
    expect((await raw(me, 'POST', '/api/notifications/mark-all-read', { origin: site })).statusCode).toBe(200);
    expect((await raw(me, 'POST', '/api/notifications/mark-all-read', { referer: `${site}/notifications` })).statusCode).toBe(200);
    expect((await raw(me, 'POST', '/api/notifications/mark-all-read', { referer: 'https://evil.example/x' })).statusCode).toBe(403);
  });

  it('refuses a look-alike origin (other port, scheme or host suffix)', async () => {
    const me = await ctx.createUser();
    const url = new URL(site);
    const lookAlikes = [
      `${url.protocol}//${url.hostname}:1`,
      `https://${url.host}`,
      `${site}.evil.example`,
      `${url.protocol}//evil.${url.host}`,
    ];
    for (const origin of lookAlikes) {
      expect((await raw(me, 'POST', '/api/notifications/mark-all-read', { origin })).statusCode).toBe(403);
    }
  });

  it('checks PATCH and DELETE as well, and leaves reads and GET /api/logout alone', async () => {
    const me = await ctx.createUser();
    expect(
      (
        await raw(
          me,
          'PATCH',
          '/api/users/me/settings',
          { origin: 'https://evil.example', 'content-type': 'application/json' },
          '{"showStatusSituation":true}',
        )
      ).statusCode,
    ).toBe(403);
    expect((await ctx.api(me, 'GET /api/users/me/settings')).body).toMatchObject({ showStatusSituation: false });
    expect((await raw(me, 'DELETE', '/api/users/me', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await ctx.api(me, 'GET /api/auth/user')).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(302);
  });
});

describe('write bodies must be JSON', () => {
  it('refuses text/plain and form bodies with 415 on every write, body-less routes included', async () => {
    const me = await ctx.createUser();
    const cases: [string, string][] = [
      ['text/plain', '{"feedback":"hello"}'],
      ['application/x-www-form-urlencoded', 'feedback=hello'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="feedback"\r\n\r\nhello\r\n--x--'],
    ];
    for (const [type, payload] of cases) {
      const res = await raw(me, 'POST', '/api/feedback', { origin: site, 'content-type': type }, payload);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Send the request body as JSON (Content-Type: application/json)');
    }
    const bodyless = await raw(me, 'POST', '/api/notifications/mark-all-read', { origin: site, 'content-type': 'text/plain' }, '');
    expect(bodyless.statusCode).toBe(415);
    const noType = await raw(me, 'POST', '/api/notifications/mark-all-read', { origin: site, 'content-length': '5' }, 'hello');
    expect(noType.statusCode).toBe(415);
  });

  it('accepts JSON, with or without a charset', async () => {
    const me = await ctx.createUser();
    const res = await raw(
      me,
      'POST',
      '/api/feedback',
      { origin: site, 'content-type': 'application/json; charset=utf-8' },
      '{"feedback":"hello"}',
    );
    expect(res.statusCode).toBe(201);
  });
});
