/**
 * A thread's first screen comes first (decision 0048): the page opened from a link names its
 * first API calls in its HTML, and the browser uses those early downloads instead of asking twice;
 * a post that needs the markdown renderer is rendered by it once it comes near the screen,
 * and shows as its plain text until then.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { unique } from './support/ui';

/** Posts JSON from inside the page, so the browser sends its own cookies and Origin. */
async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

async function makeThread(page: Page, answers: string[]): Promise<number> {
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number }[];
  const question = await post<{ id: number }>(page, '/api/questions', {
    title: unique('Evenings feel long lately'),
    content: 'Some evenings feel very long. What helps you?',
    topicIds: [topics[0].id],
  });
  for (const content of answers) await post(page, '/api/answers', { questionId: question.id, content, isAnonymous: false });
  return question.id;
}

test('a thread opened from a link fetches its data early, and only once', async ({ page }) => {
  await signIn(page, 'carol');
  const id = await makeThread(page, ['A walk after dinner helps me.']);
  await page.goto(`/questions/${id}`);
  await expect(page.getByText('A walk after dinner helps me.')).toBeVisible();

  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ path: new URL(e.name).pathname, by: (e as PerformanceResourceTiming).initiatorType })),
  );
  for (const path of ['/api/auth/user', `/api/questions/${id}`, `/api/questions/${id}/answers`]) {
    // One download, started by the page's <link rel="preload"> and handed to the app's own fetch.
    expect(
      requests.filter((r) => r.path === path),
      path,
    ).toEqual([{ path, by: 'link' }]);
  }
});

test('markdown below the fold renders as it comes near the screen, plain text until then', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await signIn(page, 'carol');
  const long = 'Breathing slowly and naming five things I can see helps me settle before sleep. '.repeat(12);
  const id = await makeThread(page, [
    ...Array.from({ length: 8 }, (_, i) => `${i + 1}. ${long}`),
    'Last one: **be gentle** with yourself.',
  ]);
  await page.goto(`/questions/${id}`);
  const last = page.getByRole('article', { name: /^Answer \d+$/ }).last();
  await expect(last).toContainText('**be gentle** with yourself');
  await expect(last.locator('strong')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('strong')).toHaveText('be gentle');
  await expect(last).not.toContainText('**');
});
