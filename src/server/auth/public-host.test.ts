/**
 * Development: whatever local address the browser uses, sign-in completes on PUBLIC_URL's host.
 * The real app listens on a real port; a browser-like client keeps cookies per host name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { CookieJar, sendWithJar } from '../test/sign-in';
import { freePort } from '../../../scripts/lib/postgres.mjs';
import { publicHostRedirect } from './public-host';

/** Cookie jars per host name, as a browser keeps them (ports share cookies, hosts do not). */
class Browser {
  private readonly jars = new Map<string, CookieJar>();
  jar(url: string): CookieJar {
    const host = new URL(url).hostname;
    if (!this.jars.has(host)) this.jars.set(host, new CookieJar());
    return this.jars.get(host)!;
  }
  send(url: string, init: RequestInit = {}): Promise<Response> {
    return sendWithJar(this.jar(url), url, init);
  }
  /** Follows redirects until a page that is not a redirect, or one `stop` accepts. */
  async follow(url: string, stop: (u: URL) => boolean = () => false): Promise<{ res: Response; url: URL; visited: URL[] }> {
    let current = new URL(url);
    const visited = [current];
    for (let i = 0; i < 15; i += 1) {
      const res = await this.send(current.href);
      if (res.status < 300 || res.status >= 400) return { res, url: current, visited };
      await res.arrayBuffer();
      current = new URL(res.headers.get('location') ?? '', current);
      visited.push(current);
      if (stop(current)) return { res, url: current, visited };
    }
    throw new Error('too many redirects');
  }
}

const METRICS_TOKEN = 'metrics-token-for-tests';

describe('development: requests on another local address go to PUBLIC_URL', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestContext({ NODE_ENV: 'development', PUBLIC_URL: `http://localhost:${port}`, METRICS_TOKEN: METRICS_TOKEN });
    await ctx.app.listen({ port, host: 'localhost' });
  });
  afterAll(() => ctx.close());

  it('redirects http://127.0.0.1 to the same path and query on http://localhost', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/questions/12?sort=recent&page=2`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`http://localhost:${port}/questions/12?sort=recent&page=2`);
    // Nothing else ran: no cookie, no page.
    expect(res.headers.getSetCookie()).toEqual([]);
    const same = await fetch(`http://localhost:${port}/healthz`, { redirect: 'manual' });
    expect(same.status).toBe(200);
  });

  it('answers health, readiness and metrics on any address, keeping the Authorization header', async () => {
    for (const path of ['/healthz', '/readyz', '/healthz?probe=1']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
    }
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('# TYPE');
  });

  it('signs in when the browser opened http://127.0.0.1', async () => {
    const browser = new Browser();
    const { res: page, url: pageUrl, visited } = await browser.follow(`http://127.0.0.1:${port}/api/login?returnTo=%2Fmessages`);
    expect(visited[1].href).toBe(`http://localhost:${port}/api/login?returnTo=%2Fmessages`);
    expect(page.status).toBe(200);
    expect(pageUrl.pathname).toMatch(/^\/oidc\/interaction\//);
    await page.text();
    const submitted = await browser.send(pageUrl.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'alice', password: 'mindspace' }).toString(),
    });
    expect(submitted.status).toBe(303);
    const back = new URL(submitted.headers.get('location') ?? '', pageUrl).href;
    const { url: landing } = await browser.follow(back, (u) => !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/api/'));
    expect(landing.href).toBe(`http://localhost:${port}/messages`);
    const me = await browser.send(`http://localhost:${port}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'alice@mindspace.local' });
  });
});

describe('production keeps its configured host', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://community.example.org',
      OIDC_ISSUER_URL: 'https://id.example.org/realms/mindspace',
      OIDC_CLIENT_ID: 'mindspace',
      SESSION_SECRET: 'x'.repeat(40),
    });
  });
  afterAll(() => ctx.close());

  it('answers a request on an internal address without redirecting', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.7:3000' } });
    expect(res.statusCode).toBe(200);
  });

  it('only redirects in development, and never to another origin than PUBLIC_URL', () => {
    const dev = { env: 'development' as const, publicUrl: 'http://localhost:3000' };
    expect(publicHostRedirect(dev, 'LOCALHOST:3000', '/')).toBeNull();
    expect(publicHostRedirect(dev, '127.0.0.1:3000', '//evil.example/x')).toBe('http://localhost:3000//evil.example/x');
    expect(publicHostRedirect(dev, '127.0.0.1:3000', 'http://evil.example/x')).toBe('http://localhost:3000/');
    expect(publicHostRedirect({ ...dev, env: 'test' }, '127.0.0.1:3000', '/')).toBeNull();
  });
});
