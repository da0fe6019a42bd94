/**
 * A post's `contentHtml`: its markdown rendered on the server by the
 * shared renderer (`common/markdown.ts`), line breaks on for the question page and its answers,
 * off for a card's preview, so a reader's phone neither loads nor runs a markdown parser. Plain
 * text (most posts) gets null: the web app shows it as it is (`common/plain-text.ts`), and the
 * bytes are not sent twice.
 */
import { boundedCache } from './caches';
import { renderMarkdown } from '../../common/markdown';
import { plainParagraphs } from '../../common/plain-text';

/**
 * Renderings by line-break setting and text, so a post is rendered once while it is being read,
 * from the read cache or not (a post with markdown takes 1–3 ms); an edit is a
 * new text. At most RENDERED_MAX_CHARS characters of key and HTML together, least recently used
 * dropped first.
 */
const RENDERED_MAX_CHARS = 8_000_000;
const rendered = boundedCache<string, string>({ maxSize: RENDERED_MAX_CHARS, sizeOf: (html, key) => key.length + html.length });

/**
 * The sanitised HTML of a post's markdown.
 * @param content the post's text, or a card's preview of it (cut, with its '…')
 * @param options.breaks single newlines become line breaks: true (default) for the question page
 *   and its answers, false for a card's preview, as the web app shows each
 * @returns the HTML, or null when the text is plain (no markdown syntax can occur in it)
 */
export function postHtml(content: string, { breaks = true }: { breaks?: boolean } = {}): string | null {
  if (plainParagraphs(content)) return null;
  const key = `${breaks ? 'b' : 'n'}${content}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderMarkdown(content, { breaks });
    rendered.set(key, html);
  }
  return html;
}
