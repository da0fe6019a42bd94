import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MutationObserver } from '@tanstack/react-query';
import { MEMBER_COMMENT_ABILITIES, MEMBER_POST_ABILITIES, renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Answer, Comment } from '@/types/api';
import { AnswerCard } from './answer-card';
import { AnswerForm } from './answer-form';

const comment = (id: number, firstName: string | null): Comment => ({
  id,
  answerId: 8,
  content: `Comment ${id}`,
  isAnonymous: false,
  author: { id: 100 + id, firstName },
  createdAt: new Date().toISOString(),
  editedAt: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  abilities: MEMBER_COMMENT_ABILITIES,
});

const ANSWER: Answer = {
  id: 8,
  questionId: 5,
  content: 'Try writing your thoughts down.',
  contentHtml: null,
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: null,
  editedAt: null,
  author: { id: 4, firstName: 'Lin', lastName: 'Ng', profileImageUrl: null, status: 'supporting', role: 'user' },
  isOwn: false,
  upvotes: 2,
  downvotes: 0,
  score: 2,
  commentCount: 2,
  createdAt: new Date().toISOString(),
  myVote: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  comments: [comment(1, 'Kim'), comment(2, null)],
  abilities: MEMBER_POST_ABILITIES,
};

describe('AnswerCard', () => {
  it("labels the comments toggle '1 comment' / 'N comments'", () => {
    for (const [commentCount, label] of [
      [1, '1 comment'],
      [0, '0 comments'],
      [3, '3 comments'],
    ] as const) {
      const { unmount } = renderWithProviders(<AnswerCard answer={{ ...ANSWER, commentCount, comments: [] }} />);
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
      unmount();
    }
  });

  it("opens the comments: content, first name or 'User', and a Post button disabled when blank", async () => {
    const calls = stubFetch({
      'POST /api/comments': { status: 201, body: comment(3, 'Sam') },
      'GET /api/questions/5/answers': { body: { items: [ANSWER], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={ANSWER} />);
    await user.click(screen.getByRole('button', { name: /2 comments/ }));
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    expect(screen.getByText('Kim')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();

    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Add a comment'), 'Thank you');
    await user.click(post);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answerId: 8, content: 'Thank you' });
    expect(await screen.findByText('Comment posted successfully')).toBeInTheDocument();
  });

  it("shows LoadError when more comments fail to load, and 'Try again' loads them", async () => {
    const busy: Answer = { ...ANSWER, commentCount: 4, comments: [comment(1, 'Kim')], commentsCursor: 'after-1' };
    let failing = true;
    stubFetch({
      'GET /api/answers/8/comments': () =>
        failing ? { status: 500, body: { message: 'Something went wrong' } } : { body: { items: [comment(2, 'Lee')], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={busy} />);
    await user.click(screen.getByRole('button', { name: /4 comments/ }));
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText("Couldn't load more comments.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Comment 2')).toBeInTheDocument();
    expect(screen.queryByText("Couldn't load more comments.")).not.toBeInTheDocument();
  });

  it("shows the first comments, then the rest with 'Show more comments', page by page", async () => {
    const busy: Answer = {
      ...ANSWER,
      commentCount: 6,
      comments: [comment(1, 'Kim'), comment(2, 'Ana'), comment(3, 'Jo')],
      commentsCursor: 'after-3',
    };
    const calls = stubFetch({
      'GET /api/answers/8/comments': (call) =>
        call.path.includes('cursor=after-3')
          ? { body: { items: [comment(4, 'Lee'), comment(5, 'Max')], nextCursor: 'after-5' } }
          : { body: { items: [comment(6, 'Sol')], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={busy} />);
    await user.click(screen.getByRole('button', { name: /6 comments/ }));
    expect(screen.getByText('Comment 3')).toBeInTheDocument();
    expect(screen.queryByText('Comment 4')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 5')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/answers/8/comments?cursor=after-3']);

    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment 6')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/answers/8/comments?cursor=after-3', '/api/answers/8/comments?cursor=after-5']);
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.match(/Comment \d/)?.[0])).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
      'Comment 4',
      'Comment 5',
      'Comment 6',
    ]);
  });

  it("has no 'Show more comments' when the thread sent every comment", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={{ ...ANSWER, commentsCursor: null }} />);
    await user.click(screen.getByRole('button', { name: /2 comments/ }));
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
  });

  it("says 'Failed to post comment' on failure", async () => {
    stubFetch({ 'POST /api/comments': { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={ANSWER} />);
    await user.click(screen.getByRole('button', { name: /2 comments/ }));
    await user.type(screen.getByLabelText('Add a comment'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
  });
});

describe("AnswerCard's menu, mounted on first use", () => {
  const OWN: Answer = {
    ...ANSWER,
    isOwn: true,
    abilities: { ...MEMBER_POST_ABILITIES, edit: true, delete: true, muteAuthor: false, blockAuthor: false },
  };

  it('runs no mutation for its menu until the menu is first opened', async () => {
    stubFetch({});
    const subscribe = vi.spyOn(MutationObserver.prototype, 'subscribe');
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={ANSWER} />);
    const trigger = screen.getByRole('button', { name: 'Answer actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Only the vote arrows' mutation.
    expect(new Set(subscribe.mock.contexts).size).toBe(1);

    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // Delete, Mute author and Block author joined it.
    expect(new Set(subscribe.mock.contexts).size).toBe(4);
    subscribe.mockRestore();
  });

  it('opens from a pointer with its entries; Escape closes it and gives focus back to the trigger', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={ANSWER} />);
    await user.click(screen.getByRole('button', { name: 'Answer actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mute author', 'Block author']);
    // The modal menu hides the rest of the page from assistive technology while open.
    expect(screen.getByRole('button', { name: 'Answer actions', hidden: true })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Answer actions' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Later openings are Radix's own.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens from the keyboard with focus on its first entry', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={OWN} />);
    screen.getByRole('button', { name: 'Answer actions' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  });

  it('deletes your own answer after the confirmation, and edits it in place', async () => {
    const calls = stubFetch({ 'DELETE /api/answers/8': { status: 204 }, 'PATCH /api/answers/8': { body: { ...OWN, content: 'Changed' } } });
    const user = userEvent.setup();
    renderWithProviders(<AnswerCard answer={OWN} />);
    await user.click(screen.getByRole('button', { name: 'Answer actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this answer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/answers/8']));

    await user.click(screen.getByRole('button', { name: 'Answer actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = await screen.findByLabelText('Your answer');
    await user.clear(box);
    await user.type(box, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ content: 'Changed' }));
  });

  it('shows no menu button when the answer offers no entry', () => {
    stubFetch({});
    renderWithProviders(
      <AnswerCard answer={{ ...ANSWER, abilities: { ...MEMBER_POST_ABILITIES, muteAuthor: false, blockAuthor: false } }} />,
    );
    expect(screen.queryByRole('button', { name: 'Answer actions' })).not.toBeInTheDocument();
  });
});

describe('AnswerForm', () => {
  it("posts a non-anonymous answer; 'Post Answer' is disabled while blank", async () => {
    const calls = stubFetch({ 'POST /api/answers': { status: 201, body: { ...ANSWER, id: 9 } } });
    const user = userEvent.setup();
    renderWithProviders(<AnswerForm questionId={5} />);
    expect(screen.getByText('Supports Markdown formatting')).toBeInTheDocument();
    for (const tool of ['Bold', 'Italic', 'Heading', 'Quote', 'Bullet List', 'Numbered List', 'Code', 'Link']) {
      expect(screen.getByRole('button', { name: tool })).toBeInTheDocument();
    }
    const submit = screen.getByRole('button', { name: 'Post Answer' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your Answer'), 'It gets better');
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      questionId: 5,
      content: 'It gets better',
      isAnonymous: false,
      hasContentWarning: false,
      contentWarningText: null,
    });
    expect(await screen.findByText('Answer posted successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Answer')).toHaveValue('');
  });

  it('posts an anonymous answer with a content warning when the boxes are ticked', async () => {
    const calls = stubFetch({ 'POST /api/answers': { status: 201, body: { ...ANSWER, id: 10 } } });
    const user = userEvent.setup();
    renderWithProviders(<AnswerForm questionId={5} />);
    await user.type(screen.getByLabelText('Your Answer'), 'I went through this too');
    await user.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add a content warning' }));
    await user.type(screen.getByLabelText('Content warning'), 'loss');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      questionId: 5,
      content: 'I went through this too',
      isAnonymous: true,
      hasContentWarning: true,
      contentWarningText: 'loss',
    });
  });

  it("says 'Error' – 'Failed to post answer' on failure", async () => {
    stubFetch({ 'POST /api/answers': { status: 500 } });
    const user = userEvent.setup();
    renderWithProviders(<AnswerForm questionId={5} />);
    await user.type(screen.getByLabelText('Your Answer'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Answer' }));
    expect(await screen.findByText('Failed to post answer')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('applies toolbar formatting to the selection', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<AnswerForm questionId={5} />);
    const box = screen.getByLabelText('Your Answer') as HTMLTextAreaElement;
    await user.type(box, 'be kind');
    box.setSelectionRange(3, 7);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(box).toHaveValue('be **kind**');
  });
});
