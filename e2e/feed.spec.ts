/** The home feed (spec §2): topics column, search, sort tabs, guidelines, feedback, following a topic. */
import { expect, test } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { postFromPage } from './support/data';
import { expectToast } from './support/ui';

const FIXED_TOPICS = ['Anxiety', 'Depression', 'Self care', 'Coping strategies', 'Stress management', 'Relationships', 'Trauma', 'Therapy'];

test('the feed shows topics, the prompt, sort tabs, questions and guidelines', async ({ page }) => {
  await signIn(page, 'carol');
  await expect(page.getByRole('button', { name: "What's on your mind, Carol?" })).toBeVisible();

  const topics = page.getByRole('complementary', { name: 'Topics' }).getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByRole('link', { name: 'All Topics' })).toHaveAttribute('aria-current', 'page');
  for (const name of FIXED_TOPICS) {
    await expect(topics.getByRole('link', { name: new RegExp(`^${name} \\d+ questions?$`) })).toBeVisible();
  }

  const tabs = page.getByRole('tablist', { name: 'Sort questions' });
  await expect(tabs.getByRole('tab')).toHaveText(['Trending', 'Recent', 'Most Answers', 'Unanswered']);
  await expect(tabs.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Nervous about starting antidepressants' })).toBeVisible();

  // 20 questions a page; 'Load more' fetches the next ones.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards.nth(20)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Recent' }).click();
  await expect(page).toHaveURL('/?sort=recent');
  await expect(tabs.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Most Answers' }).click();
  await expect(page).toHaveURL('/?sort=mostAnswers');

  const guidelines = page.getByRole('complementary', { name: 'Community' });
  await expect(guidelines.getByRole('heading', { name: 'Community Guidelines' })).toBeVisible();
  for (const rule of [
    'Be kind and respectful',
    'Share experiences, not advice',
    'Respect privacy and anonymity',
    'Report harmful content',
    'Seek professional help when needed',
  ]) {
    await expect(guidelines.getByText(rule)).toBeVisible();
  }
});

test('the Unanswered feed lists questions still waiting for an answer, and an answer takes one off', async ({ page, browser }) => {
  await signIn(page, 'carol');
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number; name: string }[];
  const title = 'Is it normal to feel numb after a breakup?';
  const { id } = await postFromPage<{ id: number }>(page, '/api/questions', {
    title,
    content: 'Nothing feels like anything this week.',
    topicIds: [topics.find((t) => t.name === 'Relationships')!.id],
  });

  const tabs = page.getByRole('tablist', { name: 'Sort questions' });
  await tabs.getByRole('tab', { name: 'Unanswered' }).click();
  await expect(page).toHaveURL('/?sort=unanswered');
  await expect(tabs.getByRole('tab', { name: 'Unanswered' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Waiting the longest comes first, so the question just asked is last on the feed, and no card has an answer.
  for (const card of await cards.all()) await expect(card).toContainText('0 answers');
  const asked = cards.filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(asked).toHaveCount(1);

  const bob = await newSignedInPage(browser, 'bob');
  await postFromPage(bob.page, '/api/answers', { questionId: id, content: 'It is, and it does pass. Be gentle with yourself.' });
  await bob.context.close();
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect(asked).toHaveCount(0);
});

test('search filters the feed and a nonsense search finds nothing', async ({ page }) => {
  await signIn(page, 'carol');
  const search = page.getByRole('searchbox', { name: 'Search questions' });
  await expect(search).toHaveAttribute('placeholder', 'Search questions...');
  const cards = page.getByRole('article');
  await expect(cards.nth(5)).toBeVisible(); // the unfiltered feed has many questions

  await search.fill('antidepressants');
  await expect(page).toHaveURL('/?search=antidepressants');
  await expect(page.getByText('Results for')).toContainText('antidepressants');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText('Nervous about starting antidepressants');

  await search.fill('zzqxvbnonsenseword');
  await expect(page.getByText('No questions found')).toBeVisible();

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/');
  await expect(search).toHaveValue('');
  await expect(cards.nth(5)).toBeVisible();
});

test('a topic from the sidebar filters the feed; All Topics clears it', async ({ page }) => {
  await signIn(page, 'carol');
  const topics = page.getByRole('complementary', { name: 'Topics' }).getByRole('navigation', { name: 'Topics' });
  await topics.getByRole('link', { name: /^Trauma \d+ questions?$/ }).click();
  await expect(page).toHaveURL('/?topic=trauma');
  await expect(topics.getByRole('link', { name: /^Trauma / })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: /Loud noises send me right back/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nervous about starting antidepressants' })).toBeHidden();
  // Every card in the filtered feed carries the Trauma badge.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText('Trauma', { exact: true })).toBeVisible();

  await topics.getByRole('link', { name: 'All Topics' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Nervous about starting antidepressants' })).toBeVisible();
});

test('following a topic from the sidebar', async ({ page }) => {
  await signIn(page, 'carol'); // carol follows Sleep, Stress management and Self care, not Trauma
  const follow = page.getByRole('button', { name: 'Follow Trauma' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expectToast(page, 'Topic followed successfully');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  // Kept on the server: still followed after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow Trauma' })).toHaveAttribute('aria-pressed', 'true');
});

test('the feedback dialog sends ideas', async ({ page }) => {
  await signIn(page, 'carol');
  await page.getByRole('button', { name: 'Got ideas?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Ideas' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your feedback').fill('A dark mode for the sign-in page would be lovely.');
  await send.click();
  await expectToast(page, 'Thank you!', 'Your feedback has been submitted successfully.');
  await expect(dialog).toBeHidden();
});
