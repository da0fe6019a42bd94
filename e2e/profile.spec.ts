/**
 * Status and name (spec §2 status dialog and Profile, §4, §5, §9): alice has no status in the
 * demo seed, so the 'Welcome to MindSpace!' dialog opens for her. Only this file changes alice's
 * status and name; the name change keeps her first name, so other specs are not affected.
 */
import { expect, test } from '@playwright/test';
import { currentUser, signIn } from './support/auth';
import { expectToast } from './support/ui';

/** The server's wording of a date (en-US long, UTC), as in its 'You can change ... again on' message. */
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

test.describe.configure({ mode: 'serial' });

test('the welcome dialog asks for a status; healing needs a situation', async ({ page }) => {
  const me = await signIn(page, 'alice', { welcome: 'keep' });
  expect(me.status, 'the seed leaves alice without a status').toBeNull();

  const dialog = page.getByRole('dialog', { name: 'Welcome to MindSpace!' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Set status' });

  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a status');

  await dialog.getByRole('radio', { name: /^Healing/ }).check();
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText("Please select what you're going through");

  await dialog.getByLabel('What are you going through?').selectOption('Feeling anxious');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await save.click();
  await expectToast(page, 'Status updated', 'Your status has been set successfully');
  await expect(dialog).toBeHidden();

  const after = await currentUser(page);
  expect(after.status).toBe('healing');

  // Set once: no dialog on the next visit.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).nth(3)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('own profile: Settings updates the name once, then the server refuses until the date it gives', async ({ page }) => {
  const me = await signIn(page, 'alice');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(`/profile/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Morgan' })).toBeVisible();
  await expect(page.getByText('Healing', { exact: true }).first()).toBeVisible();
  // No 'Send Message' on your own profile; the Settings tab is there.
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Questions \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Answers \(\d+\)$/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const nameCard = page.locator('[data-slot="card"]').filter({ hasText: 'Update Name' }).first();
  await expect(nameCard.getByText(/change your name once every 30 days/)).toBeVisible();
  await nameCard.getByLabel('Last name').fill('Morgan-Reyes');
  await nameCard.getByRole('button', { name: 'Update Name' }).click();
  await expectToast(page, 'Name updated successfully');
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Morgan-Reyes' })).toBeVisible();

  const { nextNameChangeAt } = await currentUser(page);
  expect(nextNameChangeAt).toBeTruthy();
  const allowedOn = longDate(nextNameChangeAt!);

  // A second change within 30 days: the server's message says when it is allowed.
  await nameCard.getByLabel('Last name').fill('Reyes');
  await nameCard.getByRole('button', { name: 'Update Name' }).click();
  await expectToast(page, 'Error', `You can change your name again on ${allowedOn}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Morgan-Reyes' })).toBeVisible();

  // The status changed minutes ago: the Update Status card says when the next change is possible,
  // and the server refuses an earlier one with its date.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const statusCard = page.locator('[data-slot="card"]').filter({ hasText: 'Update Status' }).last();
  await expect(statusCard.getByText(/You can change your status once every 7 days\. Your next change is possible on/)).toBeVisible();
  await statusCard.getByRole('radio', { name: /^Supporting/ }).check();
  await statusCard.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(page, 'Error', /You can change your status again on \w+ \d{1,2}, \d{4}/);
});

test('another profile shows Send Message, stats and posts; a missing one says User not found', async ({ page }) => {
  await signIn(page, 'carol');
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('decompress');
  await page.getByRole('link', { name: 'How do you find time to decompress as a parent of little kids?' }).click();
  await page
    .getByRole('article')
    .getByRole('link', { name: /Bob Okafor/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Bob Okafor' })).toBeVisible();
  await expect(page.getByText('Supporting', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  for (const label of ['Reputation', 'Questions', 'Answers']) await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();

  const questionsTab = page.getByRole('tab', { name: /^Questions \(\d+\)$/ });
  await expect(questionsTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'How do you find time to decompress as a parent of little kids?' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Answers \(\d+\)$/ }).click();
  await expect(page.getByRole('tabpanel').locator('a[href^="/questions/"]').first()).toBeVisible();

  await page.goto('/profile/999999');
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
});
