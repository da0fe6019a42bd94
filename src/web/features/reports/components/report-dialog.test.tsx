import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_REASONS } from '@common/constants';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { ReportButton } from './report-dialog';

describe('ReportButton / ReportDialog', () => {
  it('reports with a reason and optional details, then thanks the reporter', async () => {
    const calls = stubFetch({ 'POST /api/reports': { status: 201, body: { id: 1 } } });
    const user = userEvent.setup();
    renderWithProviders(<ReportButton targetType="answer" targetId={9} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog', { name: 'Report this answer' })).toBeInTheDocument();

    // A reason is required.
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: REPORT_REASONS.harassment }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/reports',
      body: { targetType: 'answer', targetId: 9, reason: 'harassment', description: null },
    });
    expect(await screen.findByText('Report submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you. Our moderators will review it.')).toBeInTheDocument();
  });

  it('mounts the dialog on first use only, and gives focus back to the Report button when it closes', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ReportButton targetType="question" targetId={3} />);
    const button = screen.getByRole('button', { name: 'Report' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report this question' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveAttribute('aria-expanded', 'false');

    // And opens again.
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this question' })).toBeInTheDocument();
  });
});
