/**
 * How long questions wait, on the admin dashboard: the questions
 * of the last 30 days with no visible answer and the median time to a first answer, beside the
 * spec's counters. A screenshot of the dashboard goes to the test's output folder. Relies on the
 * demo admin adam.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';

test('the admin dashboard shows how many questions wait and how long a first answer takes', async ({ page }, testInfo) => {
  await signIn(page, 'adam');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const stats = (await (await page.request.get('/api/admin/stats')).json()) as {
    questionsWaiting: number;
    medianFirstAnswerMinutes: number | null;
  };
  const waiting = page.getByText('Questions waiting for an answer (30 days)');
  await expect(waiting.locator('xpath=following-sibling::dd')).toHaveText(stats.questionsWaiting.toLocaleString('en-US'));
  const median = page.getByText('Median time to a first answer (30 days)').locator('xpath=following-sibling::dd');
  await expect(median).toHaveText(stats.medianFirstAnswerMinutes === null ? 'No answers yet' : /\d+(\.\d)? (min|hr)/);
  await page.screenshot({ path: testInfo.outputPath('admin-waiting-figures.png') });
});
