import { applyMarkdownFormat } from './markdown-format';

describe('applyMarkdownFormat', () => {
  it('wraps the selection for inline formats and selects the wrapped text', () => {
    expect(applyMarkdownFormat('say hi', 4, 6, 'bold')).toEqual({ text: 'say **hi**', selectionStart: 6, selectionEnd: 8 });
    expect(applyMarkdownFormat('say hi', 4, 6, 'italic').text).toBe('say _hi_');
    expect(applyMarkdownFormat('run npm', 4, 7, 'code').text).toBe('run `npm`');
  });

  it('inserts a placeholder when nothing is selected', () => {
    expect(applyMarkdownFormat('', 0, 0, 'bold').text).toBe('**bold text**');
  });

  it('prefixes every selected line for block formats', () => {
    expect(applyMarkdownFormat('one\ntwo', 0, 7, 'bulletList').text).toBe('- one\n- two');
    expect(applyMarkdownFormat('one\ntwo', 0, 7, 'numberedList').text).toBe('1. one\n2. two');
    expect(applyMarkdownFormat('intro\nquote me', 8, 8, 'quote').text).toBe('intro\n> quote me');
    expect(applyMarkdownFormat('Title', 2, 2, 'heading').text).toBe('## Title');
  });

  it('fences multi-line code', () => {
    expect(applyMarkdownFormat('a\nb', 0, 3, 'code').text).toBe('```\na\nb\n```\n');
  });

  it('makes a link and selects the URL', () => {
    const edit = applyMarkdownFormat('visit site', 6, 10, 'link');
    expect(edit.text).toBe('visit [site](https://)');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });
});
