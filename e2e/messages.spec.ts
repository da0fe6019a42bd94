/** Direct messages (spec §2 Messages, §5): alice writes to bob from his profile; bob reads it. */
import { expect, test, type Page } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { unique } from './support/ui';

/** Opens bob's profile through the UI: search his question, then his name on it. */
async function openBobsProfile(page: Page) {
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('decompress');
  await page.getByRole('link', { name: 'How do you find time to decompress as a parent of little kids?' }).click();
  await page
    .getByRole('article')
    .getByRole('link', { name: /Bob Okafor/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Okafor' })).toBeVisible();
}

test('Send Message from a profile, then the other person sees it unread and opens it', async ({ page, browser }) => {
  test.slow(); // two people in two browsers
  const liveEvents = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await signIn(page, 'alice');
  await openBobsProfile(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversationId = new URL(page.url()).searchParams.get('conversation');

  const conversation = page.getByRole('region', { name: 'Conversation with Bob Okafor' });
  await expect(conversation).toBeVisible();
  // The seeded conversation: oldest first, own messages on the right.
  const log = conversation.getByRole('log');
  await expect(log.getByRole('listitem').first()).toContainText('I saw your exam question');

  const text = unique('Thanks Bob, the exam went fine!');
  const box = conversation.getByRole('textbox', { name: 'Message' });
  await expect(conversation.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill(text);
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  const sent = log.getByRole('listitem').last();
  await expect(sent).toContainText(text);
  await expect(sent).toHaveAttribute('data-own', 'true');
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Bob Okafor/ })).toContainText(`You: ${text}`);

  expect((await liveEvents).status()).toBe(200); // alice's live-events stream is open

  // Bob: an unread badge on Messages, which opening the conversation clears.
  const bob = await newSignedInPage(browser, 'bob');
  try {
    const nav = bob.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Messages/ });
    await expect(nav).toHaveAccessibleName(/Messages\s*,\s*\d+ unread/);
    await nav.click();
    await expect(bob.page).toHaveURL('/messages');
    // With no conversation in the URL the newest one is selected (spec §2) — alice's — and
    // opening it reads it, so its unread badge clears.
    const item = bob.page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: text });
    await expect(item).toHaveAttribute('href', `/messages?conversation=${conversationId}`);
    await expect(item).toHaveAttribute('aria-current', 'true');
    const bobLog = bob.page.getByRole('log');
    await expect(bobLog.getByRole('listitem').last()).toContainText(text);
    await expect(bobLog.getByRole('listitem').last()).not.toHaveAttribute('data-own', 'true');
    await expect(item).not.toHaveAccessibleName(/unread/);
    await expect(nav).not.toHaveAccessibleName(/unread/);

    // Bob answers (Enter sends); alice's open conversation shows it live, without a reload.
    const reply = unique('So glad to hear it!');
    await bob.page.getByRole('textbox', { name: 'Message' }).fill(reply);
    await bob.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(bobLog.getByRole('listitem').last()).toContainText(reply);
    await expect(log.getByRole('listitem').last()).toContainText(reply);
  } finally {
    await bob.context.close();
  }
});

test('messages empty states for someone without conversations', async ({ page }) => {
  await signIn(page, 'adam'); // adam has no conversations in the demo seed
  await page.goto('/messages');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByText('Start a conversation from a user profile')).toBeVisible();
  await expect(page.getByText('Select a conversation to start messaging')).toBeVisible();
});
