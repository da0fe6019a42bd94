/**
 * Members stay in control (docs/api.md), in a real browser against the
 * real server: the post menus (Edit with topics and warnings, Delete with a confirmation), mute
 * and block from a post and from a profile and their undo in Settings, reader filters, content
 * warnings on questions and answers, and 'Anonymous (asker)' comments.
 * Posts are made through the API as their demo author (bob), then read and changed as carol.
 * Every test undoes what it muted, blocked or filtered, so the other specs see the seed as it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { expectToast, unique } from './support/ui';

/** Sends a write as the signed-in user of `page` (same-origin, as the app does). */
async function write(page: Page, method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown) {
  const response = await page.request.fetch(url, { method, data, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : await response.json();
}

/** The ids of the first two top-level topics. */
async function twoTopics(page: Page): Promise<[number, number]> {
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number; parentId: number | null }[];
  const top = topics.filter((t) => t.parentId === null);
  return [top[0].id, top[1].id];
}

/** Opens carol's Settings tab. */
async function openSettings(page: Page, meId: number) {
  await page.goto(`/profile/${meId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
}

test('post menus: the author edits a question’s topics and warning and an answer’s warning, and deletes a comment after confirming', async ({
  page,
}) => {
  await signIn(page, 'bob');
  const [topicA] = await twoTopics(page);
  const title = unique('Edit me later');
  const question = await write(page, 'POST', '/api/questions', { title, content: 'Some details to edit.', topicIds: [topicA] });
  const answer = await write(page, 'POST', '/api/answers', { questionId: question.id, content: 'An answer of my own.' });
  await write(page, 'POST', '/api/comments', { answerId: answer.id, content: 'A comment to take back' });

  await page.goto(`/questions/${question.id}`);
  await page.getByRole('button', { name: 'Question actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit details' });
  await form.getByLabel('Title').fill(`${title} (edited)`);
  await form.getByRole('checkbox', { name: 'Add a content warning' }).check();
  await form.getByLabel('Content warning', { exact: true }).fill('talk of loss');
  // The ask form's topic chips: a second topic joins the first.
  await form.getByRole('group', { name: 'Topics' }).getByRole('button', { pressed: false }).first().click();
  await expect(form.getByRole('button', { pressed: true })).toHaveCount(2);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();

  // The author sees the warning as others will, but their own question stays open to them.
  const article = page.getByRole('article').first();
  await expect(article.getByText('Content warning: talk of loss')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(article.getByText('edited', { exact: true })).toBeVisible();
  const stored = await (await page.request.get(`/api/questions/${question.id}`)).json();
  expect(stored).toMatchObject({ hasContentWarning: true, contentWarningText: 'talk of loss' });
  expect(stored.topics).toHaveLength(2);

  // The answer's menu edits its warning.
  const answerCard = page.getByRole('article', { name: `Answer ${answer.id}` });
  await answerCard.getByRole('button', { name: 'Answer actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const answerForm = answerCard.getByRole('form', { name: 'Edit your answer' });
  await answerForm.getByRole('checkbox', { name: 'Add a content warning' }).check();
  await answerForm.getByLabel('Content warning', { exact: true }).fill('a hard memory');
  await answerForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(answerCard.getByText('Content warning: a hard memory')).toBeVisible();
  // Their own answer stays open to its author.
  await expect(answerCard.getByText('An answer of my own.')).toBeVisible();

  // Delete asks first; Cancel keeps the comment, Delete removes it.
  await answerCard.getByRole('button', { name: /1 comment/ }).click();
  await answerCard.getByRole('button', { name: 'Comment actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toContainText('Your comment will be removed for everyone. This cannot be undone.');
  await page.screenshot({ path: test.info().outputPath('delete-comment-confirm.png') });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(answerCard.getByText('A comment to take back')).toBeVisible();
  await answerCard.getByRole('button', { name: 'Comment actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(answerCard.getByText('A comment to take back')).toBeHidden();

  // Deleting the question takes it away for everyone.
  await page.getByRole('button', { name: 'Question actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this question?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.request.get(`/api/questions/${question.id}`)).status()).toBe(404);
});

test('mute from a post collapses it, block from a profile asks first, and Settings undoes both', async ({ page, browser }) => {
  const bob = await newSignedInPage(browser, 'bob');
  const [topicA] = await twoTopics(bob.page);
  const title = unique('A question from Bob');
  const question = await write(bob.page, 'POST', '/api/questions', { title, content: 'Has anyone felt this?', topicIds: [topicA] });
  const answer = await write(bob.page, 'POST', '/api/answers', { questionId: question.id, content: 'Following up on my own question.' });
  await bob.context.close();

  const carol = await signIn(page, 'carol');
  await page.goto(`/questions/${question.id}`);
  const answerCard = page.getByRole('article', { name: `Answer ${answer.id}` });
  await answerCard.getByRole('button', { name: 'Answer actions' }).click();
  // Block names nobody and says what it does before it happens.
  await page.getByRole('menuitem', { name: 'Block author' }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Block the author of this answer?' });
  await expect(blockDialog).toContainText('Neither of you can message the other');
  await expect(blockDialog).toContainText('You can undo this in Settings.');
  await page.screenshot({ path: test.info().outputPath('block-from-post.png') });
  await blockDialog.getByRole('button', { name: 'Cancel' }).click();

  await answerCard.getByRole('button', { name: 'Answer actions' }).click();
  await page.getByRole('menuitem', { name: 'Mute author' }).click();
  await expectToast(page, "Muted. You won't see their posts unless you choose to.");
  // Bob's question and answer collapse; Show opens one in place.
  const hidden = page.getByTestId('hidden-post');
  await expect(hidden).toHaveCount(2);
  await expect(hidden.first()).toContainText('Hidden: from a member you muted');
  await expect(page.getByText('Following up on my own question.')).toBeHidden();
  await page.getByRole('button', { name: 'Show this answer' }).click();
  await expect(page.getByText('Following up on my own question.')).toBeVisible();

  // From Bob's profile: Unmute shows, Block asks first.
  await page.goto(`/profile/${question.author.id}`);
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await page.getByRole('button', { name: 'Block' }).click();
  const profileDialog = page.getByRole('dialog', { name: /^Block Bob/ });
  await profileDialog.getByRole('button', { name: 'Block' }).click();
  await expectToast(page, "Blocked. They can't message you or reply to your posts.");
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

  // Settings lists both and undoes them.
  await openSettings(page, carol.id);
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByText('Muted and blocked', { exact: true }) });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-muted-blocked.png'), fullPage: true });
  await card.getByRole('region', { name: 'Muted' }).getByRole('button', { name: 'Unmute' }).click();
  await expectToast(page, 'Unmuted');
  await card.getByRole('region', { name: 'Blocked' }).getByRole('button', { name: 'Unblock' }).click();
  await expectToast(page, 'Unblocked');
  await expect(card.getByText('Nobody.')).toHaveCount(2);

  await page.goto(`/questions/${question.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('hidden-post')).toHaveCount(0);
});

test('a hidden word keeps a question out of my feed until I remove it', async ({ page, browser }) => {
  const word = `zephyrine${Date.now().toString(36)}`;
  const bob = await newSignedInPage(browser, 'bob');
  const [topicA] = await twoTopics(bob.page);
  const title = `Nights with ${word} on my mind`;
  await write(bob.page, 'POST', '/api/questions', { title, content: 'Trying to sleep.', topicIds: [topicA] });
  await bob.context.close();

  const carol = await signIn(page, 'carol');
  await page.goto('/?sort=recent');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await openSettings(page, carol.id);
  const words = page.getByLabel('Hide questions and answers with these words or phrases');
  await words.fill(word);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Hidden words' })).toContainText(word);
  await page.screenshot({ path: test.info().outputPath('what-i-see.png'), fullPage: true });

  await page.goto('/?sort=recent');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  await openSettings(page, carol.id);
  await page.getByRole('button', { name: `Stop hiding '${word}'` }).click();
  await expect(page.getByRole('list', { name: 'Hidden words' })).toHaveCount(0);
  await page.goto('/?sort=recent');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('content warnings hide a question’s title, topics and body in the feed, and an answer in the thread, until Show; the anonymous asker comments as Anonymous (asker)', async ({
  page,
  browser,
}) => {
  const bob = await newSignedInPage(browser, 'bob');
  const [topicA] = await twoTopics(bob.page);
  const title = unique('Behind a warning');
  // Words of crisis in a warning read 'sensitive' to others: these are not.
  const warning = unique('talks about a hard breakup');
  const question = await write(bob.page, 'POST', '/api/questions', {
    title,
    content: 'The details behind the warning.',
    topicIds: [topicA],
    isAnonymous: true,
    hasContentWarning: true,
    contentWarningText: warning,
  });

  await signIn(page, 'carol');
  const answer = await write(page, 'POST', '/api/answers', {
    questionId: question.id,
    content: 'What helped me, in detail.',
    hasContentWarning: true,
    contentWarningText: 'describes a hospital stay',
  });
  await write(bob.page, 'POST', '/api/comments', { answerId: answer.id, content: 'Thank you for sharing this.' });
  await bob.context.close();

  await page.goto('/?sort=recent');
  const card = page.getByRole('article', { name: 'Question with a content warning' }).filter({ hasText: warning });
  await expect(card.getByText(`Content warning: ${warning}`)).toBeVisible();
  await expect(card.getByRole('link', { name: title })).toBeHidden();
  await card.getByRole('button', { name: 'Show' }).click();
  await expect(card.getByRole('link', { name: title })).toBeVisible();

  await page.goto(`/questions/${question.id}`);
  const answerCard = page.getByRole('article', { name: `Answer ${answer.id}` });
  await expect(answerCard.getByText('Content warning: describes a hospital stay')).toBeVisible();
  // Carol wrote this answer: her own warning keeps it open to her.
  await expect(answerCard.getByText('What helped me, in detail.')).toBeVisible();
  await expect(answerCard.getByRole('button', { name: 'Hide' })).toBeVisible();

  // The asker's comment on their own anonymous question names nobody.
  await answerCard.getByRole('button', { name: /1 comment/ }).click();
  await expect(answerCard.getByText('Anonymous (asker)')).toBeVisible();
  await expect(answerCard.getByText('Bob', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('anonymous-asker.png'), fullPage: true });
});
