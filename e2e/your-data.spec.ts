/**
 * Your data, in a real browser against the real server: Settings → 'Your data' →
 * 'Download my data' saves `mindspace-export-YYYY-MM-DD.json` holding the member's own data and
 * nobody else's; the privacy policy says what closing an account removes and what remains.
 * Reads only (a download and pages): the seed is left as it was.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn, type DemoUser } from './support/auth';

for (const username of ['carol', 'maya'] as DemoUser[]) {
  test(`${username} downloads their data from Settings`, async ({ page }, testInfo) => {
    const me = await signIn(page, username);
    await page.goto(`/profile/${me.id}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByText('Your data', { exact: true })).toBeVisible();
    const button = page.getByRole('button', { name: 'Download my data' });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`your-data-${username}.png`), fullPage: false });

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^mindspace-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.format).toBe('mindspace-export/1');
    expect(file.profile).toMatchObject({ id: me.id, firstName: me.firstName });
    for (const list of ['questions', 'answers', 'comments', 'messages', 'votes', 'follows', 'reports', 'feedback']) {
      expect(Array.isArray(file[list]), list).toBe(true);
    }
  });
}

test('the privacy policy says what closing an account removes, and what remains', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Exactly what happens when you close your account:')).toBeVisible();
  await expect(page.getByText(/your anonymous posts, still linked to the closed account for moderation only/)).toBeVisible();
  await expect(page.getByText(/the words of the messages you sent/)).toBeVisible();
});
