/** 13+ onboarding at first sign-in (decision 0026), with the demo account `newbie` that never signed in. */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';

test('newbie joins: age and terms are required, the name is a pseudonym, then the feed opens', async ({ page }) => {
  await page.goto('/api/login');
  await page.locator('input[name="username"]').fill('newbie');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to MindSpace' })).toBeVisible();
  const name = page.getByLabel('The name others will see');
  await expect(name).not.toHaveValue('');
  await expect(name).not.toHaveValue(/Nova|Reyes/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await page.screenshot({ path: 'test-results/onboarding.png', fullPage: true });

  // Writing is refused by the server until onboarding is done.
  const refused = await page.request.post('/api/feedback', { data: { feedback: 'hi' }, headers: { origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('onboarding_required');

  await page.getByRole('button', { name: 'Join MindSpace' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm that you are 13 or older');
  await page.getByLabel('I am 13 or older').check();
  await page.getByLabel('I accept the Terms of Service').check();
  await name.fill('Quiet Harbor');
  await page.getByRole('button', { name: 'Join MindSpace' }).click();
  // A newcomer is then offered a status (spec: the first-sign-in status prompt); they may skip it.
  await page.getByRole('dialog', { name: 'Welcome to MindSpace!' }).getByRole('button', { name: 'Not now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeAttached();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ firstName: 'Quiet Harbor', profileImageUrl: null });
  expect(me.onboardedAt).not.toBeNull();
});
