/**
 * Languages: a visitor gets the best match of their browser's languages,
 * can switch from the footer (kept in the browser), and Arabic reads right to left. Screenshots of
 * the landing page and the 'Need help now?' dialog go to the test's output folder.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/auth';

/** Opens 'Need help now?' and returns the dialog. */
async function openCrisisDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves a full-page screenshot under the test's output folder. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name.startsWith('landing') });
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('gets the landing page and the crisis dialog in Spanish', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Un espacio seguro para todo lo que tenga que ver con la salud mental',
    );
    await expect(page.getByRole('link', { name: 'Inicia sesión para empezar' })).toBeVisible();
    await shoot(page, testInfo, 'landing-es');
    const dialog = await openCrisisDialog(page, '¿Necesitas ayuda ahora?');
    await expect(dialog).toContainText('Mereces apoyo ahora mismo.');
    // The lines of Mexico, the country of the browser's es-MX.
    await expect(dialog).toContainText('Línea de la Vida');
    await expect(dialog.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
    await shoot(page, testInfo, 'crisis-es');
  });
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });

  test('gets the pages right to left, the numbers still left to right', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مساحة آمنة لكل ما يخص الصحة النفسية');
    await shoot(page, testInfo, 'landing-ar');
    const dialog = await openCrisisDialog(page, 'هل تحتاج إلى مساعدة الآن؟');
    // The lines of Egypt, the country of the browser's ar-EG.
    await expect(dialog.getByRole('link', { name: '0800 888 0700' })).toHaveAttribute('dir', 'ltr');
    await shoot(page, testInfo, 'crisis-ar');
  });
});

test('the footer switches the language and the browser remembers it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe space for anything mental health');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein sicherer Ort für alles rund um psychische Gesundheit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein sicherer Ort für alles rund um psychische Gesundheit');
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe space for anything mental health');
});

test('the landing page downloads only the first part of its words, a member’s page the rest', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe space for anything mental health');
  await page.waitForLoadState('networkidle');
  const landing = scripts.join('\n');
  // A landing page word is there; a word of a member's page (the language setting) is not.
  expect(landing).toContain('Sign in to get started');
  expect(landing).not.toContain('The language MindSpace uses for you');
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  expect(scripts.join('\n')).toContain('The language MindSpace uses for you');
});

test.describe('a member reading in Spanish and in Arabic', () => {
  for (const { locale, trending, answers, dir } of [
    { locale: 'es', trending: 'Tendencias', answers: /^\d+ respuestas?$/, dir: 'ltr' },
    { locale: 'ar', trending: 'الرائجة', answers: /إجاب/, dir: 'rtl' },
  ]) {
    test(`reads the feed and a thread in ${locale}`, async ({ page }, testInfo) => {
      await signIn(page, 'carol');
      // A visitor's footer choice stands until the member chooses in Settings.
      await page.evaluate((chosen) => localStorage.setItem('mindspace-locale', chosen), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('tab', { name: trending })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, testInfo, `feed-${locale}`);
      await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
      await expect(page.locator('#answers-heading')).toHaveText(answers);
      await shoot(page, testInfo, `thread-${locale}`);
      await page.evaluate(() => localStorage.removeItem('mindspace-locale'));
    });
  }
});
