/**
 * A post's `contentHtml` (decision 0051): its markdown rendered on the server by the shared
 * renderer (`common/markdown.ts`, line breaks on as in the question page), so a reader's phone
 * neither loads nor runs a markdown parser. Plain text (most posts) gets null: the web app shows
 * it as it is (`common/plain-text.ts`), and the bytes are not sent twice.
 */
import { LRUCache } from 'lru-cache';
import { renderMarkdown } from '../../common/markdown';
import { plainParagraphs } from '../../common/plain-text';

/**
 * Renderings by text, so a post is rendered once while it is being read, from the read cache or
 * not (a post with markdown takes 1–3 ms; decision 0051); an edit is a new text. At most
 * RENDERED_MAX_CHARS characters of text and HTML together, least recently used dropped first.
 */
const RENDERED_MAX_CHARS = 8_000_000;
const rendered = new LRUCache<string, string>({
  maxSize: RENDERED_MAX_CHARS,
  sizeCalculation: (html, content) => content.length + html.length,
});

/**
 * The sanitised HTML of a post's markdown, for the question page and its answers.
 * @param content the post's text
 * @returns the HTML, or null when the text is plain (no markdown syntax can occur in it)
 */
export function postHtml(content: string): string | null {
  if (plainParagraphs(content)) return null;
  let html = rendered.get(content);
  if (html === undefined) {
    html = renderMarkdown(content, { breaks: true });
    rendered.set(content, html);
  }
  return html;
}
