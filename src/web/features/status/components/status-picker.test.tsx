import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { StatusPicker } from './status-picker';
import { WelcomeStatusDialog, statusPromptKey } from './welcome-status-dialog';

const ME = { id: 7, firstName: 'Sam', lastName: 'Lee', status: null };

describe('StatusPicker', () => {
  it("asks for a status: 'Please select a status'", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<StatusPicker />);
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a status');
    expect(calls).toHaveLength(0);
  });

  it('requires a situation for healing: "Please select what you\'re going through"', async () => {
    const calls = stubFetch({ 'PATCH /api/users/status': { body: { ...ME, status: 'healing' } } });
    const user = userEvent.setup();
    renderWithProviders(<StatusPicker />);

    expect(screen.queryByLabelText('What are you going through?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Healing/ }));
    expect(screen.getByLabelText('What are you going through?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Please select what you're going through");
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('What are you going through?'), 'Feeling anxious');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'healing', statusSituation: 'Feeling anxious' });
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Your status has been set successfully')).toBeInTheDocument();
  });

  it('sends no situation for other statuses', async () => {
    const calls = stubFetch({ 'PATCH /api/users/status': { body: { ...ME, status: 'supporting' } } });
    const user = userEvent.setup();
    renderWithProviders(<StatusPicker />);
    await user.click(screen.getByRole('radio', { name: /Healing/ }));
    await user.selectOptions(screen.getByLabelText('What are you going through?'), 'Feeling anxious');
    await user.click(screen.getByRole('radio', { name: /Supporting/ }));
    expect(screen.queryByLabelText('What are you going through?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'supporting', statusSituation: null });
  });

  it("shows the server's message when the update is refused", async () => {
    stubFetch({
      'PATCH /api/users/status': { status: 429, body: { message: 'You can change your status again on 12 May 2026' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<StatusPicker />);
    await user.click(screen.getByRole('radio', { name: /Celebrating/ }));
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('You can change your status again on 12 May 2026')).toBeInTheDocument();
  });

  it("falls back to 'Failed to update status' without a server message", async () => {
    stubFetch({ 'PATCH /api/users/status': { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<StatusPicker />);
    await user.click(screen.getByRole('radio', { name: /Lost/ }));
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });
});

describe('WelcomeStatusDialog', () => {
  it('opens once for a user without a status', async () => {
    stubFetch({});
    const first = renderWithProviders(<WelcomeStatusDialog user={ME} />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to MindSpace!' })).toBeInTheDocument();
    expect(window.localStorage.getItem(statusPromptKey(ME.id))).not.toBeNull();
    first.unmount();

    renderWithProviders(<WelcomeStatusDialog user={ME} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for a user who has a status', () => {
    stubFetch({});
    renderWithProviders(<WelcomeStatusDialog user={{ ...ME, status: 'healed' }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
