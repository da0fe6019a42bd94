import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_POST_ABILITIES, MEMBER_USER_ABILITIES, OWN_USER_ABILITIES, renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Answer, Question, User } from '@/types/api';
import { ProfilePage } from './profile-page';
import type { RenderStatusPicker } from './profile-slots';

const base: User = {
  id: 1,
  firstName: 'Alice',
  lastName: 'Morgan',
  profileImageUrl: null,
  bio: 'Plant parent.',
  role: 'user',
  reputation: 175,
  status: 'healing',
  statusSituation: 'Feeling anxious',
  createdAt: '2026-01-10T10:00:00.000Z',
  abilities: MEMBER_USER_ABILITIES,
};
const own: User = {
  ...base,
  abilities: OWN_USER_ABILITIES,
  email: 'alice@example.test',
  nextNameChangeAt: '2099-05-12T10:00:00.000Z',
  nextStatusChangeAt: null,
};
const bob: User = { ...base, id: 2, firstName: 'Bob', lastName: 'Okafor', role: 'admin', status: 'therapist', bio: null };

const question: Question = {
  id: 7,
  title: 'How do you calm down before an exam?',
  content: 'Details',
  contentHtml: null,
  previewCut: false,
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: null,
  topics: [],
  author: null,
  isOwn: false,
  upvotes: 3,
  downvotes: 1,
  score: 2,
  viewCount: 4,
  answerCount: 1,
  createdAt: new Date().toISOString(),
  editedAt: null,
  myVote: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  abilities: MEMBER_POST_ABILITIES,
};
const answer: Answer = {
  id: 9,
  questionId: 7,
  content: 'Breathing helps me.',
  contentHtml: null,
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: null,
  editedAt: null,
  author: null,
  isOwn: false,
  upvotes: 1,
  downvotes: 0,
  score: 1,
  commentCount: 0,
  createdAt: new Date().toISOString(),
  myVote: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  comments: [],
  question: { id: 7, title: 'How do you calm down before an exam?' },
  abilities: MEMBER_POST_ABILITIES,
};

const picker: RenderStatusPicker = (props) => <p>Status picker starting at {props.initialStatus}</p>;

function routes(user: User, extra: Parameters<typeof stubFetch>[0] = {}) {
  return {
    [`GET /api/users/${user.id}`]: { body: user },
    [`GET /api/users/${user.id}/stats`]: { body: { questionsCount: 1, answersCount: 0 } },
    [`GET /api/users/${user.id}/questions`]: { body: { items: [question], nextCursor: null } },
    [`GET /api/users/${user.id}/answers`]: { body: { items: [], nextCursor: null } },
    ...extra,
  };
}

