/** Signing in and out through the embedded demo provider (spec §2: /api/login, /api/logout). */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

test('a wrong password is refused on the sign-in form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to MindSpace' })).toBeVisible();
  await page.locator('input[name="username"]').fill('bob');
  await page.locator('input[name="password"]').fill(`${DEMO_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
  await expect(page.locator('input[name="username"]')).toHaveValue('bob');
});

test('sign in lands on the feed; the user menu signs out', async ({ page }) => {
  // A session of its own: signing out ends it on the server.
  const me = await signIn(page, 'bob', { fresh: true });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeAttached();

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Bob Okafor');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', `/profile/${me.id}`);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('signing in from a deep link returns there', async ({ page }) => {
  await signIn(page, 'carol', { fresh: true, returnTo: '/terms' });
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

test('a write after the session ended shows Unauthorized and goes to sign-in', async ({ page }) => {
  await signIn(page, 'carol', { fresh: true });
  const follow = page.getByRole('button', { name: 'Follow Trauma' });
  await expect(follow).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible(); // the feed has loaded: no reads on the way
  // The session ends elsewhere (signed out in another tab, expired): the page does not know yet.
  await page.context().clearCookies();
  await follow.click();
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Unauthorized' })).toContainText(
    'You are logged out. Logging in again...',
  );
  await expect(page.getByRole('heading', { name: 'Sign in to MindSpace' })).toBeVisible();
});

test('small screens: the slide-in menu holds the search box and the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'maya');
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Moderation' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const search = menu.getByRole('searchbox', { name: 'Search questions' });
  await expect(search).toHaveAttribute('placeholder', 'Search questions...');
  await search.fill('antidepressants');
  await search.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/?search=antidepressants');
  await expect(page.getByRole('article')).toHaveCount(1);
  // The topics are a row of links above the feed on small screens.
  await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'All Topics' })).toBeVisible();
});
