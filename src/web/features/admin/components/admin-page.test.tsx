import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Topic, User } from '@/types/api';
import { AdminPage } from './admin-page';

const person = (id: number, firstName: string, role: User['role'] = 'user'): User => ({
  id,
  firstName,
  lastName: 'Test',
  profileImageUrl: null,
  bio: null,
  role,
  reputation: 0,
  status: null,
  statusSituation: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  email: `${firstName.toLowerCase()}@example.test`,
  // The signed-in admin in these tests is user 1, whose own role cannot change.
  abilities: { message: id !== 1, report: id !== 1, mute: id !== 1, block: id !== 1, changeRole: id !== 1, closeAccount: false },
});

const topic = (id: number, name: string): Topic => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: `About ${name}`,
  parentId: null,
  questionsCount: 3,
  followersCount: 1,
});

const ADAM = person(1, 'Adam', 'admin');
const BOB = person(2, 'Bob');

function routes(extra: Parameters<typeof stubFetch>[0] = {}) {
  return {
    'GET /api/admin/stats': { body: { totalUsers: 2, totalQuestions: 30, totalAnswers: 64 } },
    'GET /api/admin/users': { body: { items: [BOB, ADAM], nextCursor: null } },
    'GET /api/topics': { body: [topic(1, 'Anxiety'), topic(2, 'Sleep')] },
    ...extra,
  };
}

describe('AdminPage', () => {
  it("shows 'Access denied. Admin access required.' when the API refuses", async () => {
    stubFetch({ 'GET /api/admin/stats': { status: 403, body: { message: 'Admin access required' } } });
    renderWithProviders(<AdminPage currentUserId={5} />);
    expect(await screen.findByText('Access denied. Admin access required.')).toBeInTheDocument();
  });

  it('shows the counters, the tabs with counts and the users table', async () => {
    stubFetch(routes());
    renderWithProviders(<AdminPage currentUserId={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Users (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Topics (2)' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Users', '2'],
      ['Questions', '30'],
      ['Answers', '64'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const table = await screen.findByRole('table', { name: 'Users' });
    const bobRow = within(table).getByRole('link', { name: 'Bob Test' }).closest('tr')!;
    expect(within(bobRow).getAllByText('bob@example.test').length).toBeGreaterThan(0);
    expect(within(bobRow).getByText('Mar 1, 2026')).toBeInTheDocument();
  });

  it('offers a role select for everyone but yourself and updates the role', async () => {
    const calls = stubFetch(routes({ 'PATCH /api/admin/users/2/role': { body: { ...BOB, role: 'moderator' } } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    const select = await screen.findByRole('combobox', { name: 'Role for Bob Test' });
    expect(screen.queryByRole('combobox', { name: 'Role for Adam Test' })).not.toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Moderator', 'Admin']);

    await user.selectOptions(select, 'moderator');
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/admin/users/2/role', body: { role: 'moderator' } });
    await waitFor(() => expect(select).toHaveValue('moderator'));
  });

  it("shows 'Failed to update user role' and keeps the old role when the update fails", async () => {
    stubFetch(routes({ 'PATCH /api/admin/users/2/role': { status: 500 } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    const select = await screen.findByRole('combobox', { name: 'Role for Bob Test' });
    await user.selectOptions(select, 'admin');
    expect(await screen.findByText('Failed to update user role')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('user'));
  });

  it("loads more users with 'Load more'", async () => {
    const calls = stubFetch(
      routes({
        'GET /api/admin/users': (call) =>
          call.path.includes('cursor=2')
            ? { body: { items: [person(3, 'Carol')], nextCursor: null } }
            : { body: { items: [BOB], nextCursor: '2' } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Carol Test' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/users?cursor=2')).toBe(true);
  });

  it('lists topics and creates one with a non-blank name', async () => {
    const calls = stubFetch(routes({ 'POST /api/topics': { status: 201, body: topic(3, 'Grief') } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('tab', { name: /Topics/ }));
    const list = await screen.findByRole('list', { name: 'Topics' });
    expect(within(list).getByText('Anxiety')).toBeInTheDocument();
    expect(within(list).getByText('About Anxiety')).toBeInTheDocument();
    expect(within(list).getAllByText(/3 questions/)).toHaveLength(2);
    expect(within(list).getAllByText(/1 follower/)).toHaveLength(2);

    const create = screen.getByRole('button', { name: 'Create Topic' });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), '   ');
    expect(create).toBeDisabled();

    await user.type(screen.getByLabelText('Name'), 'Grief');
    await user.type(screen.getByLabelText(/Description/), 'Losing someone');
    await user.click(create);
    expect(await screen.findByText('Topic created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Grief', description: 'Losing someone' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/topics')).toHaveLength(3));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows 'Failed to create topic' when creation fails", async () => {
    stubFetch(routes({ 'POST /api/topics': { status: 500 } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('tab', { name: /Topics/ }));
    await user.type(await screen.findByLabelText('Name'), 'Grief');
    await user.click(screen.getByRole('button', { name: 'Create Topic' }));
    expect(await screen.findByText('Failed to create topic')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Grief');
  });
});
