import { render, screen } from '@testing-library/react';
import { PendingReviewNote } from './pending-review-note';

describe('PendingReviewNote', () => {
  it('tells the author, kindly, that others cannot see the post for now', () => {
    render(<PendingReviewNote hidden own />);
    const note = screen.getByTestId('pending-review');
    expect(note).toHaveTextContent("Hidden pending review. Others can't see it while a moderator takes a look. It is still here for you.");
  });

  it('tells staff that members cannot see it until it is reviewed', () => {
    render(<PendingReviewNote hidden own={false} />);
    expect(screen.getByTestId('pending-review')).toHaveTextContent("Members can't see it until a moderator reviews it.");
  });

  it('says nothing about a post that is not hidden', () => {
    const { container } = render(<PendingReviewNote hidden={false} own />);
    expect(container).toBeEmptyDOMElement();
  });
});
