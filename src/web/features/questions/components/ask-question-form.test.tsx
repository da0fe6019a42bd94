import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Topic } from '@/types/api';
import { AskQuestionForm } from './ask-question-form';

const topic = (id: number, name: string, parentId: number | null = null): Topic => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: null,
  parentId,
  questionsCount: 0,
  followersCount: 0,
});

const TOPICS = [topic(1, 'Anxiety'), topic(2, 'Depression'), topic(3, 'Panic attacks', 1)];

function setup() {
  const calls = stubFetch({
    'GET /api/topics': { body: TOPICS },
    'POST /api/questions': { status: 201, body: { id: 42 } },
  });
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<AskQuestionForm onCancel={onCancel} />);
  return { calls, onCancel, user };
}

describe('AskQuestionForm', () => {
  it("shows the 'Validation Error' toast and posts nothing when required fields are missing", async () => {
    const { calls, user } = setup();
    await screen.findByRole('button', { name: 'Anxiety' });

    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields and select at least one topic')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('requires at least one topic even when title and details are filled', async () => {
    const { calls, user } = setup();
    await screen.findByRole('button', { name: 'Anxiety' });
    await user.type(screen.getByLabelText('Title'), 'How do you cope?');
    await user.type(screen.getByLabelText('Details'), 'Some details');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText('Please fill in all required fields and select at least one topic')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers only top-level topics as chips', async () => {
    setup();
    await screen.findByRole('button', { name: 'Anxiety' });
    expect(screen.getByRole('button', { name: 'Depression' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Panic attacks' })).not.toBeInTheDocument();
  });

  it('reveals the content-warning input when ticked and clears its text when unticked', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText('Content warning')).not.toBeInTheDocument();

    const box = screen.getByRole('checkbox', { name: 'Add a content warning' });
    await user.click(box);
    await user.type(screen.getByLabelText('Content warning'), 'mentions of self-harm');
    expect(screen.getByLabelText('Content warning')).toHaveValue('mentions of self-harm');

    await user.click(box);
    expect(screen.queryByLabelText('Content warning')).not.toBeInTheDocument();
    await user.click(box);
    expect(screen.getByLabelText('Content warning')).toHaveValue('');
  });

  it('sends contentWarningText null when the box is not ticked, then announces success', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Anxiety' }));
    await user.type(screen.getByLabelText('Title'), '  How do you cope with panic?  ');
    await user.type(screen.getByLabelText('Details'), 'It happens at night.');
    // Tick and untick: the text is cleared and not sent.
    await user.click(screen.getByRole('checkbox', { name: 'Add a content warning' }));
    await user.type(screen.getByLabelText('Content warning'), 'panic');
    await user.click(screen.getByRole('checkbox', { name: 'Add a content warning' }));
    await user.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Post Question' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/questions');
    expect(post?.body).toEqual({
      title: 'How do you cope with panic?',
      content: 'It happens at night.',
      topicIds: [1],
      isAnonymous: true,
      hasContentWarning: false,
      contentWarningText: null,
    });
    expect(await screen.findByText('Question posted successfully')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/questions/42'));
    // The form is reset.
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('sends the warning text when the box is ticked', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Depression' }));
    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(screen.getByLabelText('Details'), 'Details');
    await user.click(screen.getByRole('checkbox', { name: 'Add a content warning' }));
    await user.type(screen.getByLabelText('Content warning'), ' grief ');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ hasContentWarning: true, contentWarningText: 'grief' });
  });

  it("shows 'Failed to post question. Please try again.' when the server refuses", async () => {
    stubFetch({
      'GET /api/topics': { body: TOPICS },
      'POST /api/questions': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AskQuestionForm onCancel={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Anxiety' }));
    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(screen.getByLabelText('Details'), 'Details');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    expect(await screen.findByText('Failed to post question. Please try again.')).toBeInTheDocument();
  });

  it('uses the 401 pattern when signed out', async () => {
    stubFetch({
      'GET /api/topics': { body: TOPICS },
      'POST /api/questions': { status: 401, body: { message: 'Sign in first' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AskQuestionForm onCancel={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Anxiety' }));
    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(screen.getByLabelText('Details'), 'Details');
    await user.click(screen.getByRole('button', { name: 'Post Question' }));
    const toast = (await screen.findByText('Unauthorized')).closest('li') ?? document.body;
    expect(within(toast as HTMLElement).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });

  it('Cancel resets the form and calls onCancel', async () => {
    const { onCancel, user } = setup();
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
