/**
 * <Markdown content html? breaks? /> — safe markdown for questions and answers (spec §1).
 * A post the server rendered (`contentHtml`, decision 0051) is shown as that HTML, with no
 * renderer in the browser at all. Plain text (no character markdown could read as syntax;
 * `plainParagraphs`) is rendered here directly, to the same markup the full renderer gives it (decision 0046). Anything else goes to
 * the renderer, a separate chunk loaded on first use (React.lazy); until it arrives the text is
 * shown as plain, escaped text so nothing jumps or blanks out. A post that needs the renderer is
 * rendered by it only once it comes within a screen of the viewport (decision 0048): parsing a
 * long answer takes tens of milliseconds on a phone, and a busy thread's answers below the fold
 * would otherwise hold up the first screen; until then it shows as that same plain text.
 */
import { Fragment, lazy, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { plainParagraphs } from '@common/plain-text';
import { MarkdownHtml } from './markdown-html';
import { cn } from './utils';

const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

export type MarkdownProps = {
  content: string;
  /** The server's rendering of `content` (a post's `contentHtml`; null or left out when it sent none). */
  html?: string | null;
  /** Line breaks on (detail views) or off (feed preview). */
  breaks?: boolean;
  className?: string;
};

/**
 * Markdown shown as sanitised HTML: the server's rendering when there is one, plain text
 * directly, anything else by the lazily loaded renderer, with the plain text shown meanwhile.
 * @param props.content the markdown source
 * @param props.html the server's rendering of it (`contentHtml`), if any
 * @param props.breaks single newlines become line breaks (detail views)
 * @param props.className classes for the wrapper
 */
export function Markdown({ content, html, breaks = false, className }: MarkdownProps) {
  const plain = html ? null : plainParagraphs(content);
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, !html && plain === null);
  const asText = <p className={breaks ? 'whitespace-pre-wrap' : undefined}>{content}</p>;
  return (
    <div ref={ref} className={cn('markdown', className)}>
      {html ? (
        <MarkdownHtml html={html} />
      ) : plain ? (
        <PlainText paragraphs={plain} breaks={breaks} />
      ) : near ? (
        <Suspense fallback={asText}>
          <MarkdownRenderer content={content} breaks={breaks} />
        </Suspense>
      ) : (
        asText
      )}
    </div>
  );
}

/**
 * Whether an element has come within one screen height of the viewport (and stays true from
 * then on); the change is rendered as a transition, so it never holds up input or paint.
 * Without IntersectionObserver it is true at once.
 * @param ref the element to watch
 * @param watch false to skip watching (the answer is then false, and nothing is observed)
 * @returns true once the element has been near the viewport
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(() => watch && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!watch || near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, near]);
  return near;
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
