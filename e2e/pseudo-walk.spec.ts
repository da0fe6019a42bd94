/**
 * The pseudo-locale walk (decision 0091): the pseudo build
 * (`npm run build:pseudo`: every catalog message in FormatJS's `en-XA`, accented and about 30%
 * longer) is walked through every screen — signed out, member, moderator, admin, a newcomer's
 * onboarding, with dialogs and menus opened — and fails on any text a person would meet that did
 * not come from the catalogs, and on any control whose longer words no longer fit.
 * Runs as the `pseudo` project against its own server (playwright.config.ts); screenshots go to
 * test-results/pseudo/<step>.png and every finding to test-results/pseudo/findings-<test>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { problemsOnPage, pseudo, userContent, type Problems } from './support/pseudo';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

let content = userContent();

/**
 * What the server says in words in a pseudo build is English (the pseudo-locale is the web
 * client's only; the server catalogs have their own checks): the demo seed's notifications.
 */
const SERVER_WORDS = /^(\w+ (commented on your answer to|answered your question) ".*"|Welcome to MindSpace! .*)$/;
/** The findings of the running test, by step. */
const findings: Record<string, Problems> = {};

/** Checks the page as it is now; keeps a screenshot and the findings under the step's name. */
async function look(page: Page, step: string) {
  // Loaders and lazy parts settle; the check reads the page as a person sees it then.
  await page.waitForLoadState('load');
  await expect(page.locator('[role="status"][aria-label], .animate-pulse'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
  mkdirSync('test-results/pseudo', { recursive: true });
  await page.screenshot({ path: `test-results/pseudo/${step}.png`, fullPage: true });
  const found = await problemsOnPage(page, content);
  findings[step] = { ...found, untranslated: found.untranslated.filter((text) => !SERVER_WORDS.test(text)) };
}

/** Signs in through the demo provider's form (not the web client: English) and lands on `/`. */
async function signIn(page: Page, username: string) {
  await page.context().clearCookies();
  await page.goto('/api/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
}

/** Closes the welcome dialog of a member without a status, when it shows. */
async function dismissWelcome(page: Page) {
  const notNow = page.getByRole('button', { name: await pseudo('status.welcome.notNow') });
  if (await notNow.isVisible({ timeout: 3_000 }).catch(() => false)) await notNow.click();
}

/** Opens each tab of the page's first tab list in turn, looking at each. */
async function eachTab(page: Page, step: string) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await look(page, `${step}-tab${i + 1}`);
  }
}

test('signed out: landing, the crisis dialog, the public pages, 404', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(await pseudo('landing.title'));
  await look(page, 'visitor-landing');
  await page
    .getByRole('button', { name: await pseudo('crisis.button') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await look(page, 'visitor-crisis-dialog');
  await page.keyboard.press('Escape');
  for (const path of ['/privacy', '/terms', '/guidelines', '/no-such-page']) {
    await page.goto(path);
    await look(page, `visitor${path.replace(/\//g, '-')}`);
  }
});

test('a newcomer: the onboarding screens', async ({ page }) => {
  await signIn(page, 'newbie');
  await expect(page.getByLabel(await pseudo('age.month'))).toBeVisible();
  await look(page, 'newcomer-onboarding');
});

test('a member: feed, thread, ask, profile and settings, messages, menus and dialogs', async ({ page }) => {
  test.slow();
  await signIn(page, 'carol');
  await dismissWelcome(page);
  await look(page, 'member-feed');
  await page
    .getByRole('banner')
    .getByRole('button', { name: await pseudo('shell.accountMenu') })
    .click();
  await look(page, 'member-account-menu');
  await page.keyboard.press('Escape');
  const bell = (await pseudo('notifications.bell', { count: 0 })).replace(/[[\]]/g, '');
  await page.getByRole('banner').getByRole('button', { name: bell }).first().click();
  await look(page, 'member-notifications');
  await page.keyboard.press('Escape');

  await page.locator('main a[href^="/questions/"]').first().click();
  await page.waitForURL(/\/questions\/\d+/);
  await look(page, 'member-thread');
  await page
    .getByRole('button', { name: await pseudo('report.button') })
    .first()
    .click();
  await look(page, 'member-report-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/ask');
  await look(page, 'member-ask');
  await page.goto('/messages');
  await look(page, 'member-messages');
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.goto(`/profile/${me.id}`);
  await look(page, 'member-profile');
  await eachTab(page, 'member-profile');
});

test('a moderator: the dashboard, its tabs, a report dialog and a member record', async ({ page }) => {
  await signIn(page, 'maya');
  await dismissWelcome(page);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await pseudo('moderation.title'));
  await look(page, 'moderator-dashboard');
  await page
    .getByRole('button', { name: await pseudo('moderation.review.resolve') })
    .first()
    .click();
  await look(page, 'moderator-resolve-dialog');
  await page.keyboard.press('Escape');
  const record = page.getByRole('link', { name: await pseudo('moderation.card.memberRecord') }).first();
  const href = await record.getAttribute('href');
  await eachTab(page, 'moderator-dashboard');
  await page.goto(href ?? '/moderation');
  await look(page, 'moderator-member-record');
});

test('an admin: the dashboard, its tabs and the topic dialogs', async ({ page }) => {
  await signIn(page, 'adam');
  await dismissWelcome(page);
  // The members' names, the pseudonyms the server made for newcomers included, are user content.
  const users = await (await page.request.get('/api/admin/users?limit=100')).json();
  content = userContent(
    JSON.stringify(users)
      .match(/"(firstName|lastName)":"[^"]+"/g)
      ?.map((m) => m.split(':"')[1].slice(0, -1)) ?? [],
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await pseudo('admin.title'));
  await look(page, 'admin-dashboard');
  await eachTab(page, 'admin-dashboard');
  await page.getByRole('tablist').first().getByRole('tab').nth(1).click();
  await page.getByRole('button', { name: await pseudo('admin.topics.editNamed', { name: 'Anxiety' }) }).click();
  await look(page, 'admin-edit-topic-dialog');
});

test.afterEach(() => {
  const testInfo = test.info();
  const steps = Object.entries(findings);
  // One file per test: a failed test's worker is replaced, and with it what it remembered.
  mkdirSync('test-results/pseudo', { recursive: true });
  writeFileSync(
    `test-results/pseudo/findings-${testInfo.title.split(':')[0].replace(/\W+/g, '-')}.json`,
    `${JSON.stringify(findings, null, 2)}\n`,
  );
  const untranslated = steps.flatMap(([step, p]) => p.untranslated.map((t) => `${step}: ${t}`));
  const clipped = steps.flatMap(([step, p]) => p.clipped.map((t) => `${step}: ${t}`));
  for (const step of Object.keys(findings)) delete findings[step];
  expect.soft(untranslated, 'words that did not come from the catalogs').toEqual([]);
  expect.soft(clipped, 'controls whose words do not fit').toEqual([]);
});
