import { screen, within } from '@testing-library/react';
import { OWN_USER_ABILITIES, renderWithProviders, SITE_ABILITIES, stubFetch } from '@/test/test-utils';
import type { Me } from '@/types/api';
import { AppRouter } from './router';

const USER: Me = {
  id: 1,
  firstName: 'Sam',
  lastName: 'Lee',
  profileImageUrl: null,
  bio: null,
  role: 'user',
  reputation: 0,
  status: 'healed',
  statusSituation: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  abilities: OWN_USER_ABILITIES,
  siteAbilities: SITE_ABILITIES.user,
  onboardedAt: '2025-01-01T00:00:00.000Z',
  ageBand: '18+',
  providerPictureUrl: null,
  country: null,
  locale: null,
  suspension: null,
};

function visit(path: string) {
  window.history.replaceState(null, '', path);
  renderWithProviders(<AppRouter />);
}

const signedOut = () => stubFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } } });

describe('routes', () => {
  it('shows the landing page to signed-out visitors', async () => {
    signedOut();
    visit('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safe space for anything mental health' })).toBeInTheDocument();
    for (const point of ['Safe Space', 'Supportive Community', 'Ask Anything', 'Anonymous Options']) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    expect(screen.getAllByRole('link', { name: '988' })[0]).toHaveAttribute('href', 'tel:988');
    expect(screen.getAllByRole('link', { name: '1-800-273-8255' })[0]).toHaveAttribute('href', 'tel:18002738255');
    expect(screen.getAllByRole('link', { name: /Text HOME to 741741/i })[0]).toHaveAttribute('href', 'sms:741741?&body=HOME');
    expect(screen.getAllByRole('link', { name: '911' })[0]).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getAllByText(/not a substitute for professional care/).length).toBeGreaterThan(0);
  });

  it("shows the landing page with a pulsing 'Loading...' while auth loads", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    visit('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Safe space for anything mental health' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toHaveClass('animate-pulse');
  });

  it("shows '404 Page Not Found' for unknown paths", async () => {
    signedOut();
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the privacy policy with its date and a back-to-home link', async () => {
    signedOut();
    visit('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 10, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to home/ })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByText(/within 30 days/).length).toBeGreaterThan(0);
    expect(screen.getByText(/When you delete a question, answer or comment, it is gone from MindSpace at once/)).toBeInTheDocument();
    expect(screen.getAllByText(/Space Mode/).length).toBeGreaterThan(0);
  });

  it('shows the terms of service with 19 numbered sections', async () => {
    signedOut();
    visit('/terms');
    const title = await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const article = title.closest('article') as HTMLElement;
    const sections = within(article).getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(19);
    sections.forEach((heading, i) => expect(heading.textContent).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(screen.getByText('Last updated October 10, 2025')).toBeInTheDocument();
  });

  it('shows the community guidelines to signed-out visitors, with help first and no method talk', async () => {
    signedOut();
    visit('/guidelines');
    const title = await screen.findByRole('heading', { level: 1, name: 'Community Guidelines' });
    const article = title.closest('article') as HTMLElement;
    expect(within(article).getByRole('heading', { level: 2, name: 'If you need help now' })).toBeInTheDocument();
    expect(within(article).getAllByRole('link', { name: '988' })[0]).toHaveAttribute('href', 'tel:988');
    for (const rule of [
      'Be kind and respectful',
      'Share experiences, not advice',
      'Respect privacy and anonymity',
      'Report harmful content',
      'Seek professional help when needed',
    ]) {
      expect(within(article).getByRole('heading', { level: 2, name: new RegExp(rule) })).toBeInTheDocument();
    }
    expect(within(article).getByRole('heading', { level: 2, name: /Talking about suicide and self-harm/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community Guidelines' })).toHaveAttribute('href', '/guidelines');
  });

  it('asks signed-out visitors of /messages to log in', async () => {
    signedOut();
    visit('/messages');
    expect(await screen.findByText('Please log in to view messages')).toBeInTheDocument();
  });

  it('uses the 401 pattern for signed-out visitors of /moderation', async () => {
    signedOut();
    visit('/moderation');
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
  });

  it('denies /moderation and /admin to a plain user', async () => {
    stubFetch({ 'GET /api/auth/user': { body: USER } });
    visit('/admin');
    expect(await screen.findByText('Access denied. Admin access required.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the signed-in shell with the feed on /', async () => {
    stubFetch({
      'GET /api/auth/user': { body: USER },
      'GET /api/topics': { body: [] },
      'GET /api/topics/followed': { body: [] },
      'GET /api/questions': { body: { items: [], nextCursor: null } },
      'GET /api/notifications': { body: { items: [], nextCursor: null, unreadCount: 0 } },
      'GET /api/conversations': { body: [] },
    });
    visit('/');
    expect(await screen.findByRole('button', { name: "What's on your mind, Sam?" }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
    for (const tab of ['Trending', 'Recent', 'Most Answers']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByPlaceholderText('Search questions...').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Need help now\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});

describe('a failed sign-in', () => {
  it('shows a short notice on the landing page after any other failed sign-in', async () => {
    signedOut();
    visit('/?signInError=1');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't sign you in. Please try again in a moment.");
    expect(screen.getByRole('heading', { level: 1, name: 'Safe space for anything mental health' })).toBeInTheDocument();
  });
});
