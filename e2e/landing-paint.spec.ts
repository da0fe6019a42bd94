/**
 * The landing page paints before its JavaScript runs (decisions 0041, 0042): the prerendered
 * markup and its inlined stylesheet arrive in the HTML, the inline theme-init script applies the
 * saved theme under the server's Content-Security-Policy (allowed by its hash), and any other or
 * changed inline script is refused. The client then adopts the markup without replacing it.
 */
import { expect, test, type Page } from '@playwright/test';
import { THEME_INIT_SCRIPT } from '../src/common/theme-init';
import { expectTheme } from './support/ui';

const HEADING = 'Safe space for anything mental health';

/** Runs an inline script the way an injected one would arrive; resolves to whether the CSP refused it. */
async function refused(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (source) =>
      new Promise<boolean>((resolve) => {
        const onViolation = (event: SecurityPolicyViolationEvent) => {
          if (event.blockedURI === 'inline') resolve(true);
        };
        document.addEventListener('securitypolicyviolation', onViolation, { once: true });
        const script = document.createElement('script');
        script.textContent = source;
        document.head.append(script);
        // A script that ran has run by now; a refusal is reported as an event.
        setTimeout(() => resolve(false), 1000);
      }),
    text,
  );
}

test('the landing page, styled and in the saved theme, paints with every script file blocked', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ui-theme', 'space'));
  // Only the HTML: no bundle, no stylesheet file.
  await page.route(/\.(js|css)$/, (route) => route.abort());
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  // Final as painted: the server sends this page only without a session, so it offers 'Sign in'.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The inline theme-init ran under the CSP.
  await expectTheme(page, 'space');
  // Styled by the inlined stylesheet (the file was refused): the heading is bold.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe('700');
  expect(violations).toEqual([]);
});

test('the CSP allows the theme-init script by its exact text and refuses a changed or injected one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  expect(await refused(page, THEME_INIT_SCRIPT)).toBe(false);
  expect(await refused(page, THEME_INIT_SCRIPT.replace("var theme = 'light'", "var theme = 'dark'"))).toBe(true);
  expect(await refused(page, 'window.injected = true;')).toBe(true);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('the client adopts the prerendered landing page instead of replacing it, without asking who is signed in', async ({ page }) => {
  const userCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/user') && userCalls.push(request.url()));
  // Hold the bundle back until the painted heading is marked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await page.evaluate(() => {
    (document.getElementById('landing-title') as HTMLElement & { painted?: boolean }).painted = true;
  });
  release();
  // The app has taken over once the theme toggle is more than its placeholder.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle theme' })).not.toHaveAttribute('aria-disabled');
  expect(await page.evaluate(() => (document.getElementById('landing-title') as HTMLElement & { painted?: boolean }).painted)).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Nobody is signed in on this page: the client never asked.
  expect(userCalls).toEqual([]);
});

test('the client adopts the painted dates and country names, making no Intl formatter while it takes over', async ({ page }) => {
  // A page's first Intl formatter costs a phone tens of milliseconds: the landing page carries the texts its prerender made.
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ['DateTimeFormat', 'DisplayNames', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat'] as const) {
      Object.assign(Intl, {
        [name]: new Proxy(Intl[name], {
          construct(target, args: unknown[]) {
            made.push(name);
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle theme' })).not.toHaveAttribute('aria-disabled');
  await expect(page.getByText(/^Checked on .*2026 at /).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not in United States?' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
});
