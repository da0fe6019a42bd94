/**
 * <MarkdownHtml html /> — a post's markdown already rendered to sanitised HTML by the shared
 * renderer (`@common/markdown`) on the server (`contentHtml`). Only that
 * renderer's output may be passed here: it is the one place where MindSpace sets HTML, and the
 * renderer's sanitiser is what makes it safe.
 */

/**
 * @param props.html HTML from `renderMarkdown` (a post's `contentHtml`)
 */
export function MarkdownHtml({ html }: { html: string }) {
  return <div data-testid="markdown-rendered" className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
