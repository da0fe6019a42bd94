import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LIMITS } from '@common/constants';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { FeedbackDialog } from './feedback-dialog';

async function openAndType(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<FeedbackDialog />);
  await user.click(screen.getByRole('button', { name: 'Got ideas?' }));
  expect(screen.getByRole('dialog', { name: 'Share Your Ideas' })).toBeInTheDocument();
  if (text) await user.type(screen.getByLabelText('Your feedback'), text);
  return user;
}

describe('FeedbackDialog', () => {
  it('disables Send while the text is blank after trimming', async () => {
    stubFetch({});
    await openAndType('   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("thanks you: 'Thank you!' / 'Your feedback has been submitted successfully.'", async () => {
    const calls = stubFetch({ 'POST /api/feedback': { status: 201, body: { ok: true } } });
    const user = await openAndType('  More topics please  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Your feedback has been submitted successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ feedback: 'More topics please' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to submit feedback. Please try again.' on failure", async () => {
    stubFetch({ 'POST /api/feedback': { status: 500, body: { message: 'boom' } } });
    const user = await openAndType('Idea');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
  });

  it('feedback: at most LIMITS.feedback characters; longer is refused in the schema’s words, kept and focused', async () => {
    const calls = stubFetch({ 'POST /api/feedback': { status: 201, body: { ok: true } } });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackDialog />);
    await user.click(screen.getByRole('button', { name: 'Got ideas?' }));
    const box = screen.getByLabelText('Your feedback');
    const tooLong = 'a'.repeat(LIMITS.feedback + 1);
    fireEvent.change(box, { target: { value: tooLong } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Feedback must be at most 5,000 characters')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue(tooLong);
    expect(box).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(box, { target: { value: 'a'.repeat(LIMITS.feedback) } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ feedback: 'a'.repeat(LIMITS.feedback) });
  });
});
