import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_POST_ABILITIES, renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Question } from '@/types/api';
import { QuestionCard } from './question-card';

const QUESTION: Question = {
  id: 5,
  title: 'How do I stop overthinking at night?',
  content: 'I lie awake **for hours**.',
  contentHtml: null,
  previewCut: false,
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: null,
  topics: [{ topic: { id: 1, name: 'Anxiety', slug: 'anxiety' } }],
  author: { id: 3, firstName: 'ada', lastName: 'lovelace', profileImageUrl: null, status: 'healing', role: 'user' },
  isOwn: false,
  upvotes: 4,
  downvotes: 1,
  score: 3,
  viewCount: 12,
  answerCount: 1,
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  editedAt: null,
  myVote: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  abilities: MEMBER_POST_ABILITIES,
};

describe('QuestionCard', () => {
  it('shows title, topics, author with initials and status, relative time, counts and net score', () => {
    stubFetch({});
    renderWithProviders(<QuestionCard question={QUESTION} />);
    expect(screen.getByRole('link', { name: QUESTION.title })).toHaveAttribute('href', '/questions/5');
    expect(screen.getByRole('link', { name: 'Anxiety' })).toHaveAttribute('href', '/?topic=anxiety');
    const author = screen.getByRole('link', { name: /ada lovelace/ });
    expect(author).toHaveAttribute('href', '/profile/3');
    expect(author).toHaveTextContent('AL');
    expect(screen.getByText('Healing')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('12 views')).toBeInTheDocument();
    expect(screen.getByText('1 answer')).toBeInTheDocument();
    expect(screen.getByText('Score:').parentElement).toHaveTextContent('3');
  });

  it("shows 'Anonymous' with a '?' avatar and no profile link for anonymous questions", () => {
    stubFetch({});
    renderWithProviders(<QuestionCard question={{ ...QUESTION, isAnonymous: true, author: null }} />);
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('?')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Anonymous/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /lovelace/ })).not.toBeInTheDocument();
  });

  it("shows only 'Content warning: …' until the reader opts in: title, topics and content hidden", async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(
      <QuestionCard question={{ ...QUESTION, hasContentWarning: true, contentWarningText: 'self-harm', content: 'Hidden text' }} />,
    );
    expect(screen.getByText('Content warning: self-harm')).toBeInTheDocument();
    expect(screen.queryByText(QUESTION.title)).not.toBeInTheDocument();
    expect(screen.queryByText('Anxiety')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden text')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Hidden text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends an upvote for the question', async () => {
    const calls = stubFetch({
      'POST /api/votes': { body: { targetType: 'question', targetId: 5, upvotes: 5, downvotes: 1, score: 4, myVote: 'upvote' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuestionCard question={QUESTION} />);
    await user.click(screen.getByRole('button', { name: 'Upvote question' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ targetType: 'question', targetId: 5, voteType: 'upvote' });
  });

  it("says 'Failed to vote. Please try again.' when a vote fails", async () => {
    stubFetch({ 'POST /api/votes': { status: 500, body: { message: 'boom' } } });
    const user = userEvent.setup();
    renderWithProviders(<QuestionCard question={QUESTION} />);
    await user.click(screen.getByRole('button', { name: 'Upvote question' }));
    expect(await screen.findByText('Failed to vote. Please try again.')).toBeInTheDocument();
  });

  it('disables voting on your own question', () => {
    stubFetch({});
    renderWithProviders(<QuestionCard question={{ ...QUESTION, isOwn: true, abilities: { ...MEMBER_POST_ABILITIES, vote: false } }} />);
    expect(screen.getByRole('button', { name: 'Upvote question' })).toBeDisabled();
  });
});
