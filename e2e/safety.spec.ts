/**
 * Crisis care and the risk-first queue, and the community guidelines page:
 * the guidelines are open to everyone and linked from the feed; a message with crisis
 * language is sent as usual and opens the support panel for its writer; the moderator finds
 * MindSpace Safety's report among the urgent cards at the top of the queue.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { postFromPage } from './support/data';
import { newSignedInPage, signIn } from './support/auth';
import { unique } from './support/ui';

const shot = (name: string) => path.join('test-results', 'screens', `${name}.png`);

/**
 * Opens the page's conversation with Bob, a member: the newest conversation may be the Safety
 * Team's check-in (safety-team.spec.ts), whose replies go to a card of their own.
 */
async function openConversationWithBob(browser: Browser, page: Page): Promise<void> {
  const bob = await newSignedInPage(browser, 'bob');
  await bob.context.close();
  const { id } = await postFromPage<{ id: number }>(page, `/api/conversations/direct/${bob.me.id}`, {});
  await page.goto(`/messages?conversation=${id}`);
}

test('the community guidelines are open to everyone, from the footer, with help first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community Guidelines' }).click();
  await expect(page).toHaveURL('/guidelines');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
  const help = page.getByRole('complementary', { name: 'If you need help now' });
  await expect(help.getByRole('link', { name: '988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(help.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByRole('heading', { level: 2, name: '4. Talking about suicide and self-harm' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).first().click();
  await expect(page).toHaveURL('/');
});

test('the guidelines card on the feed links to the full guidelines', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('link', { name: 'Read the full guidelines' }).click();
  await expect(page).toHaveURL('/guidelines');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
});

test('a message with crisis language is sent, its writer is offered support, and a moderator sees it urgent', async ({ page, browser }) => {
  test.slow(); // two people in two browsers
  const text = unique('Some nights I want to disappear forever.');
  const alice = await newSignedInPage(browser, 'alice');
  try {
    await openConversationWithBob(browser, alice.page);
    const box = alice.page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    // The draft check (shared lexicon) is gentle and never stops sending.
    await expect(alice.page.getByRole('note')).toContainText('You can still post');
    await alice.page.getByRole('button', { name: 'Send' }).click();
    await expect(box).toHaveValue('');
    await expect(alice.page.getByRole('log').getByRole('listitem').last()).toContainText(text);

    const panel = alice.page.getByRole('complementary', { name: "You don't have to carry this alone" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: '988', exact: true })).toHaveAttribute('href', 'tel:988');
    await alice.page.screenshot({ path: shot('crisis-support-panel-light') });
    // It stays out of the way: the page behind it still works, and it closes.
    await expect(box).toBeEnabled();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  } finally {
    await alice.context.close();
  }

  await signIn(page, 'maya');
  await page.goto('/moderation');
  const cards = page.getByRole('list', { name: 'Reports' }).getByRole('article');
  await expect(cards.first()).toContainText('Urgent: someone may be at risk.');
  const safety = cards.filter({ hasText: text });
  await expect(safety).toContainText('Reported by MindSpace Safety');
  await expect(safety).toContainText('Urgent: someone may be at risk.');
  // Every urgent card comes before every other pending card (reviewed cards follow the pending ones).
  const priorities = await cards.evaluateAll((els) =>
    els.filter((e) => e.getAttribute('data-status') === 'pending').map((e) => e.getAttribute('data-priority')),
  );
  const firstOther = priorities.findIndex((p) => p !== 'urgent');
  expect(priorities.slice(firstOther).includes('urgent')).toBe(false);
  await page.screenshot({ path: shot('moderation-urgent-light'), fullPage: false });
});

