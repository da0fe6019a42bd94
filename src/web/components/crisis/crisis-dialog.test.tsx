import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/test-utils';
import { CrisisDialog } from './crisis-dialog';

describe('CrisisDialog', () => {
  it("opens 'Need help now?' with the crisis services, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />);
    const button = screen.getByRole('button', { name: 'Need help now?' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Need help now?' });
    expect(dialog).toHaveTextContent('988 Suicide & Crisis Lifeline');
    expect(dialog).toHaveTextContent('741741');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Opens again at once: the dialog's code stays loaded.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Need help now?' })).toBeInTheDocument();
  });
});
