import { render } from '@testing-library/react';
import { UserAvatar } from './user-avatar';

const LIN = { firstName: 'Lin', lastName: 'Ng', profileImageUrl: null };

describe('UserAvatar', () => {
  it('shows the initials on the primary tint when there is no photo', () => {
    const { container } = render(<UserAvatar user={LIN} className="size-7" />);
    const frame = container.querySelector('[data-slot="avatar"]');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveClass('size-7', 'rounded-full');
    expect(frame?.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('LN');
    expect(frame?.querySelector('[data-slot="avatar-fallback"]')).toHaveClass('bg-primary/15');
  });

  it("shows '?' and never the photo for an anonymous author", () => {
    const { container } = render(<UserAvatar user={{ ...LIN, profileImageUrl: 'https://example.org/lin.png' }} anonymous />);
    expect(container).toHaveTextContent('?');
    expect(container).not.toHaveTextContent('LN');
    expect(container.innerHTML).not.toContain('lin.png');
  });

  it('keeps the initials while a photo loads', () => {
    const { container } = render(<UserAvatar user={{ ...LIN, profileImageUrl: 'https://example.org/lin.png' }} />);
    expect(container.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('LN');
  });
});
