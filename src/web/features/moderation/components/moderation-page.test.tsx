import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_REASONS } from '@common/constants';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { ModerationReport } from '../api/get-reports';
import { ModerationPage } from './moderation-page';

const report = (id: number, fields: Partial<ModerationReport> = {}): ModerationReport => ({
  id,
  status: 'pending',
  reason: 'harassment',
  description: 'Unkind to someone who is lonely',
  targetType: 'comment',
  targetId: 40 + id,
  reporter: { id: 1, firstName: 'Alice' },
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  priority: 'high',
  reportCount: 1,
  reasons: ['harassment'],
  crisisFlag: false,
  content: `Reported text ${id}`,
  contentRemoved: false,
  targetAuthor: { id: 8, firstName: 'Rex', lastName: 'Vance', profileImageUrl: null, status: null, role: 'user' },
  link: '/questions/3',
  isAnonymous: false,
  reviewedBy: null,
  hiddenPendingReview: false,
  reviewedAt: null,
  crisisWords: [],
  otherOpenCards: 0,
  lastCheckIn: null,
  claimedBy: null,
  ...fields,
});

const counts = { pending: 1, reviewedToday: 2, resolved: 5, oldestUrgentSince: null, medianFirstActionSeconds: null };

describe('ModerationPage', () => {
  it("shows 'Access denied. Moderator access required.' to a plain user", async () => {
    stubFetch({
      'GET /api/moderation/reports': { status: 403, body: { message: 'Moderator access required' } },
      'GET /api/moderation/flagged': { status: 403, body: { message: 'Moderator access required' } },
    });
    renderWithProviders(<ModerationPage />);
    expect(await screen.findByText('Access denied. Moderator access required.')).toBeInTheDocument();
    expect(screen.queryByText('Moderation Dashboard')).not.toBeInTheDocument();
  });

  it('shows the counters and the Reports (pending count) tab', async () => {
    stubFetch({ 'GET /api/moderation/reports': { body: { items: [report(1)], nextCursor: null, counts } } });
    renderWithProviders(<ModerationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reports (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flagged Content' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Pending Reports', '1'],
      ['Reviewed Today', '2'],
      ['Resolved', '5'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('shows each report and offers Resolve, Dismiss and Delete Content only on pending reports', async () => {
    stubFetch({
      'GET /api/moderation/reports': {
        body: {
          items: [report(1), report(2, { status: 'resolved', reason: 'spam' }), report(3, { status: 'reviewed', reason: 'hate' })],
          nextCursor: null,
          counts,
        },
      },
    });
    renderWithProviders(<ModerationPage />);
    const pending = await screen.findByRole('article', { name: REPORT_REASONS.harassment });
    const resolved = screen.getByRole('article', { name: REPORT_REASONS.spam });
    const reviewed = screen.getByRole('article', { name: REPORT_REASONS.hate });

    expect(within(pending).getByText('Alice')).toBeInTheDocument();
    expect(within(pending).getByText(/Unkind to someone who is lonely/)).toBeInTheDocument();
    expect(within(pending).getByText('Reported text 1')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Rex Vance' })).toHaveAttribute('href', '/profile/8');
    expect(within(pending).getByRole('link', { name: /View comment/ })).toHaveAttribute('href', '/questions/3');
    expect(within(pending).getByText('Comment')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
    for (const name of ['Resolve', 'Dismiss', 'Delete Content']) {
      expect(within(pending).getByRole('button', { name })).toBeInTheDocument();
      expect(within(resolved).queryByRole('button', { name })).not.toBeInTheDocument();
      expect(within(reviewed).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('marks urgent cards calmly, names MindSpace Safety, and shows how many people reported', async () => {
    const items = [
      report(1, {
        reason: 'at-risk',
        priority: 'urgent',
        crisisFlag: true,
        reporter: { id: null, firstName: 'MindSpace Safety' },
        reportCount: 3,
        reasons: ['at-risk', 'spam'],
      }),
      report(2, { reason: 'hate', priority: 'high' }),
      report(3, { reason: 'spam', priority: 'normal' }),
    ];
    stubFetch({ 'GET /api/moderation/reports': { body: { items, nextCursor: null, counts } } });
    renderWithProviders(<ModerationPage />);
    const urgent = await screen.findByRole('article', { name: REPORT_REASONS['at-risk'] });
    expect(within(urgent).getByText('Urgent: someone may be at risk.')).toBeInTheDocument();
    expect(within(urgent).getByText(/MindSpace Safety noticed words of crisis/)).toBeInTheDocument();
    expect(within(urgent).getByText('MindSpace Safety and 2 others')).toBeInTheDocument();
    expect(within(urgent).getByText('3 reports')).toBeInTheDocument();
    expect(within(urgent).getByText(REPORT_REASONS.spam)).toBeInTheDocument();
    const high = screen.getByRole('article', { name: REPORT_REASONS.hate });
    expect(within(high).getByText('High priority')).toBeInTheDocument();
    expect(within(high).queryByText(/Urgent/)).not.toBeInTheDocument();
    const normal = screen.getByRole('article', { name: REPORT_REASONS.spam });
    expect(within(normal).queryByText('High priority')).not.toBeInTheDocument();
    // The server's order is kept: urgent first.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-priority'))).toEqual(['urgent', 'high', 'normal']);
  });

  it("marks the author of anonymous content 'Posted anonymously'", async () => {
    stubFetch({ 'GET /api/moderation/reports': { body: { items: [report(1, { isAnonymous: true })], nextCursor: null, counts } } });
    renderWithProviders(<ModerationPage />);
    expect(await screen.findByText('Posted anonymously')).toBeInTheDocument();
  });

  it("resolves a report: POST …/resolve, then 'Report reviewed successfully'", async () => {
    const calls = stubFetch({
      'GET /api/moderation/reports': { body: { items: [report(1)], nextCursor: null, counts } },
      'POST /api/moderation/reports/1/resolve': { body: report(1, { status: 'resolved' }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    // It asks first, saying that resolving removes nothing.
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve this report?' });
    expect(dialog).toHaveTextContent('Resolving does not remove the content');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report reviewed successfully')).toBeInTheDocument();
    expect(screen.getByText('Resolved. The content stays up.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/moderation/reports/1/resolve']);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/moderation/reports')).toHaveLength(2));
  });

  it("shows 'Failed to review report' when dismissing fails", async () => {
    stubFetch({
      'GET /api/moderation/reports': { body: { items: [report(1)], nextCursor: null, counts } },
      'POST /api/moderation/reports/1/dismiss': { status: 500 },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Dismiss this report?' })).getByRole('button', { name: 'Dismiss' }),
    );
    expect(await screen.findByText('Failed to review report')).toBeInTheDocument();
  });

  it("uses the 401 pattern when the session has ended: 'Unauthorized' – 'You are logged out. Logging in again...'", async () => {
    stubFetch({
      'GET /api/moderation/reports': { body: { items: [report(1)], nextCursor: null, counts } },
      'POST /api/moderation/reports/1/resolve': { status: 401, body: { message: 'Please sign in' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });

  it('deletes content only after confirming', async () => {
    const calls = stubFetch({
      'GET /api/moderation/reports': { body: { items: [report(1)], nextCursor: null, counts } },
      'DELETE /api/moderation/comment/41': { body: { ok: true } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Content' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Content' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/moderation/comment/41']);
  });

  it("shows 'Failed to delete content' when deletion fails", async () => {
    stubFetch({
      'GET /api/moderation/reports': { body: { items: [report(1)], nextCursor: null, counts } },
      'DELETE /api/moderation/comment/41': { status: 500 },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Content' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete content')).toBeInTheDocument();
  });

  it("shows 'No reports to review' and 'No flagged content' when there is nothing", async () => {
    stubFetch({
      'GET /api/moderation/reports': {
        body: { items: [], nextCursor: null, counts: { ...counts, pending: 0, reviewedToday: 0, resolved: 0 } },
      },
      'GET /api/moderation/flagged': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    expect(await screen.findByText('No reports to review')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Flagged Content' }));
    expect(await screen.findByText('No flagged content')).toBeInTheDocument();
  });

  it('lists flagged content with its type, report count and link', async () => {
    stubFetch({
      'GET /api/moderation/reports': {
        body: { items: [], nextCursor: null, counts: { ...counts, pending: 0, reviewedToday: 0, resolved: 0 } },
      },
      'GET /api/moderation/flagged': {
        body: [{ id: 3, type: 'question', content: 'A flagged question', reportCount: 2, link: '/questions/3' }],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ModerationPage />);
    await user.click(await screen.findByRole('tab', { name: 'Flagged Content' }));
    const list = await screen.findByRole('list', { name: 'Flagged content' });
    expect(within(list).getByText('A flagged question')).toBeInTheDocument();
    expect(within(list).getByText('2 reports')).toBeInTheDocument();
    expect(within(list).getByText('Question')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /View question/ })).toHaveAttribute('href', '/questions/3');
  });
});
