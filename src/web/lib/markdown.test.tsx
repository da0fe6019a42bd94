import { render, screen } from '@testing-library/react';
import { Markdown } from './markdown';

async function renderMarkdown(content: string, breaks = false) {
  const { container } = render(<Markdown content={content} breaks={breaks} />);
  // The renderer is a lazy chunk: wait until it replaced the plain-text fallback.
  await screen.findByTestId('markdown-rendered');
  return container;
}

describe('Markdown (sanitising)', () => {
  it('never renders a <script> element', async () => {
    const container = await renderMarkdown('Hello <script>alert(1)</script> world');
    expect(container.querySelector('script')).toBeNull();
  });

  it('does not render raw HTML elements', async () => {
    const container = await renderMarkdown('<img src=x onerror="alert(1)"> <b>bold?</b> <iframe src="https://evil.example"></iframe>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('strips javascript: URLs from links', async () => {
    const container = await renderMarkdown('[click me](javascript:alert(1)) and [also](JavaScript:alert(2))');
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    }
  });

  it('opens links in a new tab with rel="noopener noreferrer nofollow ugc"', async () => {
    await renderMarkdown('See [the lifeline](https://988lifeline.org).');
    const link = screen.getByRole('link', { name: 'the lifeline' });
    expect(link).toHaveAttribute('href', 'https://988lifeline.org');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows images as links instead of loading them', async () => {
    const container = await renderMarkdown('![a cat](https://tracker.example/cat.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Image: a cat' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  });

  it('renders GitHub-flavoured markdown', async () => {
    const container = await renderMarkdown('**bold**\n\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('table')).not.toBeNull();
  });

  it('turns single newlines into line breaks only when breaks is on', async () => {
    const withBreaks = await renderMarkdown('line one\nline two', true);
    expect(withBreaks.querySelector('br')).not.toBeNull();
  });

  it('keeps single newlines as spaces in the feed preview (breaks off)', async () => {
    const preview = await renderMarkdown('line one\nline two', false);
    expect(preview.querySelector('br')).toBeNull();
  });
});
