/**
 * <Markdown content breaks? /> — safe markdown for questions and answers (spec §1).
 * Plain text (no character markdown could read as syntax; `plainParagraphs`) is rendered here
 * directly, to the same markup the full renderer gives it (decision 0046). Anything else goes to
 * the renderer, a separate chunk loaded on first use (React.lazy); until it arrives the text is
 * shown as plain, escaped text so nothing jumps or blanks out.
 */
import { Fragment, lazy, Suspense } from 'react';
import { plainParagraphs } from './plain-text';
import { cn } from './utils';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

export type MarkdownProps = {
  content: string;
  /** Line breaks on (detail views) or off (feed preview). */
  breaks?: boolean;
  className?: string;
};

/**
 * Markdown shown as sanitised HTML: plain text directly, anything else by the lazily loaded
 * renderer (remark/rehype), with the plain text shown meanwhile.
 * @param props.content the markdown source
 * @param props.breaks single newlines become line breaks (detail views)
 * @param props.className classes for the wrapper
 */
export function Markdown({ content, breaks = false, className }: MarkdownProps) {
  const plain = plainParagraphs(content);
  return (
    <div className={cn('markdown', className)}>
      {plain ? (
        <PlainText paragraphs={plain} breaks={breaks} />
      ) : (
        <Suspense fallback={<p className={breaks ? 'whitespace-pre-wrap' : undefined}>{content}</p>}>
          <MarkdownRenderer content={content} breaks={breaks} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Plain paragraphs as the markdown renderer renders them: paragraphs separated by a newline,
 * lines joined by a `<br>` and a newline (breaks on) or by a newline (breaks off).
 * @param props.paragraphs from `plainParagraphs`
 * @param props.breaks single newlines become line breaks
 */
export function PlainText({ paragraphs, breaks }: { paragraphs: string[][]; breaks: boolean }) {
  return (
    <div data-testid="markdown-rendered" className="contents">
      {paragraphs.map((lines, i) => (
        <Fragment key={i}>
          {i > 0 && '\n'}
          <p>
            {breaks
              ? lines.map((line, j) => (
                  <Fragment key={j}>
                    {j > 0 && <br />}
                    {j > 0 && '\n'}
                    {line}
                  </Fragment>
                ))
              : lines.join('\n')}
          </p>
        </Fragment>
      ))}
    </div>
  );
}
