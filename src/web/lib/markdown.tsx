/**
 * <Markdown content breaks? /> — safe markdown for questions and answers (spec §1).
 * The renderer is a separate chunk loaded on first use (React.lazy); until it arrives the text
 * is shown as plain, escaped text so nothing jumps or blanks out.
 */
import { lazy, Suspense } from 'react';
import { cn } from './utils';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

export type MarkdownProps = {
  content: string;
  /** Line breaks on (detail views) or off (feed preview). */
  breaks?: boolean;
  className?: string;
};

/**
 * Markdown shown as sanitised HTML; the renderer (remark/rehype) loads lazily, with the plain text
 * shown meanwhile.
 * @param props.content the markdown source
 * @param props.breaks single newlines become line breaks (detail views)
 * @param props.className classes for the wrapper
 */
export function Markdown({ content, breaks = false, className }: MarkdownProps) {
  return (
    <div className={cn('markdown', className)}>
      <Suspense fallback={<p className={breaks ? 'whitespace-pre-wrap' : undefined}>{content}</p>}>
        <MarkdownRenderer content={content} breaks={breaks} />
      </Suspense>
    </div>
  );
}

/** Starts loading the markdown chunk early (e.g. when a signed-in page mounts). */
export function preloadMarkdown(): void {
  void import('./markdown-renderer');
}
