/**
 * A busy thread (spec §2 Question detail): a question with 120 answers shows its first page of
 * answers, 'Load more answers' adds the next pages without repeating any, and an answer with
 * many comments shows the first few with 'Show more comments' for the rest. The content is
 * posted through the API from the signed-in page (same-origin fetch, as the app itself does).
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { postFromPage } from './support/data';
import { unique } from './support/ui';

const ANSWERS = 120;
const PAGE = 30; // THREAD_PAGE_SIZE
const PREVIEW = 3; // COMMENT_PREVIEW
const COMMENTS = 8;

const answerCards = (page: Page) => page.getByRole('article', { name: /^Answer \d+$/ });

test('a thread of 120 answers loads a page at a time; a busy answer shows more comments on demand', async ({ page }) => {
  test.slow();
  await signIn(page, 'carol');
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number }[];
  const title = unique('So many kind answers');
  const question = await postFromPage<{ id: number }>(page, '/api/questions', {
    title,
    content: 'Thank you all.',
    topicIds: [topics[0].id],
  });
  const ids = await page.evaluate(
    async ({ questionId, count }) => {
      const made: number[] = [];
      for (let i = 1; i <= count; i++) {
        const res = await fetch('/api/answers', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ questionId, content: `Kind answer number ${i}`, isAnonymous: false }),
        });
        if (!res.ok) throw new Error(`answer ${i}: ${res.status}`);
        made.push(((await res.json()) as { id: number }).id);
      }
      return made;
    },
    { questionId: question.id, count: ANSWERS },
  );
  for (let i = 1; i <= COMMENTS; i++) await postFromPage(page, '/api/comments', { answerId: ids[0], content: `Thanks note ${i}` });

  await page.goto(`/questions/${question.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `${ANSWERS} Answers` })).toBeVisible();
  await expect(answerCards(page)).toHaveCount(PAGE);
  await expect(page.getByText('Kind answer number 1', { exact: true })).toBeVisible();
  await expect(page.getByText(`Kind answer number ${PAGE + 1}`, { exact: true })).toHaveCount(0);

  const loadMore = page.getByRole('button', { name: 'Load more answers' });
  for (let pages = 2; pages <= ANSWERS / PAGE; pages++) {
    await loadMore.click();
    await expect(answerCards(page)).toHaveCount(Math.min(pages * PAGE, ANSWERS));
  }
  await expect(loadMore).toHaveCount(0);
  const shown = await answerCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(shown).toEqual(ids.map((id) => `Answer ${id}`));

  // The first answer: its first comments, then the rest on demand.
  const first = page.getByRole('article', { name: `Answer ${ids[0]}` });
  await first.getByRole('button', { name: `${COMMENTS} comments` }).click();
  await expect(first.getByText(/^Thanks note \d$/)).toHaveCount(PREVIEW);
  await first.getByRole('button', { name: 'Show more comments' }).click();
  await expect(first.getByText(/^Thanks note \d$/)).toHaveCount(COMMENTS);
  await expect(first.getByRole('button', { name: 'Show more comments' })).toHaveCount(0);
});