describe('ProfilePage', () => {
  it('on your own profile hides Send Message and Report and shows Settings', async () => {
    const calls = stubFetch(routes(own));
    const user = userEvent.setup();
    renderWithProviders(
      <ProfilePage userId={1} isOwn renderReport={() => <button type="button">Report</button>} renderStatusPicker={picker} />,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Settings/ }));
    expect(screen.getByRole('heading', { name: 'Update Name' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Update Status' })).toBeInTheDocument();
    expect(screen.getByText(/You can change your name once every 30 days\./)).toHaveTextContent(/next change is possible on/);
    expect(screen.getByText('Status picker starting at healing')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows someone else's profile with badges, Send Message and Report, but no Settings", async () => {
    stubFetch(routes(bob));
    renderWithProviders(
      <ProfilePage
        userId={2}
        isOwn={false}
        renderReport={(t) => (
          <button type="button">
            Report {t.targetType} {t.targetId}
          </button>
        )}
        renderStatusPicker={picker}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Therapist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report user 2' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Settings/ })).not.toBeInTheDocument();
  });

  it('Send Message opens the direct conversation and goes to /messages?conversation={id}', async () => {
    const calls = stubFetch(routes(bob, { 'POST /api/conversations/direct/2': { body: { id: 5 } } }));
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={2} isOwn={false} renderStatusPicker={picker} />);
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/messages?conversation=5'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/conversations/direct/2']);
  });

  it('lists questions and answers with counts and links to the question', async () => {
    stubFetch(
      routes(own, {
        'GET /api/users/1/stats': { body: { questionsCount: 1, answersCount: 1 } },
        'GET /api/users/1/answers': { body: { items: [answer], nextCursor: null } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={picker} />);
    const questionsTab = await screen.findByRole('tab', { name: 'Questions (1)' });
    expect(questionsTab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Questions' });
    expect(within(list).getByRole('link', { name: question.title })).toHaveAttribute('href', '/questions/7');

    await user.click(screen.getByRole('tab', { name: 'Answers (1)' }));
    const answers = await screen.findByRole('list', { name: 'Answers' });
    expect(within(answers).getByRole('link', { name: question.title })).toHaveAttribute('href', '/questions/7');
  });

  it("shows 'No questions yet' and 'No answers yet'", async () => {
    stubFetch(routes(bob, { 'GET /api/users/2/questions': { body: { items: [], nextCursor: null } } }));
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={2} isOwn={false} renderStatusPicker={picker} />);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Answers/ }));
    expect(await screen.findByText('No answers yet')).toBeInTheDocument();
  });

  it("shows 'Load more' over the cursor pages", async () => {
    const calls = stubFetch(
      routes(bob, {
        'GET /api/users/2/questions': (call) =>
          call.path.includes('cursor=abc')
            ? { body: { items: [{ ...question, id: 8, title: 'Second page question' }], nextCursor: null } }
            : { body: { items: [question], nextCursor: 'abc' } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={2} isOwn={false} renderStatusPicker={picker} />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page question' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/2/questions?cursor=abc')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'User not found' for a missing user", async () => {
    stubFetch({ 'GET /api/users/99': { status: 404, body: { message: 'User was not found' } } });
    renderWithProviders(<ProfilePage userId={99} isOwn={false} renderStatusPicker={picker} />);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});

describe('Update Status', () => {
  it("composes the status picker with 'Status updated successfully' and refetches the profile after a change", async () => {
    const calls = stubFetch(routes(own));
    const user = userEvent.setup();
    const statusPicker: RenderStatusPicker = (props) => (
      <button type="button" onClick={props.onSaved}>
        Save ({props.successToast.title}, from {props.initialStatus}/{props.initialSituation})
      </button>
    );
    renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={statusPicker} />);
    await user.click(await screen.findByRole('tab', { name: /Settings/ }));
    await user.click(screen.getByRole('button', { name: 'Save (Status updated successfully, from healing/Feeling anxious)' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/1')).toHaveLength(2));
  });
});

describe('Update Name', () => {
  async function openSettings(extra: Parameters<typeof stubFetch>[0]) {
    const calls = stubFetch(routes(own, extra));
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={picker} />);
    await user.click(await screen.findByRole('tab', { name: /Settings/ }));
    return { calls, user };
  }

  it("sends the names with no client checks, toasts 'Name updated successfully' and refetches the profile", async () => {
    const { calls, user } = await openSettings({ 'PATCH /api/users/name': { body: { ...own, firstName: '' } } });
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Update Name' }));
    expect(await screen.findByText('Name updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ firstName: '', lastName: 'Morgan' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/1')).toHaveLength(2));
  });

  it("shows LoadError on the settings cards when your settings fail to load, and 'Try again' reads them again", async () => {
    const { calls, user } = await openSettings({
      'GET /api/users/me/settings': { status: 500, body: { message: 'Something went wrong' } },
    });
    const errors = await screen.findAllByText("Couldn't load your settings.");
    expect(errors.length).toBeGreaterThan(0);
    expect(screen.getByRole('switch', { name: "Show what I'm going through" })).toBeDisabled();
    const before = calls.filter((c) => c.path === '/api/users/me/settings').length;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/me/settings').length).toBeGreaterThan(before));
  });

  it("turns 'Show what I'm going through' on with PATCH /api/users/me/settings; off by default", async () => {
    const { calls, user } = await openSettings({
      'GET /api/users/me/settings': { body: { showStatusSituation: false } },
      'PATCH /api/users/me/settings': { body: { showStatusSituation: true } },
    });
    const toggle = await screen.findByRole('switch', { name: "Show what I'm going through" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/You, moderators and admins always see it\./)).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH' && c.path === '/api/users/me/settings')?.body).toEqual({ showStatusSituation: true });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it("shows the server's message when the change is refused", async () => {
    const { user } = await openSettings({
      'PATCH /api/users/name': { status: 400, body: { message: 'You can change your name again on May 12, 2099' } },
    });
    await user.click(screen.getByRole('button', { name: 'Update Name' }));
    expect(await screen.findByText('You can change your name again on May 12, 2099')).toBeInTheDocument();
  });

  it("falls back to 'Failed to update name'", async () => {
    const { user } = await openSettings({ 'PATCH /api/users/name': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Update Name' }));
    expect(await screen.findByText('Failed to update name')).toBeInTheDocument();
  });
});

describe('Close account', () => {
  async function openSettings(extra: Parameters<typeof stubFetch>[0]) {
    const calls = stubFetch(routes(own, extra));
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={picker} />);
    await user.click(await screen.findByRole('tab', { name: /Settings/ }));
    return { calls, user };
  }

  it('asks for confirmation; Cancel sends nothing', async () => {
    const { calls, user } = await openSettings({});
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText('Close your account?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it("closes the account after confirming, and shows the server's message when refused", async () => {
    const { calls, user } = await openSettings({
      'DELETE /api/users/me': {
        status: 403,
        body: { message: 'Admins cannot close their account. Ask another admin to change your role first.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('Admins cannot close their account. Ask another admin to change your role first.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/api/users/me')).toHaveLength(1);
  });
});

describe('Email settings', () => {
  const emailOn = { showStatusSituation: false, emailMessages: true, emailReplies: true, emailModeration: true };

  it('opens on Settings from the link in an email (?tab=settings), on your own profile only', async () => {
    window.history.pushState({}, '', '/profile/1?tab=settings');
    try {
      stubFetch(routes(own, { 'GET /api/users/me/settings': { body: emailOn } }));
      renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={picker} />);
      expect(await screen.findByRole('switch', { name: 'New messages' })).toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows where emails go, all three kinds on by default, and turns one off with PATCH', async () => {
    const calls = stubFetch(
      routes(own, {
        'GET /api/users/me/settings': { body: emailOn },
        'PATCH /api/users/me/settings': { body: { ...emailOn, emailReplies: false } },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={picker} />);
    await user.click(await screen.findByRole('tab', { name: /Settings/ }));
    expect(screen.getByText('alice@example.test')).toBeInTheDocument();
    expect(screen.getByText(/never say what anyone wrote or who it is from/)).toBeInTheDocument();
    const replies = await screen.findByRole('switch', { name: 'Replies to your posts' });
    await waitFor(() => expect(replies).toBeEnabled());
    for (const name of ['New messages', 'Replies to your posts', 'Updates about your account']) {
      expect(screen.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    await user.click(replies);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH' && c.path === '/api/users/me/settings')?.body).toEqual({ emailReplies: false });
    await waitFor(() => expect(replies).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByRole('switch', { name: 'New messages' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says so when the account has no email address', async () => {
    stubFetch(routes({ ...own, email: null }, { 'GET /api/users/me/settings': { body: emailOn } }));
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={picker} />);
    await user.click(await screen.findByRole('tab', { name: /Settings/ }));
    expect(screen.getByText(/Your account has no email address, so we cannot email you\./)).toBeInTheDocument();
  });
});
