/**
 * Moderation and administration (spec §2 Moderation/Admin, §4 reports, §6 roles, §8 toasts).
 * carol files a report; maya (moderator) resolves it, dismisses and deletes seeded ones; adam
 * (admin) changes carol's role (and back) and creates a topic; the others are refused.
 */
import { expect, test } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { expectToast, unique } from './support/ui';

test('a report filed by a member is reviewed by a moderator: resolve, dismiss, delete content', async ({ page, browser }) => {
  test.slow(); // two people in two browsers
  const note = unique('This reads like an advert, not an answer.');

  // carol reports a question through its Report action.
  const carol = await newSignedInPage(browser, 'carol');
  try {
    await carol.page.getByRole('searchbox', { name: 'Search questions' }).fill('meditation');
    await carol.page.getByRole('link', { name: 'Meditation makes my anxiety worse. Am I doing it wrong?' }).click();
    await expect(carol.page.getByRole('heading', { level: 1 })).toHaveText('Meditation makes my anxiety worse. Am I doing it wrong?');
    await carol.page.getByRole('button', { name: 'Report', exact: true }).first().click();
    const dialog = carol.page.getByRole('dialog', { name: 'Report this question' });
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason');
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByLabel('Details (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expectToast(carol.page, 'Report submitted');
    await expect(dialog).toBeHidden();
  } finally {
    await carol.context.close();
  }

  // maya sees it in the queue with the seeded reports.
  await signIn(page, 'maya');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(page).toHaveURL('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation Dashboard' })).toBeVisible();
  for (const label of ['Pending Reports', 'Reviewed Today', 'Resolved'])
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  const reportsTab = page.getByRole('tab', { name: /^Reports \(\d+\)$/ });
  await expect(reportsTab).toHaveAttribute('aria-selected', 'true');
  const reports = page.getByRole('list', { name: 'Reports' });
  const mine = reports.getByRole('article').filter({ hasText: note });
  await expect(mine).toContainText('Reported by Carol');
  // Read the pending count once the queue has loaded.
  const pendingBefore = Number((await reportsTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(pendingBefore).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('term').filter({ hasText: 'Pending Reports' }).locator('xpath=following-sibling::dd')).toHaveText(
    String(pendingBefore),
  );

  await expect(mine).toContainText('Spam or advertising');
  await expect(mine).toContainText('Pending');

  // Resolve carol's report.
  await mine.getByRole('button', { name: 'Resolve' }).click();
  await expectToast(page, 'Report reviewed successfully');
  await expect(mine).toContainText('Resolved');
  await expect(mine.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await expect(reportsTab).toHaveText(`Reports (${pendingBefore - 1})`);

  // Dismiss the seeded report about harmful advice.
  const harmful = reports.getByRole('article').filter({ hasText: 'Tells someone to ignore their doctor about medication.' });
  await harmful.getByRole('button', { name: 'Dismiss' }).click();
  await expectToast(page, 'Report reviewed successfully');
  await expect(harmful.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await expect(reportsTab).toHaveText(`Reports (${pendingBefore - 2})`);

  // Delete the spam answer the seeded report points at.
  const spam = reports.getByRole('article').filter({ hasText: 'Advertising supplements with a discount code' });
  await spam.getByRole('button', { name: 'Delete Content' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this answer?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Content deleted successfully');
  await expect(confirm).toBeHidden();
  await expect(spam.getByRole('button', { name: 'Delete Content' })).toHaveCount(0);
  await expect(spam).toContainText('This content is no longer available.');
  await expect(reportsTab).toHaveText(`Reports (${pendingBefore - 3})`);

  await page.getByRole('tab', { name: 'Flagged Content' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('members cannot open the moderation dashboard; moderators cannot open the admin one', async ({ page, browser }) => {
  await signIn(page, 'alice');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Access denied. Moderator access required.' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access denied. Admin access required.' })).toBeVisible();

  const maya = await newSignedInPage(browser, 'maya');
  try {
    await expect(maya.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await maya.page.goto('/admin');
    await expect(maya.page.getByRole('heading', { name: 'Access denied. Admin access required.' })).toBeVisible();
  } finally {
    await maya.context.close();
  }
});

test('an admin changes a role and creates a topic', async ({ page }) => {
  await signIn(page, 'adam');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Questions', 'Answers'])
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Users \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');

  // carol: user → moderator, and back (other specs rely on carol being a member).
  const role = page.getByRole('combobox', { name: 'Role for Carol Nguyen' });
  await expect(role).toHaveValue('user');
  await role.selectOption('moderator');
  await expectToast(page, 'User role updated successfully');
  await expect(role).toHaveValue('moderator');
  await expect(role).toBeEnabled();
  // Her profile now carries the Moderator badge.
  await page.getByRole('link', { name: 'Carol Nguyen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Nguyen' })).toBeVisible();
  await expect(page.locator('[data-slot="badge"]', { hasText: /^Moderator$/ })).toBeVisible();
  await page.goBack();
  await role.selectOption('user');
  await expectToast(page, 'User role updated successfully');
  await expect(role).toHaveValue('user');
  await expect(role).toBeEnabled();
  // adam's own role cannot be changed here.
  await expect(page.getByRole('combobox', { name: 'Role for Adam Fischer' })).toHaveCount(0);

  const topicsTab = page.getByRole('tab', { name: /^Topics \(\d+\)$/ });
  await topicsTab.click();
  const topicCount = Number((await topicsTab.textContent())?.match(/\((\d+)\)/)?.[1]);
  const name = unique('Mindful walking').slice(0, 40);
  const create = page.getByRole('button', { name: 'Create Topic' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel(/^Description/).fill('Walking slowly and noticing things.');
  await create.click();
  await expectToast(page, 'Topic created successfully');
  await expect(page.getByRole('list', { name: 'Topics' }).getByText(name, { exact: true })).toBeVisible();
  await expect(topicsTab).toHaveText(`Topics (${topicCount + 1})`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});
