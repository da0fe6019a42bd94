import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_NOTE_CHARS } from '@common/constants';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { StaffNotes } from './staff-notes';

describe('StaffNotes checked by the common schema', () => {
  it('staff note: at most STAFF_NOTE_CHARS characters', async () => {
    const calls = stubFetch({ 'POST /api/moderation/users/7/notes': { status: 500, body: { message: 'later' } } });
    const user = userEvent.setup();
    renderWithProviders(<StaffNotes userId={7} notes={[]} />);
    const box = screen.getByLabelText('Note for the other moderators');
    fireEvent.change(box, { target: { value: 'a'.repeat(STAFF_NOTE_CHARS + 1) } });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note must be at most 2,000 characters')).toBeInTheDocument();
    expect(screen.getByText('Could not add the note')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(box, { target: { value: 'a'.repeat(STAFF_NOTE_CHARS) } });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});
