import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { closeCrisisSupport, CrisisSupportPanel } from '@/components/crisis/crisis-support';
import { CommentsSection } from './comments-section';

const comment = (content: string, crisisSupport: boolean) => ({
  body: { id: 9, answerId: 8, content, author: { id: 1, firstName: 'Kim' }, createdAt: new Date().toISOString(), crisisSupport },
  status: 201,
});

afterEach(() => act(() => closeCrisisSupport()));

describe('crisis support after a write', () => {
  it('opens a warm panel with the crisis resources when the server says crisisSupport, without blocking the page', async () => {
    stubFetch({ 'POST /api/comments': comment('I want to die', true) });
    renderWithProviders(
      <>
        <CommentsSection answerId={8} questionId={5} comments={[]} />
        <CrisisSupportPanel />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'I want to die');
    // The draft notice shows while typing, from the shared lexicon.
    expect(screen.getByRole('note')).toHaveTextContent('It sounds like you may be going through a lot');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    const panel = await screen.findByRole('complementary', { name: "You don't have to carry this alone" });
    expect(panel).toHaveTextContent('it has been posted');
    const links = [...panel.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['tel:988', 'sms:741741?&body=HOME', 'tel:911']));
    // Non-blocking: the page stays usable and focus stays where it was.
    expect(panel).not.toHaveAttribute('aria-modal');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).not.toHaveAttribute('aria-hidden');

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('stays closed when the server does not ask for it', async () => {
    stubFetch({ 'POST /api/comments': comment('Lovely idea', false) });
    renderWithProviders(
      <>
        <CommentsSection answerId={8} questionId={5} comments={[]} />
        <CrisisSupportPanel />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Lovely idea');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue(''));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
