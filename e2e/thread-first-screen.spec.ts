/**
 * A thread's first screen comes first (decision 0048): the page opened from a link names its
 * first API calls in its HTML, and the browser uses those early downloads instead of asking twice;
 * its markdown comes rendered from the server, and so do the feed's previews:
 * no page downloads a markdown renderer. On a phone, the columns CSS hides are
 * not built.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { postFromPage } from './support/data';
import { unique } from './support/ui';

async function makeThread(page: Page, answers: string[]): Promise<number> {
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number }[];
  const question = await postFromPage<{ id: number }>(page, '/api/questions', {
    title: unique('Evenings feel long lately'),
    content: 'Some evenings feel very long. What helps you?',
    topicIds: [topics[0].id],
  });
  for (const content of answers) await postFromPage(page, '/api/answers', { questionId: question.id, content, isAnonymous: false });
  return question.id;
}

/** The API calls the page has downloaded so far, with what started each (`link`: a preload hint). */
const apiDownloads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ url: new URL(e.name).pathname + new URL(e.name).search, by: (e as PerformanceResourceTiming).initiatorType }))
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/events'),
  );

/** The page's downloads of `urls` once all have happened, sorted, with what started each. */
const downloadsOf = async (page: Page, urls: string[]) => {
  let seen: { url: string; by: string }[] = [];
  await expect
    .poll(async () => {
      seen = (await apiDownloads(page)).filter((r) => urls.includes(r.url)).sort((x, y) => x.url.localeCompare(y.url));
      return new Set(seen.map((r) => r.url)).size;
    })
    .toBe(urls.length);
  return seen;
};
const byPreload = (urls: string[]) => urls.map((url) => ({ url, by: 'link' })).sort((x, y) => x.url.localeCompare(y.url));

/** The script files the page has downloaded so far, by path. */
const scriptFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((file) => file.endsWith('.js')),
  );

/** The scripts the page has loaded that hold a markdown parser (micromark, under the shared renderer). */
async function parserScripts(page: Page): Promise<string[]> {
  const files = await scriptFiles(page);
  const texts = await Promise.all(files.map(async (file) => ({ file, text: await (await page.request.get(file)).text() })));
  return texts.filter(({ text }) => text.includes('micromark')).map(({ file }) => file);
}

test("a member's thread and feed load their code in a few files, none of which a visitor's landing page loads", async ({
  page,
  browser,
}) => {
  await signIn(page, 'carol');
  const id = await makeThread(page, ['A walk after dinner helps me.']);
  const member = (files: string[]) => files.filter((file) => /^\/assets\/member-[\w-]+\.js$/.test(file));

  // The first file, the landing page's lazy parts (toasts, crisis resources), the member's file; markdown when a post needs it;
  // beside them the Intl warm-up (decision 0105), which no other file waits for.
  const code = (files: string[]) => files.filter((file) => file !== '/intl-warm-up.js');
  await page.goto(`/questions/${id}`);
  await expect(page.getByText('A walk after dinner helps me.')).toBeVisible();
  const thread = await scriptFiles(page);
  expect(member(thread)).toHaveLength(1);
  expect(thread).toContain('/intl-warm-up.js');
  expect(code(thread).length).toBeLessThanOrEqual(4);
  await page.goto('/');
  await expect(page.getByRole('button', { name: "What's on your mind, Carol?" })).toBeVisible();
  expect(code(await scriptFiles(page)).length).toBeLessThanOrEqual(4);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.waitForLoadState('networkidle');
  expect(member(await scriptFiles(visitor))).toEqual([]);
  await visitor.close();
});

test('a thread or the feed opened from a link fetches its first data early, and only once', async ({ page }) => {
  await signIn(page, 'carol');
  const id = await makeThread(page, ['A walk after dinner helps me.']);
  const shell = ['/api/auth/user', '/api/conversations', '/api/notifications', '/api/topics', '/api/topics/followed'];

  // One download each, started by the page's <link rel="preload"> and handed to the app's own fetch.
  await page.goto(`/questions/${id}`);
  await expect(page.getByText('A walk after dinner helps me.')).toBeVisible();
  const thread = [...shell, `/api/questions/${id}`, `/api/questions/${id}/answers`];
  expect(await downloadsOf(page, thread)).toEqual(byPreload(thread));

  await page.goto('/');
  const feed = [...shell, '/api/questions?sortBy=trending'];
  expect(await downloadsOf(page, feed)).toEqual(byPreload(feed));
});

test('on a phone a thread builds no topic column, and neither fetches its topics nor is told to', async ({ page }) => {
  await signIn(page, 'carol');
  const id = await makeThread(page, ['Writing one line in a notebook helps me.']);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`/questions/${id}`);
  await expect(page.getByText('Writing one line in a notebook helps me.')).toBeVisible();
  const core = ['/api/auth/user', '/api/conversations', '/api/notifications', `/api/questions/${id}`, `/api/questions/${id}/answers`];
  expect(await downloadsOf(page, core)).toEqual(byPreload(core));
  // The column is hidden by CSS at this width, so no role query finds it: look at its element.
  await expect(page.locator('aside[aria-label="Topics"]')).toBeEmpty();
  expect((await apiDownloads(page)).filter((r) => r.url.startsWith('/api/topics'))).toEqual([]);

  // Wide again: the column appears with its topics.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Topics' }).getByRole('heading', { name: 'Topics' })).toBeVisible();
});

test("a thread's markdown comes rendered from the server: formatted at once, far below the fold, with no renderer downloaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await signIn(page, 'carol');
  const long = 'Breathing slowly and naming five things I can see helps me settle before sleep. '.repeat(12);
  const id = await makeThread(page, [
    ...Array.from({ length: 8 }, (_, i) => `${i + 1}. ${long}`),
    'Last one: **be gentle** with yourself, and [call 988](https://988lifeline.org) if it gets too heavy.',
  ]);
  await page.goto(`/questions/${id}`);
  const last = page.getByRole('article', { name: /^Answer \d+$/ }).last();
  await expect(last.locator('strong')).toHaveText('be gentle');
  await expect(last.getByRole('link', { name: 'call 988' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(last).not.toContainText('**');
  expect(await parserScripts(page)).toEqual([]);
});

test("the feed's previews come rendered from the server too, formatted at once, with no renderer downloaded", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await signIn(page, 'carol');
  const word = unique('lanternmoth').replace(' ', '');
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number }[];
  const ask = (title: string, content: string) => postFromPage(page, '/api/questions', { title, content, topicIds: [topics[0].id] });
  // The oldest question is the last card of the search: far below the fold.
  await ask(`Being gentle ${word}`, `Last one: **be gentle** with yourself.\n[call 988](https://988lifeline.org) ${word}`);
  const long = 'Some evenings feel very long and I do not know what to do with the quiet hours after dinner. '.repeat(4);
  for (let i = 1; i <= 8; i += 1) await ask(`Quiet evenings ${i} ${word}`, `${long}${word}`);
  await page.goto(`/?search=${word}`);
  const last = page.getByRole('article').filter({ hasText: `Being gentle ${word}` });
  await expect(last.locator('strong')).toHaveText('be gentle');
  await expect(last.getByRole('link', { name: 'call 988' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(last).not.toContainText('**');
  // Scrolled down and back (cards rendered as they near the screen load no parser either): none loaded.
  await last.scrollIntoViewIfNeeded();
  await page.getByRole('article').first().scrollIntoViewIfNeeded();
  expect(await parserScripts(page)).toEqual([]);
});
