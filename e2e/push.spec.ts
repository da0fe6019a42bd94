/**
 * Web Push on this device: the settings card as a member sees it, its per-kind
 * switches and quiet hours, and turning notifications on through the app's service worker.
 * Screenshots go to the test's output.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';

test('a member sees Notifications on this device, turns a kind off and sets quiet hours', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['notifications']);
  const me = await signIn(page, 'alice');
  await page.goto(`/profile/${me.id}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 }).catch(() => undefined);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const heading = page.getByRole('heading', { name: 'Notifications on this device' });
  await heading.scrollIntoViewIfNeeded();
  const card = page.locator('div').filter({ has: heading }).last();
  await expect(page.getByText(/Notifications are (on|off) for this device\.|This browser cannot show notifications/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('push-card.png') });

  await page.getByRole('switch', { name: 'Account updates' }).click();
  await expect(page.getByRole('switch', { name: 'Account updates' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Quiet hours' }).click();
  await page.getByLabel('From').fill('21:30');
  await page.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByRole('button', { name: 'Save quiet hours' })).toBeDisabled();
  const settings = (await (await page.request.get('/api/users/me/settings')).json()) as Record<string, unknown>;
  expect(settings.pushModeration).toBe(false);
  expect(settings.pushQuietHours).toEqual({ from: '21:30', to: '07:00' });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('push-card-quiet-hours.png') });

  // Turning it on asks the browser's push service; a browser without one says so, and nothing is saved.
  const turnOn = page.getByRole('button', { name: 'Turn on notifications' });
  if (await turnOn.isVisible()) {
    await turnOn.click();
    await expect(page.getByText(/Notifications are on for this device\.|We could not change notifications/)).toBeVisible({
      timeout: 15_000,
    });
    await page.screenshot({ path: testInfo.outputPath('push-card-after-turn-on.png') });
  }
  await page.request.patch('/api/users/me/settings', {
    data: { pushModeration: true, pushQuietHours: null },
    headers: { origin: new URL(page.url()).origin },
  });
});
