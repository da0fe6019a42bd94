/**
 * Crisis lines for the person's country: a visitor gets the lines of
 * their browser's region (en-GB → GB) on the prerendered landing page and in 'Need help now?', can
 * choose another country under 'Not in {country}?' (kept in the browser); an en-US visitor sees
 * the spec's lines word for word; a member's country setting decides their dialog. Screenshots of
 * the landing page and the dialog in es and ar go to the test's output folder. Relies on the demo
 * user maya, whose country setting it sets and clears again.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/auth';

/** Opens 'Need help now?' (its name in the page's language) and returns the dialog. */
async function openCrisisDialog(page: Page, button = 'Need help now?') {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves a screenshot under the test's output folder (the landing page whole). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name.startsWith('landing') });
}

/** Collects the page's console errors (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a browser in the United Kingdom (en-GB)', () => {
  test.use({ locale: 'en-GB' });

  test("paints the landing page with the UK's lines, and another country chosen under 'Not in United Kingdom?' stays chosen", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    // The lines are in the page as sent: no JavaScript needed to read them.
    const sent = await (await page.request.get('/', { headers: { 'accept-language': 'en-GB' } })).text();
    expect(sent).toContain('Samaritans');
    expect(sent).toContain('116 123');
    expect(sent).not.toContain('988 Suicide');

    await page.goto('/');
    const crisis = page.getByRole('region', { name: 'In crisis? Help is available now' });
    await expect(crisis.getByRole('link', { name: '116 123' }).first()).toHaveAttribute('href', 'tel:116123');
    await expect(crisis.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    await expect(crisis).not.toContainText('988');

    await crisis.getByRole('button', { name: 'Not in United Kingdom?' }).click();
    await crisis.getByLabel('Your country').selectOption({ label: 'Ireland' });
    await expect(crisis).toContainText('Pieta');
    await expect(crisis.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(crisis.getByRole('button', { name: 'Not in Ireland?' })).toBeVisible();

    // The dialog follows, and the choice outlives a reload.
    const dialog = await openCrisisDialog(page);
    await expect(dialog).toContainText('Pieta');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(crisis).toContainText('Pieta');
    expect(errors).toEqual([]);
  });
});

test.describe('a browser in the United States (en-US)', () => {
  test.use({ locale: 'en-US' });

  test("gets the spec's lines word for word: 988, also given as 1-800-273-8255; text HOME to 741741; 911", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    const crisis = page.getByRole('region', { name: 'In crisis? Help is available now' });
    await expect(crisis).toContainText('988 Suicide & Crisis Lifeline');
    await expect(crisis).toContainText('Call or text 988, also given as 1-800-273-8255.');
    await expect(crisis).toContainText('Text HOME to 741741.');
    await expect(crisis).toContainText('If you or someone else is in immediate danger, call 911.');
    await expect(crisis.getByRole('link', { name: '988', exact: true })).toHaveAttribute('href', 'tel:988');
    await expect(crisis.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    await expect(crisis.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
    await expect(crisis.getByRole('button', { name: 'Not in United States?' })).toBeVisible();
    const dialog = await openCrisisDialog(page);
    await expect(dialog).toContainText('Call or text 988, also given as 1-800-273-8255.');
    expect(errors).toEqual([]);
  });
});

test("a member's country setting decides the lines in their dialog", async ({ page }) => {
  const me = await signIn(page, 'maya');
  await page.goto(`/profile/${me.id}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.locator('[data-slot="card"]').filter({ hasText: 'Your country' }).first();
  await card.getByLabel('Your country').selectOption({ label: 'Germany' });
  await expect(page.getByText('Country saved').first()).toBeVisible();

  const dialog = await openCrisisDialog(page);
  await expect(dialog).toContainText('TelefonSeelsorge');
  await expect(dialog.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(dialog).not.toContainText('988');
  await page.screenshot({ path: test.info().outputPath('member-dialog-de-lines.png') });

  // Chosen in the dialog, it is the member's setting.
  await dialog.getByRole('button', { name: 'Not in Germany?' }).click();
  await dialog.getByLabel('Your country').selectOption({ label: 'Brazil' });
  await expect(dialog).toContainText('CVV');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  const settings = await page.evaluate(async () => (await fetch('/api/users/me/settings')).json());
  expect(settings.country).toBe('BR');
  // Back as the seed has it, for other specs.
  await page.evaluate(() =>
    fetch('/api/users/me/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"country":null}' }),
  );
});

test.describe('a Spanish browser in Spain (es-ES)', () => {
  test.use({ locale: 'es-ES' });

  test('gets the landing page painted in Spanish with the lines of Spain', async ({ page }, testInfo) => {
    const errors = consoleErrors(page);
    const sent = await (await page.request.get('/', { headers: { 'accept-language': 'es-ES' } })).text();
    expect(sent).toContain('Un espacio seguro');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Un espacio seguro para todo lo que tenga que ver con la salud mental',
    );
    const crisis = page.getByRole('region', { name: '¿Estás en crisis? Hay ayuda disponible ahora' });
    await expect(crisis.getByRole('link', { name: '024' })).toHaveAttribute('href', 'tel:024');
    await expect(crisis.getByRole('button', { name: '¿No estás en España?' })).toBeVisible();
    await shoot(page, testInfo, 'landing-es');
    const dialog = await openCrisisDialog(page, '¿Necesitas ayuda ahora?');
    await expect(dialog.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await shoot(page, testInfo, 'crisis-es');
    expect(errors).toEqual([]);
  });
});

test.describe('an Arabic browser in Egypt (ar-EG)', () => {
  test.use({ locale: 'ar-EG' });

  test('gets the landing page right to left with the lines of Egypt, the numbers left to right', async ({ page }, testInfo) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const crisis = page.getByRole('region', { name: 'هل تمر بأزمة؟ المساعدة متاحة الآن' });
    await expect(crisis.getByRole('link', { name: '123', exact: true })).toHaveAttribute('dir', 'ltr');
    await expect(crisis.getByRole('button', { name: 'لست في مصر؟' })).toBeVisible();
    await shoot(page, testInfo, 'landing-ar');
    const dialog = await openCrisisDialog(page, 'هل تحتاج إلى مساعدة الآن؟');
    await expect(dialog.getByRole('link', { name: '0800 888 0700' })).toHaveAttribute('href', 'tel:08008880700');
    await shoot(page, testInfo, 'crisis-ar');
    expect(errors).toEqual([]);
  });
});
