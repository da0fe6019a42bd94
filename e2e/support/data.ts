/** Test setup through the API, as the signed-in user of `page`: finding seeded content, posting new content. */
import { expect, type Page } from '@playwright/test';

/** The id of the question with exactly this title, found with the feed's search. */
export async function questionIdByTitle(page: Page, title: string, search: string): Promise<number> {
  const response = await page.request.get(`/api/questions?search=${encodeURIComponent(search)}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const found = items.find((q) => q.title === title);
  expect(found, `question "${title}"`).toBeTruthy();
  return found!.id;
}

/** The id of the author of a (non-anonymous) question. */
export async function authorIdOfQuestion(page: Page, questionId: number): Promise<number> {
  const response = await page.request.get(`/api/questions/${questionId}`);
  expect(response.ok()).toBe(true);
  const { author } = (await response.json()) as { author: { id: number } | null };
  expect(author).toBeTruthy();
  return author!.id;
}

/**
 * Posts JSON from inside the page, so the browser sends its own cookies and Origin, as the app does.
 * @returns the parsed reply
 * @throws Error with the status and body when the reply is not 2xx
 */
export async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}
