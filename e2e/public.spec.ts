/** Signed-out pages (spec §1, §2): landing, privacy, terms, 404, and the sign-in redirects. */
import { expect, test } from '@playwright/test';

test.describe('signed out', () => {
  test('the landing page shows the heading, selling points, notice, crisis resources and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/MindSpace/);
    await expect(page.getByRole('heading', { level: 1, name: 'Safe space for anything mental health' })).toBeVisible();

    for (const point of ['Safe Space', 'Supportive Community', 'Ask Anything', 'Anonymous Options']) {
      await expect(page.getByRole('heading', { name: point, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/questions and answers can be posted anonymously/i)).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Peer support, not professional care' })).toBeVisible();
    await expect(page.getByText(/not a substitute for professional care/i).first()).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '988', exact: true })).toHaveAttribute('href', 'tel:988');
    await expect(main.getByRole('link', { name: '1-800-273-8255' })).toHaveAttribute('href', 'tel:18002738255');
    const textLine = main.getByRole('link', { name: 'Text HOME to 741741' });
    await expect(textLine).toHaveAttribute('href', /^sms:741741/);
    await expect(textLine).toHaveAttribute('href', /body=HOME/);
    await expect(main.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/api/login');
  });

  test('the privacy policy has its date and a way back home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated October 10, 2025')).toBeVisible();
    await expect(page.getByText(/anonymous posts stay linked to your account for moderation/i)).toBeVisible();
    await expect(page.getByText(/within 30 days/i).first()).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).first().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();
  });

  test('the terms of service have 19 sections, the date and a way back home', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated October 10, 2025')).toBeVisible();
    const sections = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(19);
    await expect(sections.first()).toHaveText(/^1\. /);
    await expect(sections.last()).toHaveText(/^19\. /);
    await expect(page.getByText(/Space Mode/).first()).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).last().click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA answers every route; the client shows the 404 page
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();
  });

  test('signed-in pages show the landing page, messages asks to log in, staff pages go to sign-in', async ({ page }) => {
    await page.goto('/questions/new');
    await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();

    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'Please log in to view messages' })).toBeVisible();

    await page.goto('/moderation');
    await expect(page.getByRole('heading', { name: 'Sign in to MindSpace' })).toBeVisible();
  });

  test('the API answers 401 to a signed-out visitor', async ({ request }) => {
    const response = await request.get('/api/auth/user');
    expect(response.status()).toBe(401);
  });
});
