/**
 * A post's `contentHtml` (decision 0051): its markdown rendered on the server by the shared
 * renderer (`common/markdown.ts`, line breaks on as in the question page), so a reader's phone
 * neither loads nor runs a markdown parser. Plain text (most posts) gets null: the web app shows
 * it as it is (`common/plain-text.ts`), and the bytes are not sent twice.
 */
import { renderMarkdown } from '../../common/markdown';
import { plainParagraphs } from '../../common/plain-text';

/** Each row's rendering, with the text it was made from (a cached row is shown many times; an edit replaces its text). */
const rendered = new WeakMap<object, { content: string; html: string | null }>();

/**
 * The sanitised HTML of a post's markdown, for the question page and its answers.
 * @param post a question or answer row (the object is the key the rendering is kept under while it lives)
 * @returns the HTML, or null when the text is plain (no markdown syntax can occur in it)
 */
export function postHtml(post: { content: string }): string | null {
  const made = rendered.get(post);
  if (made?.content === post.content) return made.html;
  const html = plainParagraphs(post.content) ? null : renderMarkdown(post.content, { breaks: true });
  rendered.set(post, { content: post.content, html });
  return html;
}
