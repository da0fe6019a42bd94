import { render, screen } from '@testing-library/react';
import { renderMarkdown } from '@common/markdown';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('shows the server’s rendering', () => {
    const content = 'I lie awake **for hours**.';
    const { container } = render(<Markdown content={content} html={renderMarkdown(content, { breaks: true })} breaks />);
    expect(container.querySelector('strong')).toHaveTextContent('for hours');
    expect(screen.getByTestId('markdown-rendered')).toBeInTheDocument();
  });

  it('shows markdown the server sent no rendering for as escaped text, never as HTML', () => {
    const { container } = render(<Markdown content={'**bold** <script>alert(1)</script>\n\n- item'} />);
    expect(container).toHaveTextContent('**bold** <script>alert(1)</script> - item');
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows plain text, for which the server sends no rendering', () => {
    const { container } = render(<Markdown content={'Line one\nline two'} breaks />);
    expect(container.querySelector('br')).not.toBeNull();
    expect(screen.getByTestId('markdown-rendered')).toHaveTextContent('Line one line two');
  });
});
