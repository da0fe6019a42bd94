/**
 * Pure markdown formatting for the editor toolbar: given the text and the selection, returns
 * the new text and the new selection. Inline formats wrap the selection (or a placeholder);
 * block formats prefix every selected line.
 */

export const MARKDOWN_FORMATS = ['bold', 'italic', 'heading', 'quote', 'bulletList', 'numberedList', 'code', 'link'] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];

export type Edit = { text: string; selectionStart: number; selectionEnd: number };

function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string): Edit {
  const selected = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  return { text: next, selectionStart: start + before.length, selectionEnd: start + before.length + selected.length };
}

function prefixLines(text: string, start: number, end: number, prefix: (index: number) => string): Edit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const replaced = lines.map((line, i) => prefix(i) + line).join('\n');
  const next = text.slice(0, lineStart) + replaced + text.slice(lineEnd);
  return { text: next, selectionStart: lineStart, selectionEnd: lineStart + replaced.length };
}

/** Applies one toolbar format to `text` at the selection [start, end). */
export function applyMarkdownFormat(text: string, start: number, end: number, format: MarkdownFormat): Edit {
  switch (format) {
    case 'bold':
      return wrap(text, start, end, '**', '**', 'bold text');
    case 'italic':
      return wrap(text, start, end, '_', '_', 'italic text');
    case 'heading':
      return prefixLines(text, start, end, () => '## ');
    case 'quote':
      return prefixLines(text, start, end, () => '> ');
    case 'bulletList':
      return prefixLines(text, start, end, () => '- ');
    case 'numberedList':
      return prefixLines(text, start, end, (i) => `${i + 1}. `);
    case 'code': {
      const selected = text.slice(start, end);
      if (selected.includes('\n')) {
        const needsLeadingBreak = start > 0 && text[start - 1] !== '\n';
        return wrap(text, start, end, `${needsLeadingBreak ? '\n' : ''}\`\`\`\n`, '\n```\n', 'code');
      }
      return wrap(text, start, end, '`', '`', 'code');
    }
    case 'link': {
      const label = text.slice(start, end) || 'link text';
      const url = 'https://';
      const inserted = `[${label}](${url})`;
      const next = text.slice(0, start) + inserted + text.slice(end);
      const urlStart = start + label.length + 3;
      return { text: next, selectionStart: urlStart, selectionEnd: urlStart + url.length };
    }
  }
}
