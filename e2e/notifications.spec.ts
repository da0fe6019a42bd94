/**
 * Notifications (spec §2 popover, §4): bob answers alice's question in another browser; alice
 * sees it arrive live (server-sent events), finds it in the bell popover, and 'Mark all read'
 * clears the unread badge.
 */
import { expect, test, type Page } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { unique } from './support/ui';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('an answer notifies the asker; Mark all read clears the badge', async ({ page, browser }) => {
  test.slow(); // two people in two browsers
  const liveEvents = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await signIn(page, 'alice');
  // Alice's own question from the demo seed.
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('antidepressants');
  await page.getByRole('link', { name: 'Nervous about starting antidepressants' }).click();
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  const questionUrl = new URL(page.url()).pathname;
  expect((await liveEvents).status()).toBe(200); // alice's live-events stream is open
  const { unreadCount: unreadBefore } = (await (await page.request.get('/api/notifications')).json()) as { unreadCount: number };
  const answer = unique('Side effects are worth asking your doctor about, and you can always stop with their help.');

  const bob = await newSignedInPage(browser, 'bob');
  try {
    await bob.page.goto(questionUrl);
    await bob.page.getByLabel('Your Answer').fill(answer);
    await bob.page.getByRole('button', { name: 'Post Answer' }).click();
    await expect(bob.page.getByRole('article').filter({ hasText: answer })).toBeVisible();
  } finally {
    await bob.context.close();
  }

  // Live, without a reload: the new answer on the open question, and one more unread notification.
  await expect(page.getByRole('article').filter({ hasText: answer })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  await bell(page).click();
  const popover = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(popover).toBeVisible();
  const item = popover.getByRole('button', { name: /Bob answered your question "Nervous about starting antidepressants"/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('(unread)');

  await popover.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(popover.getByText('(unread)')).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  // Clicking a notification closes the popover and opens what it is about.
  await item.click();
  await expect(popover).toBeHidden();
  await expect(page).toHaveURL(questionUrl);

  // Read stays read after a reload.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('clicking an unread notification marks it read', async ({ page }) => {
  await signIn(page, 'carol'); // carol has unread notifications in the demo seed
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = Number((await bell(page).textContent())?.match(/(\d+) unread/)?.[1]);
  await bell(page).click();
  const popover = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await popover
    .getByRole('button', { name: /\(unread\)$/ })
    .first()
    .click();
  await expect(popover).toBeHidden();
  if (unread > 1) await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
  else await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('an empty list says No notifications yet', async ({ page }) => {
  // Every demo account has at least the welcome notification, so the empty list is served here.
  await page.route('**/api/notifications', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { items: [], nextCursor: null, unreadCount: 0 } }) : route.fallback(),
  );
  await signIn(page, 'adam');
  await bell(page).click();
  const popover = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(popover.getByText('No notifications yet')).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});
