/**
 * Signing in over real HTTP, as a browser would: /api/login → the embedded provider's sign-in
 * form → /api/callback, with fetch and a small cookie jar. For tests and benchmarks that talk
 * to a listening server (another process, or app.listen) rather than app.inject.
 */
import { SESSION_COOKIE } from '../auth/session';
import { DEMO_PASSWORD } from '../auth/demo-accounts';

type StoredCookie = { value: string; attributes: string[] };

/** Cookies by name, as a browser keeps them for one site (paths ignored: one flow at a time). */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();
  /** The Set-Cookie attributes of the last cookie of that name received, lower-cased. */
  readonly lastSet = new Map<string, string[]>();

  /** Keeps the cookies a response sets (and forgets expired or emptied ones). */
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attributes = attrs.map((a) => a.toLowerCase());
      this.lastSet.set(name, attributes);
      const expired =
        attributes.includes('max-age=0') || attributes.some((a) => a.startsWith('expires=') && new Date(a.slice(8)).getTime() < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes });
    }
  }

  /** @returns the `cookie` request header value */
  header(): string {
    return [...this.cookies].map(([n, c]) => `${n}=${c.value}`).join('; ');
  }
}

/**
 * fetch without following redirects, sending and keeping the jar's cookies.
 * @param jar the cookie jar
 * @param url absolute URL
 * @param init fetch options
 */
export async function sendWithJar(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(res);
  return res;
}

/**
 * Signs in through a server's /api/login and its embedded demo provider's sign-in form.
 * @param base the server's origin, e.g. http://127.0.0.1:4001 (must be its PUBLIC_URL)
 * @param username a demo account (alice, bob, carol, maya, adam)
 * @param password defaults to the demo password
 * @returns the `cookie` header value carrying only the session cookie, and the whole jar
 * @throws Error when a step answers unexpectedly (e.g. a wrong password)
 */
export async function signInWithEmbeddedProvider(
  base: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ cookie: string; jar: CookieJar }> {
  const jar = new CookieJar();
  let url = new URL('/api/login', base);
  let res: Response | null = null;
  // Follow redirects to the interaction page (login → /oidc/auth → /oidc/interaction/…).
  for (let i = 0; i < 10; i += 1) {
    res = await sendWithJar(jar, url.href);
    if (res.status < 300 || res.status >= 400) break;
    await res.arrayBuffer();
    url = new URL(res.headers.get('location') ?? '', url);
  }
  if (!res || res.status !== 200 || !url.pathname.startsWith('/oidc/interaction/')) {
    throw new Error(`sign-in page not reached: ${res?.status} at ${url.pathname}`);
  }
  await res.text();
  res = await sendWithJar(jar, url.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (res.status !== 303) throw new Error(`sign-in form refused ${username}: ${res.status}`);
  // Follow the provider's redirects back to /api/callback, which sets the session cookie.
  for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i += 1) {
    url = new URL(res.headers.get('location') ?? '', url);
    if (!url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/api/')) break;
    res = await sendWithJar(jar, url.href);
    await res.arrayBuffer();
  }
  const session = jar.cookies.get(SESSION_COOKIE);
  if (!session) throw new Error(`no session cookie after signing in ${username}`);
  return { cookie: `${SESSION_COOKIE}=${session.value}`, jar };
}
