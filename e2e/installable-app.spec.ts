/**
 * The installable app: the web app manifest and its icons, the
 * service worker installing and controlling the page, no API response in Cache Storage after a
 * member has browsed, the offline page (a member in Spain in Spanish; a newcomer) with no
 * connection, and a new version of the worker taking over on the next load. Screenshots of the
 * offline pages go to the test's output folder; and signing out forgets the member's country and
 * language on the device (decision 0097). Relies on the demo user bob, whose country and language
 * settings it sets and clears again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

/** Waits until a service worker controls the page (installed, activated and claimed it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Every URL kept in the page's Cache Storage, in every cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

/** The width and height of a PNG, read from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the manifest names the app and its icons, and every page links it', async ({ page }) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'MindSpace', short_name: 'MindSpace', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const response = await page.request.get(icon!.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: size, height: size });
    }
  }
  // The prerendered landing page (a visitor's, in their language), a member's page, the offline page.
  for (const [url, headers] of [
    ['/', { 'accept-language': 'es-ES' }],
    ['/questions/1', {}],
    ['/offline.html', {}],
  ] as const) {
    const html = await (await page.request.get(url, { headers })).text();
    expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
});

test('the worker installs after the first screen has had its time, not during it (decision 0105)', async ({ page }) => {
  const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  // A newcomer's first visit in this browser: the page has loaded, and for its first seconds no worker is installing.
  await page.goto('/');
  expect(await registered()).toBe(false);
  await page.waitForTimeout(1_000);
  expect(await registered()).toBe(false);
  // Afterwards it registers, installs and takes the page over.
  await controlled(page);
  expect(await registered()).toBe(true);
});

test.describe('a member in Spain who reads MindSpace in Spanish, on a browser set to US English', () => {
  test('browses with the worker installed: no API response is kept, and offline the app opens to the lines of Spain in Spanish', async ({
    page,
    context,
  }, testInfo) => {
    // Several pages as a member, then offline: more than one page's worth of time on a busy machine.
    test.slow();
    await signIn(page, 'bob');
    const settings = (data: object) =>
      page.evaluate(
        (body) => fetch('/api/users/me/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body }),
        JSON.stringify(data),
      );
    await settings({ country: 'ES', locale: 'es' });
    try {
      await page.goto('/');
      await controlled(page);
      // A member's pages: the feed, a thread, notifications, messages.
      await page.goto('/questions/1');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.goto('/notifications');
      await page.goto('/messages');
      await page.waitForLoadState('networkidle');
      const urls = await cachedUrls(page);
      expect(urls).toContain('/offline.html');
      expect(urls).toContain('/crisis-lines.json');
      expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
      // Only the first part of each catalog is kept: the offline page's words are there, and the
      // rest of six languages would be a third of the whole download (decision 0106).
      expect(urls.filter((url) => url.startsWith('/assets/words-rest-'))).toEqual([]);
      // Online, a page is the server's, never a kept copy: it carries the country the server read
      // from the browser's languages (their settings decide the lines).
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-country', 'US');
      await expect(page.locator('html')).not.toHaveAttribute('data-offline');

      await context.setOffline(true);
      await page.goto('/questions/1');
      await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();
      const crisis = page.getByRole('region', { name: '¿Estás en crisis? Hay ayuda disponible ahora' });
      await expect(crisis).toContainText('024');
      await expect(crisis.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
      await expect(crisis).not.toContainText('988');
      // Where and when each line was checked, as on every crisis surface.
      await expect(crisis).toContainText('Comprobado el');
      await page.screenshot({ path: testInfo.outputPath('offline-member-es.png'), fullPage: true });
      // No post, name or message of anyone is on it.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await context.setOffline(false);
    } finally {
      await context.setOffline(false);
      await page.goto('/');
      await settings({ country: null, locale: null });
    }
  });
});

test('signing out forgets the member on this device: the offline page shows the next person their own lines and language, and keeps a visitor’s own choice', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  // A session of its own: signing out ends it on the server.
  await signIn(page, 'bob', { fresh: true });
  const settings = (data: object) =>
    page.evaluate(
      (body) => fetch('/api/users/me/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body }),
      JSON.stringify(data),
    );
  await settings({ country: 'ES' });
  try {
    await page.goto('/');
    await controlled(page);
    // Bob chooses Spanish in the footer (his setting, and this browser's language) and reads a thread:
    // the offline page would now show him Spain's lines in Spanish.
    await page.getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/questions/1');
    await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    // The next person on this device: their browser's language (US English) and lines, online and offline.
    await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
    const crisis = page.getByRole('region', { name: 'In crisis? Help is available now' });
    await expect(crisis.getByRole('link', { name: '988' }).first()).toHaveAttribute('href', 'tel:988');
    await expect(crisis).not.toContainText('024');
    await page.screenshot({ path: testInfo.outputPath('offline-after-sign-out.png'), fullPage: true });

    // A visitor's own choice of language afterwards is kept, for the offline page too.
    await context.setOffline(false);
    await page.goto('/');
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeVisible();
  } finally {
    await context.setOffline(false);
    // Bob signs in again to clear his settings: through the form, his pages being in Spanish now.
    await page.goto('/api/login');
    await page.locator('input[name="username"]').fill('bob');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('/');
    await settings({ country: null, locale: null });
  }
});

test('a newcomer who has only seen the landing page gets the offline page in their language with their lines', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('MindSpace can’t load')).toBeVisible();
  const crisis = page.getByRole('region', { name: 'In crisis? Help is available now' });
  await expect(crisis.getByRole('link', { name: '988' }).first()).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: '741741' }).first()).toBeVisible();
  // 'Not in United States?' needs the API: not offered offline.
  await expect(crisis.getByRole('button', { name: /Not in/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('offline-newcomer-en.png'), fullPage: true });

  // Back online, 'Try again' opens the page itself.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('a new version of the worker takes over on the next load, without closing the tab', async ({ page }) => {
  test.slow();
  const file = path.resolve('dist/web/service-worker.js');
  const built = readFileSync(file, 'utf8');
  /** Asks the controlling worker for its version: only the new one answers. */
  const version = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(String(event.data));
          navigator.serviceWorker.controller?.postMessage('version', [channel.port2]);
          setTimeout(() => resolve('no answer'), 2000);
        }),
    );
  try {
    await page.goto('/');
    await controlled(page);
    expect(await version()).toBe('no answer');
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // A new release: the worker's file differs (as a new build's precache list would).
    writeFileSync(file, `${built}\nself.addEventListener('message', (event) => event.ports[0]?.postMessage('new version'));\n`);
    await page.reload();
    await expect.poll(version, { timeout: 30_000 }).toBe('new version');
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: r?.waiting ?? null, url: r?.active?.scriptURL };
    });
    // Nothing left waiting for the old tabs to close.
    expect(registration).toEqual({ waiting: null, url: first });
  } finally {
    writeFileSync(file, built);
  }
});
