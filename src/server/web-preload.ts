/**
 * Early hints for a signed-in member's page (decision 0048). The web client is a single page:
 * left alone, a member opening a thread waits for a chain of requests, each sent only when the
 * code before it has run — the first chunk, then `/api/auth/user`, then the signed-in shell,
 * then the thread's question and answers. The server knows from the address alone which API
 * calls the page makes first, so index.html names them in `<head>` as
 * `<link rel="preload" as="fetch" crossorigin="use-credentials">` (the URLs exactly as the client
 * writes them, with the client's credentials mode, so the browser hands each download to the
 * app's own `fetch`): they load beside the first chunk. Only when the request carries a session
 * cookie: a visitor without one sees the landing page. The hints carry no data; each call is
 * still answered by its own route and policy.
 *
 * Code chunks are not hinted: on a slow network, 40 chunks downloading beside the first one
 * delayed the first paint by two seconds in Lighthouse, for less than they saved later.
 */

/** The first API call of every page: who is signed in (src/web/features/auth/api/get-user.ts). */
const AUTH_USER = '/api/auth/user';

/** A thread (src/web/app/router.tsx `/questions/:id`): get-question.ts and get-answers.ts (the first page has no cursor). */
const THREAD = /^\/questions\/(\d{1,10})$/;

/**
 * The `<link>` tags for a signed-in member's page.
 * @param pathname the page's path, without its query string
 * @returns preload tags: `/api/auth/user` for every page, and a thread's question and first
 *   answer page on `/questions/{id}`
 */
export function pagePreloads(pathname: string): string {
  const thread = THREAD.exec(pathname);
  const urls = [AUTH_USER, ...(thread ? [`/api/questions/${thread[1]}`, `/api/questions/${thread[1]}/answers`] : [])];
  return urls.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`).join('');
}
