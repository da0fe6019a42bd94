/**
 * Accessibility and screenshots of every screen: Axe (WCAG 2.1 A/AA rules) must find no serious
 * or critical violation in the light and dark themes; each screen is captured in light, dark and
 * space as test-results/screens/<screen>-<theme>.png.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type DemoUser } from './support/auth';
import { authorIdOfQuestion, questionIdByTitle } from './support/data';
import { chooseTheme, settleAnimations, type ThemeName } from './support/ui';

// Themes fade colours in; with reduced motion the page is stable as soon as a theme applies.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const THEMES: ThemeName[] = ['light', 'dark', 'space'];
const AXE_THEMES = new Set<ThemeName>(['light', 'dark']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Screen = {
  name: string;
  /** Who looks at it: adam (admin: may open every screen) unless said otherwise; null = signed out. */
  user?: DemoUser | null;
  /** Opens the screen and waits until its content has loaded. */
  open: (page: Page) => Promise<void>;
};

const SCREENS: Screen[] = [
  {
    name: 'landing',
    user: null,
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Safe space for anything mental health' })).toBeVisible();
    },
  },
  {
    name: 'privacy',
    user: null,
    open: async (page) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    },
  },
  {
    name: 'terms',
    user: null,
    open: async (page) => {
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    },
  },
  {
    name: 'guidelines',
    user: null,
    open: async (page) => {
      await page.goto('/guidelines');
      await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
    },
  },
  {
    name: '404',
    user: null,
    open: async (page) => {
      await page.goto('/this-page-does-not-exist');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    },
  },
  {
    name: 'feed',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('article').nth(5)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
    },
  },
  {
    name: 'question',
    open: async (page) => {
      const title = 'Does anyone else feel like everyone would be better off without them?';
      const id = await questionIdByTitle(page, title, 'better off without them');
      await page.goto(`/questions/${id}`);
      // Show what the content warning holds back (the title too), and the comments of the first answer.
      await page.getByRole('button', { name: 'Show', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page
        .getByRole('button', { name: /^\d+ comments?$/ })
        .first()
        .click();
      await expect(page.getByRole('textbox', { name: 'Add a comment' }).first()).toBeVisible();
    },
  },
  {
    name: 'ask',
    open: async (page) => {
      await page.goto('/questions/new');
      await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Anxiety', exact: true })).toBeVisible();
      await page.getByRole('checkbox', { name: 'Add a content warning' }).check();
    },
  },
  {
    name: 'profile',
    open: async (page) => {
      // Another member's profile (Send Message, Report), with their questions listed.
      const id = await questionIdByTitle(page, 'Is this burnout, or am I just lazy?', 'burnout lazy');
      const { author } = (await (await page.request.get(`/api/questions/${id}`)).json()) as { author: { id: number } };
      await page.goto(`/profile/${author.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Carol Nguyen' })).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('a[href^="/questions/"]').first()).toBeVisible();
      await expect(
        page
          .getByRole('term')
          .filter({ hasText: /^Questions$/ })
          .locator('xpath=following-sibling::dd'),
      ).toHaveText(/\d/);
    },
  },
  {
    name: 'profile-settings',
    open: async (page) => {
      const me = (await (await page.request.get('/api/auth/user')).json()) as { id: number };
      await page.goto(`/profile/${me.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Adam Fischer' })).toBeVisible();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await expect(page.getByRole('button', { name: 'Update Name' })).toBeVisible();
    },
  },
  {
    name: 'messages',
    user: 'maya', // maya has a conversation with carol in the demo seed
    open: async (page) => {
      await page.goto('/messages');
      await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'moderation',
    open: async (page) => {
      await page.goto('/moderation');
      await expect(page.getByRole('heading', { level: 1, name: 'Moderation Dashboard' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Reports' }).getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'admin',
    open: async (page) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: /^Role for / }).first()).toBeVisible();
    },
  },
  {
    name: 'admin-topics',
    open: async (page) => {
      await page.goto('/admin');
      await page.getByRole('tab', { name: /^Topics/ }).click();
      await expect(page.getByRole('button', { name: 'Edit Anxiety' })).toBeVisible();
    },
  },
  {
    name: 'admin-ideas',
    open: async (page) => {
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Ideas' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Ideas' }).locator('ul, p').first()).toBeVisible();
    },
  },
  {
    name: 'moderation-log',
    user: 'maya',
    open: async (page) => {
      await page.goto('/moderation');
      await page.getByRole('tab', { name: 'Log' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Log' }).locator('ul, div.text-center').first()).toBeVisible();
    },
  },
  {
    name: 'member-record',
    user: 'maya',
    open: async (page) => {
      const title = 'Meditation makes my anxiety worse. Am I doing it wrong?';
      const author = await authorIdOfQuestion(page, await questionIdByTitle(page, title, 'meditation'));
      await page.goto(`/moderation/users/${author}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Sanctions' })).toBeVisible();
    },
  },
];

/** Serious and critical violations of the WCAG 2.1 A/AA rules, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} — ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
    );
}

for (const screen of SCREENS) {
  test(`${screen.name}: no serious WCAG 2.1 AA violations in light and dark; screenshots in every theme`, async ({ page }, testInfo) => {
    await page.route('https://open.spotify.com/**', (route) => route.abort());
    const user = screen.user === undefined ? 'adam' : screen.user;
    if (user) await signIn(page, user);
    await screen.open(page);

    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      await settleAnimations(page);
      if (AXE_THEMES.has(theme)) {
        const violations = await seriousViolations(page);
        expect.soft(violations, `Axe on ${screen.name} in ${theme}:\n${violations.join('\n')}`).toEqual([]);
      }
      // From the top, without the focus ring the theme menu leaves on its button.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.screenshot({
        path: path.join(testInfo.project.outputDir, 'screens', `${screen.name}-${theme}.png`),
        animations: 'disabled',
      });
    }
  });
}

/**
 * Key screens in Arabic (right to left) and German (the longest words): Axe finds no serious
 * violation there either, in the default light theme — a translated label, a mirrored layout or a lang
 * attribute can each break what the English pages pass. Staff screens are captured as
 * test-results/.../screens/<screen>-<locale>.png. adam speaks English again at the end.
 */
for (const locale of ['ar', 'de'] as const) {
  test(`landing, thread, moderation and a member record in ${locale}: no serious WCAG 2.1 AA violations`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    await page.route('https://open.spotify.com/**', (route) => route.abort());
    const check = async (name: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await settleAnimations(page);
      const violations = await seriousViolations(page);
      expect.soft(violations, `Axe on ${name} in ${locale}:\n${violations.join('\n')}`).toEqual([]);
      await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens', `${name}-${locale}.png`), fullPage: true });
    };

    // A visitor whose browser asks for the language.
    const visitor = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale,
      extraHTTPHeaders: { 'accept-language': locale },
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.locator('html')).toHaveAttribute('lang', locale);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    const landing = await seriousViolations(visitorPage);
    expect.soft(landing, `Axe on the landing page in ${locale}:\n${landing.join('\n')}`).toEqual([]);
    await visitorPage.screenshot({ path: path.join(testInfo.project.outputDir, 'screens', `landing-${locale}.png`) });
    await visitor.close();

    // adam (an admin) with the language as his setting.
    await signIn(page, 'adam');
    const setLocale = (value: string | null) =>
      page.request.patch('/api/users/me/settings', { data: { locale: value }, headers: { origin: new URL(page.url()).origin } });
    expect((await setLocale(locale)).ok()).toBe(true);
    try {
      const title = 'Does anyone else feel like everyone would be better off without them?';
      const id = await questionIdByTitle(page, title, 'better off without them');
      await page.goto(`/questions/${id}`);
      // Its title is behind a content warning; the answers below are not.
      await expect(page.getByRole('article').nth(1)).toBeVisible();
      await check('question');

      await page.goto('/moderation');
      await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
      await check('moderation');

      const record = await page.locator('a[href^="/moderation/users/"]').first().getAttribute('href');
      await page.goto(record ?? '/moderation');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await check('member-record');
    } finally {
      expect((await setLocale(null)).ok()).toBe(true);
    }
  });
}
