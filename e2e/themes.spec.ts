/**
 * Themes (spec §1, §9): 'Light Mode' (default), 'Dark Mode', 'Space Mode' from the 'Toggle theme'
 * menu, kept in localStorage 'ui-theme'; Space Mode offers the music player, loaded only on request.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { chooseTheme, expectTheme } from './support/ui';

const storedTheme = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('ui-theme'));

test('signed out: light by default, each choice applies and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expectTheme(page, 'light');
  expect(await storedTheme(page)).toBeNull();

  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await toggle.click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['Light Mode', 'Dark Mode', 'Space Mode']);
  await expect(page.getByRole('menuitemradio', { name: 'Light Mode' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  for (const theme of ['dark', 'space', 'light'] as const) {
    await chooseTheme(page, theme);
    expect(await storedTheme(page)).toBe(theme);
    await page.reload();
    await expectTheme(page, theme);
    await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();
  }
});

test('signed in: the choice follows the person across pages and reloads', async ({ page }) => {
  await signIn(page, 'bob');
  await chooseTheme(page, 'dark');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Messages/ })
    .click();
  await expect(page).toHaveURL('/messages');
  await expectTheme(page, 'dark');
  await page.reload();
  await expectTheme(page, 'dark');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
});

test('Space Mode: the music player loads only after Start music, and can be minimised and restored', async ({ page }) => {
  // Never reach the real playlist from tests: serve a stand-in for the embed.
  await page.route('https://open.spotify.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Playlist</title><p>Playlist stand-in</p>' }),
  );
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start music' });
  await expect(start).toHaveCount(0);

  await chooseTheme(page, 'space');
  await expect(start).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.reload();
  await expectTheme(page, 'space');
  await expect(start).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await start.click();
  const player = page.getByRole('region', { name: 'Space Mode music player' });
  const frame = player.locator('iframe[title="Space Mode playlist (Spotify)"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^https:\/\/open\.spotify\.com\/embed\//);
  await expect(start).toHaveCount(0);

  await player.getByRole('button', { name: 'Minimise music player' }).click();
  await expect(player.getByRole('button', { name: 'Show music player' })).toBeVisible();
  await expect(frame).toBeAttached(); // still mounted, so the music keeps playing
  await expect(frame).not.toBeInViewport();
  await player.getByRole('button', { name: 'Show music player' }).click();
  await expect(frame).toBeInViewport();

  await player.getByRole('button', { name: 'Stop music' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(start).toBeVisible();

  // Leaving Space Mode removes the player.
  await chooseTheme(page, 'dark');
  await expect(start).toHaveCount(0);
});
