/**
 * Email notifications in the browser: the Email card of profile Settings (reached from an email's
 * settings link, ?tab=settings) and the one-click unsubscribe page. Relies on the demo seed: alice
 * (member), maya (moderator) and carol (no status yet: the newcomer) have email addresses. Turns
 * one of alice's email choices off and back on.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, type DemoUser } from './support/auth';
import { expectToast } from './support/ui';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const who of ['alice', 'maya', 'carol'] as DemoUser[]) {
  test(`${who} sees the Email settings, all on, from the link in an email`, async ({ page }, testInfo) => {
    const me = await signIn(page, who);
    await page.goto(`/profile/${me.id}?tab=settings`);
    const card = page.locator('[data-slot="card"]').filter({ has: page.getByText('Email', { exact: true }) });
    await expect(card.getByText(/never say what anyone wrote or who it is from/)).toBeVisible();
    for (const name of ['New messages', 'Replies to your posts', 'Updates about your account']) {
      await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(testInfo.project.outputDir, 'screens', `email-settings-${who}.png`) });
  });
}

test('a choice is saved and kept after a reload', async ({ page }) => {
  const me = await signIn(page, 'alice');
  await page.goto(`/profile/${me.id}?tab=settings`);
  const replies = page.getByRole('switch', { name: 'Replies to your posts' });
  await expect(replies).toBeEnabled();
  await replies.click();
  await expectToast(page, 'Settings saved');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Replies to your posts' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'New messages' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Replies to your posts' }).click();
  await expectToast(page, 'Settings saved');
  await expect(page.getByRole('switch', { name: 'Replies to your posts' })).toHaveAttribute('aria-checked', 'true');
});

test('an unsubscribe link that does not work says what to do instead', async ({ page }, testInfo) => {
  await page.goto('/api/email/unsubscribe?token=incomplete');
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('choose your emails in Settings on your profile');
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens', 'email-unsubscribe-bad-link.png') });
});
