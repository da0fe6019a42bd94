/**
 * <Markdown content html? breaks? /> — safe markdown for questions and answers (spec §1). The
 * server renders every post's markdown (`contentHtml`: decision 0051 for a post, 0053 for a
 * card's preview), so the browser holds no markdown parser: that HTML is shown as it is, and plain
 * text (no character markdown could read as syntax; `plainParagraphs`), for which the server
 * sends none, is rendered here to the same markup the renderer gives it.
 */
import { Fragment } from 'react';
import { plainParagraphs } from '@common/plain-text';
import { MarkdownHtml } from './markdown-html';
import { cn } from './utils';

export type MarkdownProps = {
  content: string;
  /** The server's rendering of `content` (a post's `contentHtml`; null or left out when it sent none). */
  html?: string | null;
  /** Line breaks on (detail views) or off (previews); the server's HTML has the same setting. */
  breaks?: boolean;
  className?: string;
};

/**
 * A post's text as sanitised HTML: the server's rendering when there is one, plain text
 * directly. Text with markdown and no rendering (which the server never sends) shows as escaped text.
 * @param props.content the markdown source
 * @param props.html the server's rendering of it (`contentHtml`), if any
 * @param props.breaks single newlines become line breaks (detail views)
 * @param props.className classes for the wrapper
 */
export function Markdown({ content, html, breaks = false, className }: MarkdownProps) {
  const plain = html ? null : plainParagraphs(content);
  return (
    <div className={cn('markdown', className)}>
      {html ? (
        <MarkdownHtml html={html} />
      ) : plain ? (
        <PlainText paragraphs={plain} breaks={breaks} />
      ) : (
        <p className={breaks ? 'whitespace-pre-wrap' : undefined}>{content}</p>
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
