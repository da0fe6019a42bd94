/**
 * Asking, answering, commenting and voting (spec §2 Ask a Question / Question detail, §5, §8),
 * with two people in two browser contexts.
 */
import { expect, test, type Page } from '@playwright/test';
import { newSignedInPage, signIn } from './support/auth';
import { closeToast, expectToast, unique } from './support/ui';

/** The score shown between a target's vote arrows (its text reads 'Score: n' to screen readers too). */
function scoreOf(page: Page, noun: 'question' | 'answer', scope = page.locator('body')) {
  return scope.getByRole('button', { name: `Upvote ${noun}` }).locator('xpath=following-sibling::span[1]');
}

const score = (n: number) => `Score: ${n}`;

test('empty Ask a Question form shows the validation error', async ({ page }) => {
  await signIn(page, 'bob');
  await page.getByRole('button', { name: /What's on your mind, Bob\?/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Post Question' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields and select at least one topic');
  await closeToast(page, 'Validation Error');

  // A title and details without a topic are still refused.
  await dialog.getByLabel('Title').fill('Only a title');
  await dialog.getByLabel('Details').fill('And some details.');
  await dialog.getByRole('button', { name: 'Post Question' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields and select at least one topic');

  // Unticking the content warning clears its text.
  const warningBox = dialog.getByRole('checkbox', { name: 'Add a content warning' });
  await warningBox.check();
  await dialog.getByLabel('Content warning', { exact: true }).fill('mentions of grief');
  await warningBox.uncheck();
  await expect(dialog.getByLabel('Content warning', { exact: true })).toHaveCount(0);
  await warningBox.check();
  await expect(dialog.getByLabel('Content warning', { exact: true })).toHaveValue('');

  // Cancel closes the dialog and resets the form.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: /What's on your mind, Bob\?/ }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Details')).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: 'Add a content warning' })).not.toBeChecked();
});

test('ask anonymously with a content warning, then answer, comment and vote', async ({ page, browser }) => {
  const title = unique('How do I keep calm before presentations?');
  const details = 'My hands shake and my **mind goes blank** every time.';
  const warning = 'mentions of panic attacks';

  // Bob asks on the Ask a Question page.
  await signIn(page, 'bob');
  await page.goto('/questions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask a Question' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details').fill(details);
  await expect(page.getByText('Supports Markdown formatting')).toBeVisible();
  await page.getByRole('button', { name: 'Anxiety', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Anxiety', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('checkbox', { name: 'Post anonymously' }).check();
  await page.getByRole('checkbox', { name: 'Add a content warning' }).check();
  await page.getByLabel('Content warning', { exact: true }).fill(warning);
  await page.getByRole('button', { name: 'Post Question' }).click();

  await expectToast(page, 'Question posted successfully');
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  const questionUrl = new URL(page.url()).pathname;
  // The warning shows, and Bob's own warning keeps his post open to him (other readers opt in: member-controls.spec.ts).
  await expect(page.getByText(`Content warning: ${warning}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const question = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(question.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(question.getByText('mind goes blank')).toBeVisible();
  await expect(question.locator('strong', { hasText: 'mind goes blank' })).toBeVisible();
  // No link to the author's profile from an anonymous question.
  await expect(question.locator('a[href^="/profile/"]')).toHaveCount(0);
  await expect(scoreOf(page, 'question')).toHaveText(score(0));

  // Carol, in another browser, sees it anonymously too, answers and upvotes the question.
  const carol = await newSignedInPage(browser, 'carol');
  try {
    await carol.page.goto(questionUrl);
    await expect(carol.page.getByText(`Content warning: ${warning}`)).toBeVisible();
    await carol.page.getByRole('button', { name: 'Show', exact: true }).first().click();
    const carolQuestion = carol.page.getByRole('article').filter({ has: carol.page.getByRole('heading', { level: 1 }) });
    await expect(carolQuestion.getByText('Anonymous', { exact: true })).toBeVisible();

    const answerText = unique('Box breathing before I start helps me a lot.');
    const answerBox = carol.page.getByLabel('Your Answer');
    const postAnswer = carol.page.getByRole('button', { name: 'Post Answer' });
    await expect(postAnswer).toBeDisabled();
    await answerBox.fill(answerText);
    await postAnswer.click();
    await expectToast(carol.page, 'Answer posted successfully');
    await expect(answerBox).toHaveValue('');
    const carolAnswer = carol.page.getByRole('article').filter({ hasText: answerText });
    await expect(carolAnswer).toBeVisible();
    await expect(carol.page.getByRole('heading', { name: '1 Answer' })).toBeVisible();

    await expect(scoreOf(carol.page, 'question')).toHaveText(score(0));
    await carol.page.getByRole('button', { name: 'Upvote question' }).click();
    await expect(scoreOf(carol.page, 'question')).toHaveText(score(1));
    await expect(carol.page.getByRole('button', { name: 'Upvote question' })).toHaveAttribute('aria-pressed', 'true');

    // Bob (the asker) reloads: sees the answer, comments on it and votes it up, then down.
    await page.reload();
    await expect(scoreOf(page, 'question')).toHaveText(score(1));
    const answer = page.getByRole('article').filter({ hasText: answerText });
    await expect(answer).toBeVisible();
    await answer.getByRole('button', { name: '0 comments' }).click();
    const commentText = unique('Thank you, I will try it tomorrow.');
    const commentPost = answer.getByRole('button', { name: 'Post', exact: true });
    await expect(commentPost).toBeDisabled();
    await answer.getByRole('textbox', { name: 'Add a comment' }).fill(commentText);
    await commentPost.click();
    await expectToast(page, 'Comment posted successfully');
    await expect(answer.getByText(commentText)).toBeVisible();
    await expect(answer.getByRole('button', { name: '1 comment' })).toBeVisible();

    const answerScore = scoreOf(page, 'answer', answer.locator('xpath=..'));
    await expect(answerScore).toHaveText(score(0));
    await answer.locator('xpath=..').getByRole('button', { name: 'Upvote answer' }).click();
    await expect(answerScore).toHaveText(score(1));
    await answer.locator('xpath=..').getByRole('button', { name: 'Downvote answer' }).click();
    await expect(answerScore).toHaveText(score(-1));

    // The asker cannot vote on their own question.
    await expect(page.getByRole('button', { name: 'Upvote question' })).toBeDisabled();

    // Carol sees the comment and the new score after a reload.
    await carol.page.reload();
    const again = carol.page.getByRole('article').filter({ hasText: answerText });
    await again.getByRole('button', { name: '1 comment' }).click();
    await expect(again.getByText(commentText)).toBeVisible();
    await expect(scoreOf(carol.page, 'answer', again.locator('xpath=..'))).toHaveText(score(-1));
  } finally {
    await carol.context.close();
  }
});

test('a missing question shows Question not found', async ({ page }) => {
  await signIn(page, 'bob');
  await page.goto('/questions/999999');
  await expect(page.getByRole('heading', { name: 'Question not found' })).toBeVisible();
});
