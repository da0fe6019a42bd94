import { render, screen } from '@testing-library/react';
import { renderMarkdown } from '@common/markdown';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('shows the server’s rendering at once, without waiting for the renderer (decision 0051)', () => {
    const content = 'I lie awake **for hours**.';
    const { container } = render(<Markdown content={content} html={renderMarkdown(content, { breaks: true })} breaks />);
    expect(container.querySelector('strong')).toHaveTextContent('for hours');
    expect(screen.getByTestId('markdown-rendered')).toBeInTheDocument();
  });

  it('renders markdown the server did not render in the browser, showing the text meanwhile', async () => {
    const { container } = render(<Markdown content={'**bold** <script>alert(1)</script>\n\n- item'} />);
    expect(container).toHaveTextContent('**bold**');
    await screen.findByTestId('markdown-rendered');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('li')).toHaveTextContent('item');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows plain text without the renderer', () => {
    const { container } = render(<Markdown content={'Line one\nline two'} breaks />);
    expect(container.querySelector('br')).not.toBeNull();
    expect(screen.getByTestId('markdown-rendered')).toHaveTextContent('Line one line two');
  });
});
