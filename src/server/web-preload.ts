/**
 * Early hints for a signed-in member's page (decision 0048). The web client is a single page:
 * left alone, a member opening a thread waits for a chain of requests, each sent only when the
 * code before it has run — the first chunk, then `/api/auth/user`, then the signed-in shell and
 * its badges, then the page's own data (a thread's question and answers, the feed's first page).
 * The server knows from the address alone which API
 * calls the page makes first, so index.html names them in `<head>` as
 * `<link rel="preload" as="fetch" crossorigin="use-credentials">` (the URLs exactly as the client
 * writes them, with the client's credentials mode, so the browser hands each download to the
 * app's own `fetch`): they load beside the first chunk. Only when the request carries a session
 * cookie: a visitor without one sees the landing page. The hints carry no data; each call is
 * still answered by its own route and policy.
 *
 * Code is not hinted: on a slow network, 40 chunks downloading beside the first one delayed the
 * first paint by two seconds in Lighthouse, for less than they saved later; with a member's code
 * in two files hinting them moved the paint earlier but gained nothing overall.
 */
import { MEDIA, SORT_MODES } from '../common/constants';

/**
 * The calls of every signed-in page: who is signed in (features/auth/api/get-user.ts), and the
 * shell's Messages badge and notifications bell (get-conversations.ts, get-notifications.ts).
 */
const SHELL = ['/api/auth/user', '/api/conversations', '/api/notifications'];

/** The topic sidebar of the feed and of a thread (lib/get-topics.ts, get-followed-topics.ts). */
const SIDEBAR = ['/api/topics', '/api/topics/followed'];

/** A thread (src/web/app/router.tsx `/questions/:id`). */
const THREAD = /^\/questions\/(\d{1,10})$/;

/**
 * The API GETs a signed-in member's page makes first, exactly as the client writes their URLs.
 * @param url the page's path with its query string, as requested
 * @returns the shell's calls for every page; with them the sidebar and the first page of the
 *   feed on `/` (with no query, or only `?sort=` naming a sort mode: get-questions.ts,
 *   use-feed-params.ts), or the sidebar (wide screens only: `media`), the question and its first
 *   answer page on `/questions/{id}` (get-question.ts, get-answers.ts)
 */
function firstCalls(url: string): { call: string; media?: string }[] {
  const all = (calls: string[], media?: string) => calls.map((call) => ({ call, media }));
  const [pathname, query = ''] = url.split('?', 2);
  const thread = THREAD.exec(pathname);
  if (thread)
    return [
      ...all(SHELL),
      // A thread shows its topic sidebar on wide screens only (src/web/app/routes/question.tsx).
      ...all(SIDEBAR, MEDIA.lg),
      ...all([`/api/questions/${thread[1]}`, `/api/questions/${thread[1]}/answers`]),
    ];
  if (pathname === '/') {
    const params = new URLSearchParams(query);
    const sort = params.get('sort') ?? 'trending';
    const feedOnly = [...params.keys()].every((k) => k === 'sort') && (SORT_MODES as readonly string[]).includes(sort);
    // The feed's topics show on every width (sidebar or chips).
    if (feedOnly) return all([...SHELL, ...SIDEBAR, `/api/questions?sortBy=${sort}`]);
  }
  return all(SHELL);
}

/**
 * The `<link>` tags for a signed-in member's page (`firstCalls`).
 * @param url the page's path with its query string, as requested
 * @returns one `<link rel="preload" as="fetch" crossorigin="use-credentials">` per call, with its `media` when it has one
 */
export function pagePreloads(url: string): string {
  return firstCalls(url)
    .map(
      ({ call, media }) =>
        `<link rel="preload" as="fetch" href="${call}" crossorigin="use-credentials"${media ? ` media="${media}"` : ''}>`,
    )
    .join('');
}
