/**
 * Signing in through the real flow: /api/login → the embedded provider's demo form → /api/callback → '/'.
 * Demo accounts (src/server/auth/demo-accounts.ts): alice, bob, carol (user), maya (moderator),
 * adam (admin); every one uses the password 'mindspace'. Every sign-in shows the form (prompt=login).
 *
 * The first sign-in of each demo user in a worker goes through the form; later ones reuse that
 * session's cookie (sessions are server-side rows, valid until signed out), which keeps the suite
 * fast. Pass `{ fresh: true }` to go through the form again, e.g. before signing out.
 */
import { expect, test, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';

export type DemoUser = 'alice' | 'bob' | 'carol' | 'maya' | 'adam';
export const DEMO_PASSWORD = 'mindspace';

/** The parts of GET /api/auth/user the tests use. */
export type Me = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'moderator' | 'admin';
  status: string | null;
  nextNameChangeAt?: string | null;
  nextStatusChangeAt?: string | null;
};

export type SignInOptions = {
  /**
   * A user without a status gets the 'Welcome to MindSpace!' dialog once per browser. 'dismiss'
   * (default) closes it with 'Not now' so the test can use the page; 'keep' leaves it open.
   */
  welcome?: 'dismiss' | 'keep';
  /** Where to land after signing in (a same-origin path; default '/'). */
  returnTo?: string;
  /** Go through the sign-in form even when this worker already has a session for the user. */
  fresh?: boolean;
};

/** Session cookies per demo user, per worker process and base URL. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs `page` in as a demo user and waits until the signed-in app shows.
 * @returns the signed-in user (GET /api/auth/user)
 */
export async function signIn(page: Page, username: DemoUser, options: SignInOptions = {}): Promise<Me> {
  const returnTo = options.returnTo ?? '/';
  const key = `${test.info().project.use.baseURL}|${username}`;
  const saved = options.fresh ? undefined : sessions.get(key);

  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(returnTo);
  } else {
    await page.goto(returnTo === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    await expect(page.getByRole('heading', { name: 'Sign in to MindSpace' })).toBeVisible();
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname + url.search === returnTo);
  }

  const me = await currentUser(page);
  // A fresh session may be signed out by its test: never hand it to later tests.
  if (!saved && !options.fresh) sessions.set(key, await page.context().cookies());

  const welcome = page.getByRole('dialog', { name: 'Welcome to MindSpace!' });
  if (me.status) {
    await expect(signedInShell(page)).toBeVisible();
  } else {
    // No status yet: the welcome dialog opens (and, being modal, hides the rest from the
    // accessibility tree until it closes).
    await expect(welcome).toBeVisible();
    if (options.welcome !== 'keep') {
      await welcome.getByRole('button', { name: 'Not now' }).click();
      await expect(welcome).toBeHidden();
      await expect(signedInShell(page)).toBeVisible();
    }
  }
  return me;
}

/**
 * Forgets this worker's saved session of a demo user, after something ended it on the server
 * (a suspension ends every session of the member): the next signIn goes through the form.
 */
export function forgetSession(username: DemoUser): void {
  sessions.delete(`${test.info().project.use.baseURL}|${username}`);
}

/**
 * The signed-in shell (a lazy chunk) is up once the header's notifications bell shows; unlike
 * the account menu, the bell stays in the header on small screens.
 */
export function signedInShell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** A new browser context (its own cookies and storage) with a page signed in as `username`. */
export async function newSignedInPage(
  browser: Browser,
  username: DemoUser,
  options: SignInOptions = {},
): Promise<{ context: BrowserContext; page: Page; me: Me }> {
  // Contexts made by hand do not get the config's `use` options: pass the ones that matter on.
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const me = await signIn(page, username, options);
  return { context, page, me };
}

/** The user `page` is signed in as (GET /api/auth/user). */
export async function currentUser(page: Page): Promise<Me> {
  const response = await page.request.get('/api/auth/user');
  expect(response.ok(), 'signed in: GET /api/auth/user').toBe(true);
  return (await response.json()) as Me;
}
