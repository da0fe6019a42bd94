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

const STATS = { totalUsers: 2, totalQuestions: 30, totalAnswers: 64, questionsWaiting: 3, medianFirstAnswerMinutes: 42.4 };

const ADAM = person(1, 'Adam', 'admin');
const BOB = person(2, 'Bob');

function routes(extra: Parameters<typeof stubFetch>[0] = {}) {
  return {
    'GET /api/admin/stats': { body: STATS },
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

  it("shows LoadError under the counters when they fail to load, and 'Try again' reads them again", async () => {
    let failing = true;
    stubFetch(
      routes({
        'GET /api/admin/stats': () => (failing ? { status: 500, body: { message: 'Something went wrong' } } : { body: STATS }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    expect(await screen.findByText("Couldn't load the counts.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Users (2)' })).toBeInTheDocument();
    expect(screen.queryByText("Couldn't load the counts.")).not.toBeInTheDocument();
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
      ['Questions waiting for an answer (30 days)', '3'],
      ['Median time to a first answer (30 days)', '42 min'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const table = await screen.findByRole('table', { name: 'Users' });
    const bobRow = within(table).getByRole('link', { name: 'Bob Test' }).closest('tr')!;
    expect(within(bobRow).getAllByText('bob@example.test').length).toBeGreaterThan(0);
    expect(within(bobRow).getByText('Mar 1, 2026')).toBeInTheDocument();
  });

  it('gives the median wait in hours beyond an hour, and says when no question has an answer yet', async () => {
    stubFetch(routes({ 'GET /api/admin/stats': { body: { ...STATS, medianFirstAnswerMinutes: 210 } } }));
    const { unmount } = renderWithProviders(<AdminPage currentUserId={1} />);
    const label = 'Median time to a first answer (30 days)';
    await waitFor(() => expect(screen.getByText(label).nextElementSibling).toHaveTextContent('3.5 hr'));
    unmount();
    stubFetch(routes({ 'GET /api/admin/stats': { body: { ...STATS, questionsWaiting: 0, medianFirstAnswerMinutes: null } } }));
    renderWithProviders(<AdminPage currentUserId={1} />);
    await waitFor(() => expect(screen.getByText(label).nextElementSibling).toHaveTextContent('No answers yet'));
    expect(screen.getByText('Questions waiting for an answer (30 days)').nextElementSibling).toHaveTextContent('0');
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
    // It asks first, saying what a moderator may do.
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Bob Test a moderator?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
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
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change role' }));
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

  it('renames a topic and describes a fixed feed topic, which offers no rename and no delete', async () => {
    const calls = stubFetch(
      routes({
        'PATCH /api/topics/2': { body: { ...topic(2, 'Rest'), slug: 'sleep' } },
        'PATCH /api/topics/1': { body: { ...topic(1, 'Anxiety'), description: 'Worry and fear' } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('tab', { name: /Topics/ }));
    const list = await screen.findByRole('list', { name: 'Topics' });

    // A fixed feed topic: marked, Edit only.
    const anxiety = within(list).getByRole('listitem', { name: 'Anxiety' });
    expect(within(anxiety).getByText('Feed topic')).toBeInTheDocument();
    expect(within(anxiety).queryByRole('button', { name: 'Delete Anxiety' })).not.toBeInTheDocument();
    await user.click(within(anxiety).getByRole('button', { name: 'Edit Anxiety' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit topic' });
    expect(dialog).toHaveTextContent('it keeps its name');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/Description/));
    await user.type(within(dialog).getByLabelText(/Description/), 'Worry and fear');
    await user.click(save);
    expect(await screen.findByText('Topic updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/topics/1')).toMatchObject({ method: 'PATCH', body: { description: 'Worry and fear' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Any other topic: renamed with only the name sent.
    const sleep = within(list).getByRole('listitem', { name: 'Sleep' });
    expect(within(sleep).queryByText('Feed topic')).not.toBeInTheDocument();
    await user.click(within(sleep).getByRole('button', { name: 'Edit Sleep' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit topic' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(name, 'Rest');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Topic updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/topics/2')).toMatchObject({ method: 'PATCH', body: { name: 'Rest' } });
    // The shared topic list is fetched again (the feed and the ask form see the new name).
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/topics').length).toBeGreaterThanOrEqual(3));
  });

  it("shows the server's refusal of a rename and keeps the dialog open", async () => {
    stubFetch(routes({ 'PATCH /api/topics/2': { status: 409, body: { message: 'A topic with this name already exists' } } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('tab', { name: /Topics/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit Sleep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit topic' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Anxiety');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update topic')).toBeInTheDocument();
    expect(screen.getByText('A topic with this name already exists')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('deletes a topic after a confirmation that says its questions are kept', async () => {
    const calls = stubFetch(routes({ 'DELETE /api/topics/2': { body: { ok: true } } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('tab', { name: /Topics/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Sleep' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the topic ‘Sleep’?' });
    expect(confirm).toHaveTextContent('Its 3 questions are kept: they stay on MindSpace, only no longer listed under this topic.');
    expect(confirm).toHaveTextContent('1 person follows it and will stop following it.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Sleep' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete topic' }));
    expect(await screen.findByText('Topic deleted successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/topics/2');
  });

  it("lists members' ideas in the Ideas tab, newest first, with 'Load more'", async () => {
    const idea = (id: number, feedback: string, author: { id: number; firstName: string | null } | null) => ({
      id,
      feedback,
      author,
      createdAt: new Date(Date.now() - id * 3600_000).toISOString(),
    });
    const calls = stubFetch(
      routes({
        'GET /api/admin/feedback': (call) =>
          call.path.includes('cursor=c2')
            ? { body: { items: [idea(3, 'Older idea', null)], nextCursor: null } }
            : {
                body: {
                  items: [
                    idea(1, 'A dark mode\nfor night owls', { id: 2, firstName: 'Bob' }),
                    idea(2, 'Groups', { id: 4, firstName: 'Dee' }),
                  ],
                  nextCursor: 'c2',
                },
              },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    expect(calls.some((c) => c.path.startsWith('/api/admin/feedback'))).toBe(false);
    await user.click(await screen.findByRole('tab', { name: 'Ideas' }));
    const list = await screen.findByRole('list', { name: 'Ideas' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/A dark mode\s+for night owls/);
    expect(within(items[0]).getByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/profile/2');
    expect(items[0]).toHaveTextContent('1 hour ago');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Older idea')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('A former member');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no ideas have come in yet', async () => {
    stubFetch(routes({ 'GET /api/admin/feedback': { body: { items: [], nextCursor: null } } }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPage currentUserId={1} />);
    await user.click(await screen.findByRole('tab', { name: 'Ideas' }));
    expect(await screen.findByText(/No ideas yet/)).toBeInTheDocument();
  });
});
