/** Small helpers for the app's shared UI: toasts, the theme menu, the welcome dialog. */
import { expect, type Locator, type Page } from '@playwright/test';

export type ThemeName = 'light' | 'dark' | 'space';
export const THEME_LABELS: Record<ThemeName, string> = { light: 'Light Mode', dark: 'Dark Mode', space: 'Space Mode' };

/**
 * A toast (Radix Toast: one visible at a time) holding `title` and, when given, `description`.
 * Radix also copies the text into a screen-reader announcer, so look for the toast element itself.
 */
export function toast(page: Page, title: string | RegExp, description?: string | RegExp): Locator {
  let locator = page.locator('[data-slot="toast"]').filter({ hasText: title });
  if (description) locator = locator.filter({ hasText: description });
  return locator;
}

/** Waits for a toast with that text. */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  await expect(toast(page, title, description)).toBeVisible();
}

/** Closes the visible toast with that title (so that a later identical one is a new toast). */
export async function closeToast(page: Page, title: string | RegExp): Promise<void> {
  const t = toast(page, title);
  // By CSS: while a modal dialog is open, the toasts beside it are hidden from the accessibility tree.
  await t.locator('button[aria-label="Close"]').click();
  await expect(t).toHaveCount(0);
}

/** Chooses a theme from the header's 'Toggle theme' menu and waits until <html> follows. */
export async function chooseTheme(page: Page, theme: ThemeName): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  // Signed out, the menu code loads after first paint; until then a look-alike stands in.
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await toggle.click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemradio', { name: THEME_LABELS[theme] }).click();
  await expect(menu).toBeHidden();
  await expectTheme(page, theme);
}

/** Asserts the classes the theme puts on <html>: dark for dark and space, space for space. */
export async function expectTheme(page: Page, theme: ThemeName): Promise<void> {
  const html = page.locator('html');
  if (theme === 'light') await expect(html).not.toHaveClass(/\bdark\b/);
  else await expect(html).toHaveClass(/\bdark\b/);
  if (theme === 'space') await expect(html).toHaveClass(/\bspace\b/);
  else await expect(html).not.toHaveClass(/\bspace\b/);
}

/** A unique suffix for text a test creates, so re-runs and other tests never collide. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Resolves once every running CSS transition and animation on the page has finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}
