/**
 * Following: the 'Following' entry of the left column and its feed, the thread's
 * Follow button, and the new-question alerts setting. Screenshots go to the test's output.
 */
import { expect, test } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { postFromPage } from './support/data';

test('the Following feed lists what I follow; a question followed from its thread joins it', async ({ page, browser }, testInfo) => {
  await signIn(page, 'carol');
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number; name: string }[];
  // A topic Carol does not follow (other specs may have followed some as her).
  const followed = (await (await page.request.get('/api/topics/followed')).json()) as number[];
  const topic = topics.find((t) => !followed.includes(t.id))!;
  const bob = await newSignedInPage(browser, 'bob');
  const title = 'How do I follow a thread about sleep after a hard week?';
  const { id } = await postFromPage<{ id: number }>(bob.page, '/api/questions', {
    title,
    content: 'Sleep has been patchy since the move.',
    topicIds: [topic.id],
  });
  await bob.context.close();

  const column = page.getByRole('complementary', { name: 'Topics' }).getByRole('navigation', { name: 'Topics' });
  await column.getByRole('link', { name: 'Following' }).click();
  await expect(page).toHaveURL('/?feed=following');
  await expect(column.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
  await expect(column.getByRole('link', { name: 'All Topics' })).not.toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  // Carol follows neither its topic nor the question yet.
  await expect(page.getByRole('tablist', { name: 'Sort questions' })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(`/questions/${id}`);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: testInfo.outputPath('follow-button.png') });

  await page.goto('/?feed=following&sort=recent');
  await expect(card).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('following-feed.png'), fullPage: false });

  // Unfollowing takes it off again.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/questions/${id}`);
  await following.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/?feed=following&sort=recent');
  await expect(page.getByRole('tablist', { name: 'Sort questions' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the asker follows their own question, and the new-question alerts setting is saved', async ({ page }, testInfo) => {
  const me = await signIn(page, 'alice');
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number; name: string }[];
  const { id } = await postFromPage<{ id: number }>(page, '/api/questions', {
    title: 'Does anyone else journal before bed?',
    content: 'It helps me let go of the day.',
    topicIds: [topics.find((t) => t.name === 'Self care')!.id],
  });
  await page.goto(`/questions/${id}`);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/profile/${me.id}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const off = page.getByRole('radio', { name: 'Off' });
  await expect(off).toBeChecked();
  await page.getByRole('radio', { name: 'Once a day' }).check();
  await expect(page.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  await page.getByRole('heading', { name: 'New questions in topics I follow' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('alerts-setting.png') });
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  const settings = (await (await page.request.get('/api/users/me/settings')).json()) as { newQuestionAlerts: string };
  expect(settings.newQuestionAlerts).toBe('daily');
  await expect(page.getByRole('group', { name: 'New question alerts' })).toBeEnabled();
  await off.click();
  await expect(off).toBeChecked();
});

test('a moderator sees the Following feed too; on a phone it is a chip', async ({ page }, testInfo) => {
  await signIn(page, 'maya');
  await page.goto('/?feed=following');
  await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('following-moderator.png') });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Following' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: testInfo.outputPath('following-phone.png') });
});
