import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import { closeCrisisSupport, CrisisSupportPanel } from '@/components/crisis/crisis-support';
import { MessageComposer } from './message-composer';

afterEach(() => act(() => closeCrisisSupport()));

const sent = (body: string, crisisSupport: boolean) => ({
  status: 201,
  body: {
    id: 41,
    conversationId: 3,
    senderId: 1,
    sender: { id: 1, firstName: 'Kim', lastName: null, profileImageUrl: null, status: null, role: 'user' },
    body,
    createdAt: new Date().toISOString(),
    isDeleted: false,
    abilities: { delete: true },
    crisisSupport,
  },
});

describe('MessageComposer', () => {
  it('shows the crisis notice on message drafts too, including evasive spellings', async () => {
    renderWithProviders(<MessageComposer conversationId={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'thinking about sewerslide');
    expect(screen.getByRole('note')).toHaveTextContent('You can still post');
  });

  it('after a send with crisis language, shows the support panel above the composer instead of floating over Send', async () => {
    stubFetch({ 'POST /api/conversations/3/messages': sent('I want to die', true) });
    const { container } = renderWithProviders(
      <>
        <MessageComposer conversationId={3} />
        {/* The app shell's floating panel: it must stay away while the composer hosts the panel. */}
        <CrisisSupportPanel />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'I want to die');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const panel = await screen.findByRole('complementary', { name: "You don't have to carry this alone" });
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(panel).toHaveAttribute('data-placement', 'inline');
    expect(panel.className).not.toContain('fixed');
    // In the composer's box, before the form: the textbox and Send stay usable below it.
    const form = container.querySelector('form')!;
    expect(panel.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box).toHaveValue('');
    await userEvent.type(box, 'thank you');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    // The draft notice does not repeat the resources while the panel shows them.
    await userEvent.clear(box);
    await userEvent.type(box, 'I want to die');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You can still post');
  });

  it("tells a silenced member until when and why in the server's words, and keeps the text", async () => {
    const refusal =
      'You can read, but you cannot post, reply, message or vote until Saturday 5 December 2026, 14:00 UTC. A moderator gave this reason: Unkind replies';
    stubFetch({ 'POST /api/conversations/3/messages': { status: 403, body: { message: refusal, code: 'silenced' } } });
    renderWithProviders(<MessageComposer conversationId={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('hello there');
  });

  it('leaves the panel floating on screens without a slot', async () => {
    stubFetch({ 'POST /api/conversations/3/messages': sent('I want to die', true) });
    const { unmount } = renderWithProviders(<MessageComposer conversationId={3} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'I want to die');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('complementary');
    unmount();
    renderWithProviders(<CrisisSupportPanel />);
    expect(screen.getByRole('complementary', { name: "You don't have to carry this alone" })).toHaveAttribute('data-placement', 'floating');
  });

  it('message: a control character is refused in the schema’s words and nothing is sent; the text stays', async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<MessageComposer conversationId={3} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'hello\u0007there' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Message contains an invisible control character that cannot be saved. Please remove it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Message not sent')).toBeInTheDocument();
    expect(box).toHaveValue('hello\u0007there');
    expect(box).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
