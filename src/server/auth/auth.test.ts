/**
 * Sign-in end to end: the real app listening on a real port (openid-client discovers the
 * embedded provider over HTTP), driven with fetch and a small cookie jar, on a real database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { ConfigError, loadConfig } from '../config';
import { buildApp } from '../app';
import { identities, sessions, users } from '../db/schema/index';
import { EMBEDDED_ISSUER } from './demo-accounts';
import { assertEmbeddedProviderAllowed, mountEmbeddedProvider } from './embedded-provider';
import { safeReturnTo, SIGN_IN_ERROR_PATH } from './routes';
import { SESSION_COOKIE } from './session';
import { CookieJar, sendWithJar } from '../test/sign-in';
import { freePort } from '../../../scripts/lib/postgres.mjs';

let ctx: TestContext;
let base: string;

/** fetch without following redirects, relative to the test server, with the jar's cookies. */
const send = (jar: CookieJar, url: string, init: RequestInit = {}) => sendWithJar(jar, new URL(url, base).href, init);

const location = (res: Response) => new URL(res.headers.get('location') ?? '', base);

/** Follows redirects from `url` until a response that is not a redirect, or one leaving `stopAt` paths. */
async function follow(jar: CookieJar, url: string, stop: (url: URL) => boolean): Promise<{ res: Response; url: URL }> {
  let current = new URL(url, base);
  for (let i = 0; i < 10; i += 1) {
    const res = await send(jar, current.href);
    if (res.status < 300 || res.status >= 400) return { res, url: current };
    current = location(res);
    if (stop(current)) return { res, url: current };
  }
  throw new Error('too many redirects');
}

const postForm = (jar: CookieJar, url: string, fields: Record<string, string>) =>
  send(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/**
 * Signs in through /api/login and the demo sign-in page.
 * @returns the jar (with the session cookie) and where /api/callback sent the browser
 */
async function signIn(username: string, password = 'mindspace', loginPath = '/api/login', jar = new CookieJar()) {
  const { res: page, url: pageUrl } = await follow(jar, loginPath, () => false);
  expect(page.status).toBe(200);
  expect(pageUrl.pathname).toMatch(/^\/oidc\/interaction\//);
  await page.text();
  const submitted = await postForm(jar, pageUrl.href, { username, password });
  expect(submitted.status).toBe(303);
  const { res: callbackRes, url: landing } = await follow(
    jar,
    location(submitted).href,
    (u) => !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/api/'),
  );
  return { jar, landing, callbackRes };
}

async function currentUser(jar: CookieJar) {
  const res = await send(jar, '/api/auth/user');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ PUBLIC_URL: base });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

describe('GET /api/auth/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const res = await ctx.api(null, 'GET /api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(typeof res.body.message).toBe('string');
  });

  it('returns the signed-in user with private fields', async () => {
    const user = await ctx.createUser({ firstName: 'Rae' });
    const res = await ctx.api(user, 'GET /api/auth/user');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Rae', role: 'user', email: user.email });
  });
});

