/**
 * Markdown to sanitised HTML (spec §1: GitHub-style extensions, line breaks on in the detail
 * views and off in the feed preview, unsafe markup removed), the one renderer MindSpace has
 * (decision 0051). Only the server runs it, for every post and every card's preview
 * (`contentHtml`), so a reader's phone never loads or runs it.
 *
 * It is react-markdown's own pipeline, run to a string: remark-parse + remark-gfm
 * (+ remark-breaks) → remark-rehype (raw HTML kept as `raw` nodes) → rehype-sanitize (GitHub's
 * schema; it drops every `raw` node, so HTML typed into a post is never rendered, and keeps only
 * http(s), mailto, irc(s) and xmpp URLs) → our link rules → rehype-stringify.
 *
 * Link rules, applied after sanitising: links open in a new tab with rel="noopener noreferrer
 * nofollow ugc"; images become links ('Image: alt', or 'Image'), so reading a post never loads a
 * third-party image (which would leak the reader's IP address).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkBreaks from 'remark-breaks';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Element, ElementContent, Root } from 'hast';

/** The rel of every link in a post: rel="noopener noreferrer nofollow ugc". */
const LINK_REL = ['noopener', 'noreferrer', 'nofollow', 'ugc'];

/** Rewrites a sanitised tree: links open in a new tab with LINK_REL; images become such links (or go when they have no address). */
function linkRules() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'a') {
        node.properties = { ...node.properties, target: '_blank', rel: LINK_REL };
        return;
      }
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const src = node.properties.src;
      if (typeof src !== 'string' || src === '') {
        parent.children.splice(index, 1);
        return index;
      }
      const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
      const link: ElementContent = {
        type: 'element',
        tagName: 'a',
        properties: { href: src, target: '_blank', rel: LINK_REL },
        children: [{ type: 'text', value: alt ? `Image: ${alt}` : 'Image' }],
      };
      parent.children[index] = link;
    });
  };
}

/** The pipeline for one breaks setting. */
function pipeline(breaks: boolean) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(breaks ? [remarkBreaks] : [])
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeSanitize)
    .use(linkRules)
    .use(rehypeStringify);
}

/** The two pipelines, built once (building one costs more than rendering a short post). */
const WITH_BREAKS = pipeline(true);
const WITHOUT_BREAKS = pipeline(false);

/**
 * Renders a post's markdown as sanitised HTML.
 * @param content the markdown source (any string; nothing in it can throw)
 * @param options.breaks single newlines become `<br>` (detail views on, the feed preview off)
 * @returns the HTML (block elements separated by a newline, as react-markdown's DOM had them)
 */
export function renderMarkdown(content: string, { breaks }: { breaks: boolean }): string {
  return String((breaks ? WITH_BREAKS : WITHOUT_BREAKS).processSync(content));
}
