/**
 * A member's language in the browser suite.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Saves the signed-in member's language setting through the API, as the footer's language choice
 * does; null goes back to no choice (English for the demo users).
 * @param page a page signed in as the member, on one of the app's pages
 * @param locale a shipped locale, or null
 */
export async function chooseLanguage(page: Page, locale: string | null): Promise<void> {
  const saved = await page.request.patch('/api/users/me/settings', {
    data: { locale },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok()).toBe(true);
}
