/**
 * The markdown renderer for what the server did not render (the editor's preview, lists): the
 * shared renderer (`@common/markdown`, decision 0051) run in the browser. Loaded lazily through
 * ./markdown.tsx so the markdown stack stays out of the initial bundle.
 */
import { useMemo } from 'react';
import { renderMarkdown } from '@common/markdown';
import { MarkdownHtml } from './markdown-html';

export type MarkdownRendererProps = {
  /** Markdown source text. */
  content: string;
  /** Turn single newlines into line breaks (on in detail views, off in the feed preview). */
  breaks?: boolean;
};

/**
 * Renders markdown (GitHub flavour) as sanitised HTML; loaded lazily by `<Markdown />`.
 * @param props.content the markdown source
 * @param props.breaks single newlines become line breaks
 */
export default function MarkdownRenderer({ content, breaks = false }: MarkdownRendererProps) {
  const html = useMemo(() => renderMarkdown(content, { breaks }), [content, breaks]);
  return <MarkdownHtml html={html} />;
}
