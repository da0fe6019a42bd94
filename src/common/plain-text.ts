/**
 * A cheap path for posts that are plain text (most of them): text in which no markdown syntax
 * can occur renders to the same paragraphs and line breaks as the full markdown renderer, without
 * loading or running it (decision 0046). Anything that might be markdown returns null and goes
 * to the full renderer, so this check only needs to be cautious, never clever.
 */

/** Characters that can start markdown, an HTML tag, an entity or a GFM autolink anywhere in a line; a backslash
 * counts only before ASCII punctuation or at a line's end (elsewhere markdown shows it as it is). */
const INLINE = /[`*_[\]<>&~|@\0\r\u2028\u2029]|www\.|:\/|\\(?:[!-/:-@[-`{-~]|$)/im;
/** A line that starts with whitespace, a block marker (heading, quote, list, rule, setext, table) or ends with whitespace. */
const BLOCK = /^(?:\s|[#>\-+=:]|\d{1,9}[.)])|\S\s+$/m;

/**
 * Splits plain text into paragraphs of lines, or tells that it may hold markdown.
 * @param content the post's source text
 * @returns the paragraphs (each a list of its lines; blank lines separate paragraphs), or null when
 *   the text contains anything markdown could read as syntax (the full renderer must take it)
 */
export function plainParagraphs(content: string): string[][] | null {
  if (INLINE.test(content) || BLOCK.test(content.replace(/^\n+|\n+$/g, '').replace(/\n{2,}/g, '\n'))) return null;
  return content
    .split(/\n{2,}/)
    .map((block) => block.split('\n').filter((line) => line !== ''))
    .filter((lines) => lines.length > 0);
}
