import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Author, Conversation, Message } from '@/types/api';
import { MessagesPage } from './messages-page';

const ME = 1;
const bob: Author = { id: 2, firstName: 'Bob', lastName: 'Okafor', profileImageUrl: null, status: 'supporting', role: 'user' };
const carol: Author = { id: 3, firstName: 'Carol', lastName: 'Nguyen', profileImageUrl: null, status: null, role: 'user' };
const me: Author = { id: ME, firstName: 'Alice', lastName: 'Morgan', profileImageUrl: null, status: null, role: 'user' };

const conversation = (id: number, other: Author, unreadCount = 0, last: string | null = 'Hello'): Conversation => ({
  id,
  isGroup: false,
  participants: [other],
  lastMessage: last ? { body: last, createdAt: new Date(Date.now() - 60_000).toISOString(), senderId: other.id } : null,
  unreadCount,
  closed: false,
});

const message = (id: number, sender: Author, body: string, conversationId = 10): Message => ({
  id,
  conversationId,
  senderId: sender.id,
  sender,
  body,
  createdAt: new Date(Date.now() - (100 - id) * 60_000).toISOString(),
  isDeleted: false,
  abilities: { delete: sender.id === ME },
});

function renderPage() {
  return renderWithProviders(
    <MessagesPage
      currentUserId={ME}
      renderReport={(t) => (
        <button type="button">
          Report {t.targetType} {t.targetId}
        </button>
      )}
    />,
  );
}

describe('MessagesPage', () => {
  it('selects the first conversation without a parameter and shows messages oldest first, own on the right', async () => {
    const calls = stubFetch({
      'GET /api/conversations': { body: [conversation(10, bob, 2), conversation(11, carol)] },
      'GET /api/conversations/10/messages': {
        body: { items: [message(1, bob, 'Hi Alice'), message(2, me, 'Hi Bob'), message(3, bob, 'How are you?')], nextCursor: null },
      },
    });
    renderPage();

    const log = await screen.findByRole('log', { name: 'Messages with Bob Okafor' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Hi Alice'),
      expect.stringContaining('Hi Bob'),
      expect.stringContaining('How are you?'),
    ]);
    expect(items[1]).toHaveAttribute('data-own', 'true');
    expect(items[0]).not.toHaveAttribute('data-own');
    // Report only on other people's messages.
    expect(within(items[0]).getByRole('button', { name: 'Report message 1' })).toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();

    // The list shows the unread badge, and is refetched after opening marks the conversation read.
    expect(screen.getByRole('link', { name: /Bob Okafor.*2 unread/ })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/conversations')).toHaveLength(2));
  });

  it('offers Delete on your own messages only, from a menu mounted on first use, and asks first', async () => {
    window.history.replaceState(null, '', '/messages?conversation=10');
    const calls = stubFetch({
      'GET /api/conversations': { body: [conversation(10, bob)] },
      'GET /api/conversations/10/messages': { body: { items: [message(1, bob, 'Hi Alice'), message(2, me, 'Hi Bob')], nextCursor: null } },
      'DELETE /api/messages/2': { status: 204 },
    });
    const user = userEvent.setup();
    renderPage();
    const log = await screen.findByRole('log', { name: 'Messages with Bob Okafor' });
    const items = await within(log).findAllByRole('listitem');
    expect(within(items[0]).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    const trigger = within(items[1]).getByRole('button', { name: 'Message actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('The message will be removed for both of you. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/messages/2']));
  });

  it('opens the conversation named in ?conversation=', async () => {
    window.history.replaceState(null, '', '/messages?conversation=11');
    stubFetch({
      'GET /api/conversations': { body: [conversation(10, bob), conversation(11, carol, 0, null)] },
      'GET /api/conversations/11/messages': { body: { items: [], nextCursor: null } },
    });
    renderPage();
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversation with Carol Nguyen' })).toBeInTheDocument();
  });

  it('shows the empty states when there are no conversations', async () => {
    stubFetch({ 'GET /api/conversations': { body: [] } });
    renderPage();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start a conversation from a user profile')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging')).toBeInTheDocument();
  });

  it("loads earlier messages over the cursor with 'Load earlier messages'", async () => {
    const calls = stubFetch({
      'GET /api/conversations': { body: [conversation(10, bob)] },
      'GET /api/conversations/10/messages': (call) =>
        call.path.includes('cursor=5')
          ? { body: { items: [message(1, bob, 'The very first one')], nextCursor: null } }
          : { body: { items: [message(5, bob, 'Newer one')], nextCursor: '5' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    const log = screen.getByRole('log');
    await within(log).findByText('The very first one');
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts[0]).toContain('The very first one');
    expect(texts[1]).toContain('Newer one');
    expect(calls.some((c) => c.path === '/api/conversations/10/messages?cursor=5')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });
});

describe('MessageComposer (in the page)', () => {
  function setup(sendReply: Parameters<typeof stubFetch>[0][string]) {
    const calls = stubFetch({
      'GET /api/conversations': { body: [conversation(10, bob)] },
      'GET /api/conversations/10/messages': { body: { items: [message(1, bob, 'Hi Alice')], nextCursor: null } },
      'POST /api/conversations/10/messages': sendReply,
    });
    const user = userEvent.setup();
    renderPage();
    return { calls, user, posts: () => calls.filter((c) => c.method === 'POST') };
  }

  it('does not send blank messages', async () => {
    const { user, posts } = setup({ status: 201, body: message(2, me, 'x') });
    const box = await screen.findByLabelText('Message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends with Enter, adds the message and clears the box; Shift+Enter makes a new line', async () => {
    const { user, posts } = setup((call) => ({ status: 201, body: message(2, me, (call.body as { body: string }).body) }));
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(posts()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({ body: 'Line one\nLine two' });
    await waitFor(() => expect(box).toHaveValue(''));
    const own = await within(screen.getByRole('log')).findByText(
      (_, el) => el?.textContent === 'Line one\nLine two' && el.tagName === 'DIV',
    );
    expect(own.closest('li')).toHaveAttribute('data-own', 'true');
  });

  it("keeps the text and shows 'Message not sent' – 'Please try again.' when sending fails", async () => {
    const { user, posts } = setup({ status: 500, body: { message: 'Something went wrong' } });
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'Please keep this{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Please keep this');
  });

  it('sends nothing more while a send is pending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = stubFetch({
      'GET /api/conversations': { body: [conversation(10, bob)] },
      'GET /api/conversations/10/messages': { body: { items: [], nextCursor: null } },
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        calls.push({ method: 'POST', path: String(input), body: JSON.parse(String(init.body)) });
        await gate;
        return new Response(JSON.stringify(message(2, me, 'Once')), { status: 201, headers: { 'Content-Type': 'application/json' } });
      }
      return stubbed(input, init);
    });
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'Once{Enter}');
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    release();
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