test('a crisis message in Spanish or Arabic offers its writer support as in English; an idiom about dying does not', async ({
  browser,
}) => {
  test.slow();
  const alice = await newSignedInPage(browser, 'alice');
  try {
    await openConversationWithBob(browser, alice.page);
    const box = alice.page.getByRole('textbox', { name: 'Message' });
    const panel = alice.page.getByRole('complementary', { name: "You don't have to carry this alone" });
    // An idiom: no draft note, and no panel once sent.
    const idiom = unique('Me muero de risa con este vídeo.');
    await box.fill(idiom);
    await expect(alice.page.getByRole('note')).toBeHidden();
    await alice.page.getByRole('button', { name: 'Send' }).click();
    await expect(alice.page.getByRole('log').getByRole('listitem').last()).toContainText(idiom);
    await expect(panel).toBeHidden();

    for (const sentence of ['Ya no quiero vivir más.', 'أريد أن أموت.']) {
      const text = unique(sentence);
      await box.fill(text);
      await expect(alice.page.getByRole('note')).toContainText('You can still post');
      await alice.page.getByRole('button', { name: 'Send' }).click();
      await expect(alice.page.getByRole('log').getByRole('listitem').last()).toContainText(text);
      await expect(panel).toBeVisible();
      await alice.page.screenshot({ path: shot(`crisis-support-panel-${sentence.startsWith('Ya') ? 'es' : 'ar'}`) });
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
    }
  } finally {
    await alice.context.close();
  }
});

test('on the messages page the support panel sits above the composer, never over Send, on a phone and on a desktop', async ({
  browser,
}) => {
  test.slow(); // two screen sizes, one sign-in each
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const alice = await newSignedInPage(browser, 'alice');
    try {
      await alice.page.setViewportSize(viewport);
      const conversations = (await (await alice.page.request.get('/api/conversations')).json()) as { id: number }[];
      expect(conversations.length, 'alice has a conversation in the demo').toBeGreaterThan(0);
      await alice.page.goto(`/messages?conversation=${conversations[0].id}`);
      const box = alice.page.getByRole('textbox', { name: 'Message' });
      const send = alice.page.getByRole('button', { name: 'Send' });
      await box.fill(unique('I keep thinking about ending my life.'));
      await send.click();
      await expect(box).toHaveValue('');

      const panel = alice.page.getByRole('complementary', { name: "You don't have to carry this alone" });
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('data-placement', 'inline');
      const [p, b, t] = [await panel.boundingBox(), await send.boundingBox(), await box.boundingBox()];
      expect(p && b && t).toBeTruthy();
      // The panel ends above the composer: neither the box nor Send is under it.
      expect(p!.y + p!.height).toBeLessThanOrEqual(Math.min(b!.y, t!.y));
      await expect(send).toBeInViewport();
      await alice.page.screenshot({ path: shot(`messages-crisis-panel-${label}`) });

      // Writing goes on while it shows: a real click on Send (Playwright checks nothing covers it).
      await box.fill('Thank you, I will call them.');
      await send.click();
      await expect(box).toHaveValue('');
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
    } finally {
      await alice.context.close();
    }
  }
});

// The app's service worker would answer the failed downloads from its precache: this test is about
// a browser where the code is not there (no worker yet, or a new release), so the worker is blocked.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });
  test("code that cannot be downloaded never blanks a page, and 'Need help now?' still opens the crisis services", async ({ page }) => {
    // The visitor's lazy file (theme switch, toasts, the crisis dialog) fails, as on a dropped
    // connection or in a tab left open across a new release.
    await page.route(/\/assets\/signed-out-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const help = page.getByRole('button', { name: 'Need help now?' });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Need help now?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '988', exact: true })).toHaveAttribute('href', 'tel:988');
    await page.screenshot({ path: shot('crisis-dialog-without-its-code') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();

    // A member whose signed-in shell cannot be downloaded is told so, with Reload and help at hand.
    await page.unroute(/\/assets\/signed-out-[\w-]+\.js$/);
    await signIn(page, 'alice');
    await page.route(/\/assets\/member-[\w-]+\.js$/, (route) => route.abort());
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.screenshot({ path: shot('page-without-its-code') });
    await alert.getByRole('button', { name: 'Need help now?' }).click();
    await expect(page.getByRole('dialog', { name: 'Need help now?' })).toContainText('741741');
  });
});
