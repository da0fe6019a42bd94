/**
 * The markdown renderer itself: react-markdown + remark-gfm (+ remark-breaks in detail views)
 * + rehype-sanitize (default GitHub schema). Loaded lazily through ./markdown.tsx so the
 * markdown stack stays out of the initial bundle.
 *
 * Safety: raw HTML in the text is never rendered (no rehype-raw); react-markdown's default
 * urlTransform drops javascript:/vbscript:/data: URLs; rehype-sanitize strips anything else
 * unsafe. Links open in a new tab with rel="noopener noreferrer nofollow ugc". Images are shown
 * as links, so reading a post never loads a third-party image (which would leak the reader's IP).
 */
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkBreaks from 'remark-breaks';
import rehypeSanitize from 'rehype-sanitize';

export const LINK_REL = 'noopener noreferrer nofollow ugc';

const components: Components = {
  a: ({ node: _node, href, children, ...props }) => (
    <a {...props} href={href} target="_blank" rel={LINK_REL}>
      {children}
    </a>
  ),
  img: ({ node: _node, src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel={LINK_REL}>
        {alt ? `Image: ${alt}` : 'Image'}
      </a>
    ) : null,
};

const WITH_BREAKS = [remarkGfm, remarkBreaks];
const WITHOUT_BREAKS = [remarkGfm];
const REHYPE = [rehypeSanitize];

export type MarkdownRendererProps = {
  /** Markdown source text. */
  content: string;
  /** Turn single newlines into line breaks (on in detail views, off in the feed preview). */
  breaks?: boolean;
};

/**
 * Renders markdown (GitHub flavour) as sanitised HTML (rehype-sanitize); loaded lazily by `<Markdown />`.
 * @param props.content the markdown source
 * @param props.breaks single newlines become line breaks
 */
export default function MarkdownRenderer({ content, breaks = false }: MarkdownRendererProps) {
  return (
    <div data-testid="markdown-rendered" className="contents">
      <ReactMarkdown remarkPlugins={breaks ? WITH_BREAKS : WITHOUT_BREAKS} rehypePlugins={REHYPE} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
