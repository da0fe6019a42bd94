import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@common/constants';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { AnswerForm } from './answer-form';

describe('AnswerForm checked by the common schema', () => {
  it('answer: at most LIMITS.content characters, trimmed as the server stores it', async () => {
    const calls = stubFetch({ 'POST /api/answers': { status: 500, body: { message: 'later' } } });
    const user = userEvent.setup();
    renderWithProviders(<AnswerForm questionId={5} />);
    const box = screen.getByRole('textbox', { name: 'Your Answer' });
    fireEvent.change(box, { target: { value: 'a'.repeat(LIMITS.content + 1) } });
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Answer must be at most 20,000 characters')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(box, { target: { value: ` ${'a'.repeat(LIMITS.content)} ` } });
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ content: 'a'.repeat(LIMITS.content) });
  });
});
