/**
 * A member's own language on their own screens: alice chooses Arabic, then German, in
 * her settings; her settings and her messages come in that language, Arabic right to left, and
 * no long German word pushes the page wider than the screen. Screenshots go to the test's output
 * folder. Alice speaks English again at the end, as the other specs expect.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/auth';
import { chooseLanguage } from './support/languages';

/** The page is no wider than the window (a long word or a mirrored margin would scroll it sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name.startsWith('settings') });
}

const WORDS = {
  ar: { dir: 'rtl', settings: 'الإعدادات', updateName: 'تحديث الاسم', conversations: 'المحادثات', placeholder: 'اكتب رسالة...' },
  de: {
    dir: 'ltr',
    settings: 'Einstellungen',
    updateName: 'Namen ändern',
    conversations: 'Unterhaltungen',
    placeholder: 'Nachricht schreiben...',
  },
} as const;

for (const locale of ['ar', 'de'] as const) {
  test(`settings and messages in ${locale}`, async ({ page }, testInfo) => {
    const me = await signIn(page, 'alice');
    await chooseLanguage(page, locale);
    try {
      const words = WORDS[locale];
      await page.goto(`/profile/${me.id}?tab=settings`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
      await expect(page.getByRole('tab', { name: words.settings })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: words.updateName })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, `settings-${locale}`);

      await page.goto('/messages');
      await expect(page.getByRole('heading', { name: words.conversations })).toBeVisible();
      await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveAttribute('placeholder', words.placeholder);
      await expectNoSidewaysScroll(page);
      await shoot(page, testInfo, `messages-${locale}`);
    } finally {
      await chooseLanguage(page, null);
    }
  });
}
