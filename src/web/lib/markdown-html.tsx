/**
 * <MarkdownHtml html /> — a post's markdown already rendered to sanitised HTML by the shared
 * renderer (`@common/markdown`, decision 0051): by the server (`contentHtml`) or by the lazily
 * loaded renderer. Only that renderer's output may be passed here: it is the one place where
 * MindSpace sets HTML, and the renderer's sanitiser is what makes it safe.
 */

/**
 * @param props.html HTML from `renderMarkdown` (a post's `contentHtml`, or the renderer's output)
 */
export function MarkdownHtml({ html }: { html: string }) {
  return <div data-testid="markdown-rendered" className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
