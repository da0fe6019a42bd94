/**
 * Asking, a post's menu and the topics page in a member's language: alice chooses
 * Arabic, then German, in her settings; the ask page, a thread with its '…' menu open and /topics
 * come in that language, Arabic right to left, no button clips its words and no long German word
 * pushes the page wider than the screen. Screenshots go to the test's output folder. Alice speaks
 * English again at the end, as the other specs expect.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/auth';
import { chooseLanguage } from './support/languages';
import { postFromPage } from './support/data';

/**
 * Nothing is cut off: the page is no wider than the window, and no visible button or menu entry
 * holds more than it shows.
 */
async function expectNothingClipped(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push('page scrolls sideways');
    for (const element of document.querySelectorAll<HTMLElement>('button, [role="menuitem"], a[data-slot="button"]')) {
      if (!element.offsetParent) continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
        found.push(`clipped: ${element.textContent?.trim() || element.getAttribute('aria-label')}`);
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

const WORDS = {
  ar: {
    dir: 'rtl',
    ask: 'اطرح سؤالًا',
    submit: 'نشر السؤال',
    guidelines: 'قبل أن تنشر',
    actions: 'إجراءات السؤال',
    delete: 'حذف',
    topics: 'كل المواضيع',
  },
  de: {
    dir: 'ltr',
    ask: 'Frage stellen',
    submit: 'Frage veröffentlichen',
    guidelines: 'Bevor du postest',
    actions: 'Aktionen zur Frage',
    delete: 'Löschen',
    topics: 'Alle Themen',
  },
} as const;

for (const locale of ['ar', 'de'] as const) {
  test(`the ask page, a thread's menu and the topics in ${locale}`, async ({ page }, testInfo) => {
    // Three pages, two dialogs and a question of its own: more than one page's budget.
    test.slow();
    await signIn(page, 'alice');
    await chooseLanguage(page, locale);
    try {
      const words = WORDS[locale];
      await page.goto('/questions/new');
      await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
      await expect(page.getByRole('heading', { level: 1, name: words.ask })).toBeVisible();
      await expect(page.getByText(words.guidelines)).toBeVisible();
      await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
      await expectNothingClipped(page);
      await shoot(page, testInfo, `ask-${locale}`);

      // A question of alice's own: its menu holds Edit and Delete.
      const topics = (await (await page.request.get('/api/topics')).json()) as { id: number; parentId: number | null }[];
      const { id } = await postFromPage<{ id: number }>(page, '/api/questions', {
        title: `Schlaflose Nächte (${locale})`,
        content: 'Wie geht ihr mit schlaflosen Nächten um?',
        topicIds: [topics.find((t) => t.parentId === null)!.id],
      });
      await page.goto(`/questions/${id}`);
      await page.getByRole('button', { name: words.actions }).first().click();
      await expect(page.getByRole('menuitem', { name: words.delete })).toBeVisible();
      await expectNothingClipped(page);
      await shoot(page, testInfo, `thread-menu-${locale}`);
      await page.getByRole('menuitem', { name: words.delete }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNothingClipped(page);
      await shoot(page, testInfo, `thread-delete-${locale}`);
      await page.keyboard.press('Escape');

      await page.goto('/topics');
      await expect(page.getByRole('heading', { level: 1, name: words.topics })).toBeVisible();
      await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
      await expectNothingClipped(page);
      await shoot(page, testInfo, `topics-${locale}`);
    } finally {
      await chooseLanguage(page, null);
    }
  });
}
