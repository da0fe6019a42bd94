import { renderMarkdown } from './markdown';

/** The renderer's HTML as a DOM element (the web project's tests run in jsdom). */
function rendered(content: string, breaks = false) {
  const element = document.createElement('div');
  element.innerHTML = renderMarkdown(content, { breaks });
  return element;
}

describe('renderMarkdown (sanitising)', () => {
  it('never renders a <script> element', () => {
    expect(rendered('Hello <script>alert(1)</script> world').querySelector('script')).toBeNull();
  });

  it('does not render raw HTML elements', () => {
    const html = rendered('<img src=x onerror="alert(1)"> <b>bold?</b> <iframe src="https://evil.example"></iframe>');
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelector('b')).toBeNull();
    expect(html.querySelector('iframe')).toBeNull();
    expect(html.querySelector('[onerror]')).toBeNull();
  });

  it('strips javascript: URLs from links', () => {
    const html = rendered('[click me](javascript:alert(1)) and [also](JavaScript:alert(2))');
    for (const a of html.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('opens links in a new tab with rel="noopener noreferrer nofollow ugc"', () => {
    const link = rendered('See [the lifeline](https://988lifeline.org).').querySelector('a');
    expect(link).toHaveAttribute('href', 'https://988lifeline.org');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows images as links instead of loading them', () => {
    const html = rendered('![a cat](https://tracker.example/cat.png) ![](https://tracker.example/dog.png)');
    expect(html.querySelector('img')).toBeNull();
    expect([...html.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Image: a cat', 'https://tracker.example/cat.png', 'noopener noreferrer nofollow ugc'],
      ['Image', 'https://tracker.example/dog.png', 'noopener noreferrer nofollow ugc'],
    ]);
  });

  it('renders GitHub-flavoured markdown', () => {
    const html = rendered('**bold**\n\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~ https://example.org');
    expect(html.querySelector('strong')).toHaveTextContent('bold');
    expect(html.querySelector('input[type="checkbox"]')).toBeChecked();
    expect(html.querySelector('table')).not.toBeNull();
    expect(html.querySelector('del')).toHaveTextContent('gone');
    expect(html.querySelector('a')).toHaveAttribute('href', 'https://example.org');
  });

  it('turns single newlines into line breaks only when breaks is on', () => {
    expect(rendered('line one\nline two', true).querySelector('br')).not.toBeNull();
    expect(rendered('line one\nline two', false).querySelector('br')).toBeNull();
  });
});