describe('sign-in round trip with the embedded provider', () => {
  it('shows the sign-in page, refuses a wrong password, signs alice in and out', async () => {
    const jar = new CookieJar();
    const login = await send(jar, '/api/login');
    expect(login.status).toBe(302);
    const authorize = location(login);
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe('mindspace-web');
    expect(jar.lastSet.get('mindspace_signin')).toEqual(expect.arrayContaining(['httponly', 'path=/api/callback']));

    const { res: page, url: pageUrl } = await follow(jar, authorize.href, () => false);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Sign in to MindSpace</title>');
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(/<input[^>]*name="password"/);
    expect(html).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const wrong = await postForm(jar, pageUrl.href, { username: 'alice', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong username or password');
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);

    const ok = await postForm(jar, pageUrl.href, { username: 'alice', password: 'mindspace' });
    expect(ok.status).toBe(303);
    const { res: done, url: landing } = await follow(
      jar,
      location(ok).href,
      (u) => !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/api/'),
    );
    expect(done.status).toBe(302);
    expect(landing.href).toBe(`${base}/`);
    const sessionAttrs = jar.lastSet.get(SESSION_COOKIE) ?? [];
    expect(sessionAttrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(sessionAttrs).not.toContain('secure');
    expect(jar.cookies.has('mindspace_signin')).toBe(false);

    const me = await currentUser(jar);
    expect(me.status).toBe(200);
    // The provider's name is not published: a pseudonym until the person chooses their name in onboarding.
    expect(me.body).toMatchObject({
      lastName: null,
      email: 'alice@mindspace.local',
      role: 'user',
      onboardedAt: null,
      profileImageUrl: null,
    });
    expect(me.body.firstName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(me.body.firstName).not.toMatch(/Alice|Morgan/);
    const [identity] = await ctx.database.db
      .select()
      .from(identities)
      .where(eq(identities.userId, me.body.id as number));
    expect(identity).toMatchObject({ issuer: EMBEDDED_ISSUER, subject: 'alice' });

    const logout = await send(jar, '/api/logout');
    expect(logout.status).toBe(302);
    expect(location(logout).href).toBe(`${base}/`);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('reuses the same user on a later sign-in, keeps edited names and rotates the session', async () => {
    const first = await signIn('alice');
    const me = await currentUser(first.jar);
    const id = me.body.id as number;
    const oldCookie = first.jar.cookies.get(SESSION_COOKIE)!.value;
    await ctx.database.db.update(users).set({ firstName: 'Ally', email: 'old@example.org' }).where(eq(users.id, id));

    // Signing in again from the same browser: a new session replaces the old one.
    const second = await signIn('alice', 'mindspace', '/api/login', first.jar);
    expect(second.jar.cookies.get(SESSION_COOKIE)!.value).not.toBe(oldCookie);
    const again = await currentUser(second.jar);
    expect(again.body).toMatchObject({ id, firstName: 'Ally', lastName: null, email: 'alice@mindspace.local' });
    const stale = new CookieJar();
    stale.cookies.set(SESSION_COOKIE, { value: oldCookie, attributes: [] });
    expect((await currentUser(stale)).status).toBe(401);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows.every((r) => r.idToken)).toBe(true);
  });

  it('gives maya the moderator role of her demo account', async () => {
    const { jar } = await signIn('Maya ');
    const me = await currentUser(jar);
    expect(me.body).toMatchObject({ role: 'moderator', onboardedAt: null });
    expect(me.body.firstName).not.toBe('Maya');
  });

  it('returns to a same-origin returnTo and ignores other ones', async () => {
    expect((await signIn('bob', 'mindspace', '/api/login?returnTo=%2Fquestions%2F5%3Fx%3D1')).landing.href).toBe(`${base}/questions/5?x=1`);
    expect((await signIn('bob', 'mindspace', '/api/login?returnTo=%2F%2Fevil.example%2F')).landing.href).toBe(`${base}/`);
    for (const returnTo of ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
      const { landing } = await signIn('bob', 'mindspace', `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(landing.href, returnTo).toBe(`${base}/`);
    }
  });
});

describe('a suspended member signing in', () => {
  it('is signed in to a restricted session: who they are and the suspension, and nothing else', async () => {
    const first = await signIn('carol');
    const carolId = (await currentUser(first.jar)).body.id as number;
    const mod = await ctx.createUser({ role: 'moderator' });
    const suspension = await ctx.api(mod, 'POST /api/moderation/users/:userId/sanctions', {
      params: { userId: carolId },
      body: {
        type: 'suspend',
        reason: 'Taking a break after a hard thread',
        days: 2,
      },
    });
    expect(suspension.statusCode).toBe(201);

    const { jar, landing } = await signIn('carol');
    expect(landing.href).toBe(`${base}/`);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(true);
    const me = await currentUser(jar);
    expect(me.status).toBe(200);
    expect(me.body.suspension).toEqual({ reason: 'Taking a break after a hard thread', endsAt: suspension.body.endsAt });
    const elsewhere = await send(jar, '/api/conversations');
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as { code: string }).code).toBe('suspended');

    // Once lifted, carol has her whole session back.
    expect(
      (await ctx.api(mod, 'DELETE /api/moderation/users/:userId/sanctions/:id', { params: { userId: carolId, id: suspension.body.id } }))
        .statusCode,
    ).toBe(200);
    expect((await currentUser(jar)).body.suspension).toBeNull();
    expect((await send(jar, '/api/conversations')).status).toBe(200);
  });
});

describe('callback failures land on the site, never on an error page', () => {
  const expectSignInError = (res: Response, jar: CookieJar) => {
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(SIGN_IN_ERROR_PATH);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
  };

  it('refuses a callback without a sign-in in progress', async () => {
    const jar = new CookieJar();
    expectSignInError(await send(jar, '/api/callback?code=abc&state=xyz'), jar);
  });

  it('refuses a forged state and a tampered sign-in cookie', async () => {
    const jar = new CookieJar();
    await send(jar, '/api/login');
    expectSignInError(await send(jar, '/api/callback?code=abc&state=forged'), jar);

    const tampered = new CookieJar();
    await send(tampered, '/api/login');
    const cookie = tampered.cookies.get('mindspace_signin')!;
    cookie.value = cookie.value.replace(/\.[^.]+$/, '.AAAA');
    expectSignInError(await send(tampered, '/api/callback?code=abc&state=x'), tampered);
  });

  it('handles access_denied from the provider', async () => {
    const jar = new CookieJar();
    const state = location(await send(jar, '/api/login')).searchParams.get('state')!;
    const iss = `${base}/oidc`;
    const query = new URLSearchParams({ error: 'access_denied', state, iss }).toString();
    expectSignInError(await send(jar, `/api/callback?${query}`), jar);
  });

  it('shows a readable page for an unknown interaction', async () => {
    const res = await send(new CookieJar(), '/oidc/interaction/unknown');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sign-in could not continue');
  });
});

describe('returnTo checks', () => {
  it.each([
    ['/questions/1', '/questions/1'],
    ['/profile/2?tab=answers#top', '/profile/2?tab=answers#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/api/logout', '/'],
    [undefined, '/'],
    // The normalised path is what is returned, so it is what is checked.
    ['/.//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E//evil.example/x', '/'],
    ['/a/..//evil.example', '/'],
    ['/a/%2e%2e//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/\tevil', '/'],
    ['/a/../questions/3', '/questions/3'],
    ['/a/../api/logout', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnTo(value, 'http://localhost:3000')).toBe(expected);
  });
});

describe('production safety', () => {
  it('refuses production configuration without a real identity provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
  });

  it('refuses to start the embedded provider under production', async () => {
    const production = { ...ctx.config, env: 'production' as const };
    expect(() => assertEmbeddedProviderAllowed(production)).toThrow(/production/);
    await expect(mountEmbeddedProvider(ctx.app, production)).rejects.toThrow(/OIDC_ISSUER_URL/);
    await expect(buildApp({ config: production, database: ctx.database, logger: false })).rejects.toThrow(/production/);
  });
});
