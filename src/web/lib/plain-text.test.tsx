import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from '@common/markdown';
import { MarkdownHtml } from './markdown-html';
import { PlainText } from './markdown';
import { plainParagraphs } from '@common/plain-text';
import { parse } from 'csv-parse/sync';

/** HTML as the browser's DOM holds it (one serialiser for both renderings: `'` and `&#x27;`, `<br/>` and `<br>` are the same DOM). */
function asDom(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

/** Both renderings of one text, as DOM, or null when the cheap path declines it. */
function both(content: string, breaks: boolean) {
  const plain = plainParagraphs(content);
  if (!plain) return null;
  return {
    fast: asDom(renderToStaticMarkup(<PlainText paragraphs={plain} breaks={breaks} />)),
    full: asDom(renderToStaticMarkup(<MarkdownHtml html={renderMarkdown(content, { breaks })} />)),
  };
}

const TRICKY = [
  '',
  'One line.',
  'Line one\nline two\n\nSecond paragraph.\n\n\n\nThird, after many blank lines.\n',
  '\n\nLeading and trailing blank lines\n\n',
  'Quotes "like this" and \'this\', ellipsis... and dashes - in the middle - stay text.',
  'A path C:\\nUsers and a literal \\n in imported text.',
  'Numbers 3.5 and 10) inside a line, (parentheses), colons: fine; 100% sure! Really?',
  'Tab\tinside a line and unicode: café, naïve, 日本語, emoji 🙂.',
  '2020 was hard\nbut 2021 felt better',
];

/** Texts the cheap path must hand to the full renderer. */
const MARKDOWN = [
  '**bold**',
  '_em_',
  '# heading',
  '> quote',
  '- item',
  '1. item',
  '2) item',
  'text\n===',
  'text\n---',
  '    indented code',
  'a line  \nwith a hard break',
  'escaped \\* star',
  'ends with a backslash\\\nnext',
  '<b>html</b>',
  'an &amp; entity',
  'a [link](https://example.org)',
  'https://example.org',
  'www.example.org',
  'mail me at a@example.org',
  '~strike~',
  '| a | b |',
  '`code`',
  'a\r\nb',
  ' leading space',
  'nul\0char',
];

describe('plain text without the markdown renderer', () => {
  it.each(TRICKY)('renders %j exactly as the markdown renderer does', (content) => {
    for (const breaks of [true, false]) {
      const result = both(content, breaks);
      expect(result).not.toBeNull();
      expect(result!.fast).toBe(result!.full);
    }
  });

  it.each(MARKDOWN)('leaves %j to the markdown renderer', (content) => {
    expect(plainParagraphs(content)).toBeNull();
  });

  it('agrees with the markdown renderer on random text built from plain and markdown characters', () => {
    // mulberry32, a seeded generator: the same strings every run.
    let seed = 46;
    const random = () => {
      seed = (seed + 0x6d2b79f5) >>> 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const alphabet = [
      'a',
      'b',
      ' ',
      ' ',
      '\n',
      '\n\n',
      '.',
      '-',
      '1',
      '2.',
      ')',
      '!',
      '?',
      ':',
      '"',
      "'",
      '\t',
      '\\',
      'n',
      '#',
      '=',
      '+',
      '(',
      '/',
      ',',
      'é',
      '\u00a0',
    ];
    let fastPaths = 0;
    for (let i = 0; i < 3000; i += 1) {
      const length = 1 + Math.floor(random() * 24);
      const content = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      for (const breaks of [true, false]) {
        const result = both(content, breaks);
        if (!result) continue;
        fastPaths += 1;
        expect(result.fast, JSON.stringify(content)).toBe(result.full);
      }
    }
    expect(fastPaths).toBeGreaterThan(500);
  });

  it('agrees with the markdown renderer on every Counsel Chat text it takes', () => {
    const corpus = gunzipSync(readFileSync('fixtures/counsel-chat/counsel_chat_2020-03-25.csv.gz'));
    const rows = parse(corpus, { columns: true }) as Record<string, string>[];
    const texts = [...new Set(rows.flatMap((row) => [row.questionText, row.answerText]))];
    let fastPaths = 0;
    for (const content of texts) {
      const result = both(content, true);
      if (!result) continue;
      fastPaths += 1;
      expect(result.fast, content.slice(0, 80)).toBe(result.full);
    }
    expect(fastPaths).toBeGreaterThan(texts.length / 2);
  }, 60_000);
});
