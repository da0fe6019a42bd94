import { act, renderHook, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIVE_EVENT_KEYS } from './live-event-keys';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { createQueryClient } from '@/lib/query-client';
import { OWN_USER_ABILITIES, renderWithProviders, SITE_ABILITIES, stubFetch } from '@/test/test-utils';
import type { Me } from '@/types/api';
import { AppRouter } from './router';
import { applyLiveEvent, connectLiveEvents, RECONNECT_MIN_MS, useLiveEvents, type EventSourceLike } from '@/lib/live-events';
import { LIVE_EVENT_TYPES } from '@common/schemas/live-event-names';

/** A stand-in for the browser's EventSource: records what was opened, lets tests send frames. */
class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: EventSourceLike['onopen'] = null;
  onerror: EventSourceLike['onerror'] = null;
  closed = false;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this, new Event('open'));
  }
  send(type: string, data: unknown, id = '') {
    const ev = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    this.listeners.get(type)?.forEach((l) => l(ev));
  }
  /** The browser gave up (HTTP error): readyState CLOSED, then an error event. */
  giveUp() {
    this.readyState = 2;
    this.onerror?.call(this, new Event('error'));
  }
  /** A dropped connection the browser retries itself: CONNECTING, then an error event. */
  drop() {
    this.readyState = 0;
    this.onerror?.call(this, new Event('error'));
  }
}
const createFake = (url: string) => new FakeEventSource(url);

beforeEach(() => {
  FakeEventSource.instances = [];
});

const K = LIVE_EVENT_KEYS;
const ME: Me = {
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
/** Every query an event might touch, cached and fresh. */
function seededClient() {
  const client = createQueryClient();
  const seed: [QueryKey, unknown][] = [
    [K.authUser, { id: 1, role: 'user' }],
    [K.notifications, { items: [], nextCursor: null, unreadCount: 0 }],
    [K.conversations, []],
    [K.messages(5), { pages: [], pageParams: [] }],
    [K.messages(6), { pages: [], pageParams: [] }],
    [K.question(7), { id: 7, upvotes: 1, downvotes: 0, score: 1, myVote: 'upvote' }],
    [
      K.answers(7),
      {
        pages: [
          { items: [{ id: 70, upvotes: 0, downvotes: 0, score: 0, myVote: null }], nextCursor: 'p2' },
          { items: [{ id: 71, upvotes: 2, downvotes: 0, score: 2, myVote: null }], nextCursor: null },
        ],
        pageParams: [undefined, 'p2'],
      },
    ],
    [[...K.answers(7), 70, 'comments'], { pages: [], pageParams: [] }],
    [K.question(8), { id: 8, upvotes: 0, downvotes: 0, score: 0 }],
    [K.answers(8), { pages: [{ items: [], nextCursor: null }], pageParams: [undefined] }],
  ];
  for (const [key, data] of seed) client.setQueryData(key, data);
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey))
      .sort();
  return { client, invalidated };
}
const keys = (...list: QueryKey[]) => list.map((k) => JSON.stringify(k)).sort();

describe('applyLiveEvent: which cached data each event refreshes', () => {
  it.each([
    ['notification.created', { id: 3, content: 'x', link: null, isRead: false, createdAt: '' }, [K.notifications]],
    ['notification.read', { all: true }, [K.notifications]],
    ['message.created', { conversationId: 5, messageId: 9 }, [K.messages(5), K.conversations]],
    ['conversation.read', { conversationId: 5 }, [K.conversations]],
    ['answer.created', { questionId: 7, answerId: 72 }, [K.answers(7), [...K.answers(7), 70, 'comments'], K.question(7)]],
    ['comment.created', { questionId: 7, answerId: 70, commentId: 4 }, [K.answers(7), [...K.answers(7), 70, 'comments']]],
    [
      'content.deleted',
      { targetType: 'answer', targetId: 70, questionId: 7, answerId: 70 },
      [K.question(7), K.answers(7), [...K.answers(7), 70, 'comments']],
    ],
    ['content.deleted', { targetType: 'message', targetId: 2, conversationId: 6 }, [K.messages(6), K.conversations]],
    ['role.changed', { role: 'moderator' }, [K.authUser]],
  ])('%s %j invalidates exactly its queries', async (type, payload, expected) => {
    const { client, invalidated } = seededClient();
    await applyLiveEvent(client, K, type, payload);
    expect(invalidated()).toEqual(keys(...expected));
  });

  it('vote.changed patches the counts of the answer or question in place, keeping my vote', async () => {
    const { client, invalidated } = seededClient();
    await applyLiveEvent(client, K, 'vote.changed', { questionId: 7, targetType: 'answer', targetId: 71, upvotes: 3, downvotes: 1 });
    await applyLiveEvent(client, K, 'vote.changed', { questionId: 7, targetType: 'question', targetId: 7, upvotes: 4, downvotes: 2 });
    expect(client.getQueryData(K.answers(7))).toEqual({
      pages: [
        { items: [{ id: 70, upvotes: 0, downvotes: 0, score: 0, myVote: null }], nextCursor: 'p2' },
        { items: [{ id: 71, upvotes: 3, downvotes: 1, score: 2, myVote: null }], nextCursor: null },
      ],
      pageParams: [undefined, 'p2'],
    });
    expect(client.getQueryData(K.question(7))).toEqual({ id: 7, upvotes: 4, downvotes: 2, score: 2, myVote: 'upvote' });
    expect(invalidated()).toEqual([]);
    // Nothing cached for that question: nothing is created.
    await applyLiveEvent(client, K, 'vote.changed', { questionId: 9, targetType: 'question', targetId: 9, upvotes: 1, downvotes: 0 });
    expect(client.getQueryData(K.question(9))).toBeUndefined();
  });

  it('stream.reset refetches everything; unknown types and malformed payloads change nothing', async () => {
    const { client, invalidated } = seededClient();
    await applyLiveEvent(client, K, 'something.new', { questionId: 7 });
    await applyLiveEvent(client, K, 'answer.created', { questionId: 'seven' });
    await applyLiveEvent(client, K, 'vote.changed', { targetType: 'answer', targetId: 71 });
    expect(invalidated()).toEqual([]);
    await applyLiveEvent(client, K, 'stream.reset', {});
    expect(invalidated()).toHaveLength(client.getQueryCache().getAll().length);
  });
});

describe('connectLiveEvents', () => {
  it('listens to every server event type on one stream, with credentials', async () => {
    const client = createQueryClient();
    const opened: { url: string; withCredentials: boolean }[] = [];
    const stop = connectLiveEvents({
      client,
      keys: () => K,
      createEventSource: (url, init) => {
        opened.push({ url, ...init });
        return createFake(url);
      },
    });
    expect(opened).toEqual([{ url: '/api/events', withCredentials: true }]);
    const es = FakeEventSource.instances[0];
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    for (const type of LIVE_EVENT_TYPES) es.send(type, { conversationId: 1, questionId: 1 });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    stop();
    expect(es.closed).toBe(true);
  });

  it('applies the events after one that failed to apply', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    let calls = 0;
    const keys = () => {
      calls += 1;
      if (calls === 1) throw new Error('keys not ready');
      return K;
    };
    connectLiveEvents({ client, keys, createEventSource: createFake });
    const es = FakeEventSource.instances[0];
    es.send('conversation.read', { conversationId: 5 });
    es.send('message.created', { conversationId: 5, messageId: 9 });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: K.messages(5), exact: false }));
  });

  it('leaves ordinary reconnects to the browser, and reopens with lastEventId after it gives up', () => {
    vi.useFakeTimers();
    try {
      const stop = connectLiveEvents({ client: createQueryClient(), keys: () => K, createEventSource: createFake });
      const first = FakeEventSource.instances[0];
      first.open();
      first.send('notification.created', { id: 1 }, '41');
      first.drop();
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.instances).toHaveLength(1);

      first.giveUp();
      expect(first.closed).toBe(true);
      vi.advanceTimersByTime(RECONNECT_MIN_MS - 1);
      expect(FakeEventSource.instances).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances.map((e) => e.url)).toEqual(['/api/events', '/api/events?lastEventId=41']);

      // Backoff doubles while it keeps failing, and nothing is reopened after stop().
      FakeEventSource.instances[1].giveUp();
      vi.advanceTimersByTime(RECONNECT_MIN_MS);
      expect(FakeEventSource.instances).toHaveLength(2);
      vi.advanceTimersByTime(RECONNECT_MIN_MS);
      expect(FakeEventSource.instances).toHaveLength(3);
      FakeEventSource.instances[2].giveUp();
      stop();
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.instances).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('account.suspended', () => {
  it('hands the reason and end to the app once, closes the stream and never reopens it', async () => {
    vi.useFakeTimers();
    try {
      const notices: unknown[] = [];
      const client = createQueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      connectLiveEvents({ client, keys: () => K, createEventSource: createFake, onAccountSuspended: (n) => notices.push(n) });
      const es = FakeEventSource.instances[0];
      es.open();
      es.send('account.suspended', { reason: 'Harassment', endsAt: '2026-12-01T10:00:00.000Z' }, '90');
      expect(es.closed).toBe(true);
      await vi.waitFor(() => expect(notices).toHaveLength(1));
      expect(notices).toEqual([{ reason: 'Harassment', endsAt: '2026-12-01T10:00:00.000Z' }]);
      expect(es.closed).toBe(true);
      expect(invalidate).not.toHaveBeenCalled();
      // The server ends the stream; the browser's failed retry must not open a new one.
      es.giveUp();
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.instances).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a ban (no end), and passes null for a payload without the notice', async () => {
    const notices: unknown[] = [];
    for (const payload of [{ reason: 'Spam account', endsAt: null }, {}, { reason: 3, endsAt: null }]) {
      connectLiveEvents({
        client: createQueryClient(),
        keys: () => K,
        createEventSource: createFake,
        onAccountSuspended: (n) => notices.push(n),
      });
      FakeEventSource.instances.at(-1)!.send('account.suspended', payload);
      await vi.waitFor(() => expect(notices).toHaveLength(FakeEventSource.instances.length));
    }
    expect(notices).toEqual([{ reason: 'Spam account', endsAt: null }, null, null]);
  });

  it('turns an open tab into the calm page of their decisions, with how to appeal and help', async () => {
    const endsAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    vi.stubGlobal('EventSource', FakeEventSource);
    stubFetch({
      'GET /api/auth/user': { body: ME },
      'GET /api/topics': { body: [] },
      'GET /api/topics/followed': { body: [] },
      'GET /api/questions': { body: { items: [], nextCursor: null } },
      'GET /api/notifications': { body: { items: [], nextCursor: null, unreadCount: 0 } },
      'GET /api/conversations': { body: [] },
      'GET /api/users/me/decisions': { body: { items: [] } },
    });
    window.history.replaceState(null, '', '/');
    const { queryClient } = renderWithProviders(<AppRouter />);
    expect(await screen.findByRole('button', { name: "What's on your mind, Sam?" }, { timeout: 5000 })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => FakeEventSource.instances[0].send('account.suspended', { reason: 'Repeated harassment', endsAt }, '12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your decisions' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/decisions');
    expect(screen.getByText(/Your account is paused until/)).toBeInTheDocument();
    // The member stays signed in to their restricted session; the full app is gone from the tab.
    expect(queryClient.getQueryData(K.authUser)).toMatchObject({ suspension: { reason: 'Repeated harassment', endsAt } });
    expect(screen.queryByRole('button', { name: "What's on your mind, Sam?" })).not.toBeInTheDocument();
  });
});

describe('useLiveEvents', () => {
  it('opens one stream while mounted and closes it on unmount', () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { rerender, unmount } = renderHook(() => useLiveEvents(K, { createEventSource: createFake }), { wrapper });
    rerender();
    rerender();
    expect(FakeEventSource.instances).toHaveLength(1);
    unmount();
    expect(FakeEventSource.instances[0].closed).toBe(true);
  });

  it('updates the bell when a notification arrives, without polling', async () => {
    let unread = 0;
    const calls = stubFetch({ 'GET /api/notifications': () => ({ body: { items: [], nextCursor: null, unreadCount: unread } }) });
    function Shell() {
      useLiveEvents(K, { createEventSource: createFake });
      return <NotificationsBell />;
    }
    renderWithProviders(<Shell />);
    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    const fetches = () => calls.filter((c) => c.path === '/api/notifications').length;
    expect(fetches()).toBe(1);

    unread = 1;
    act(() =>
      FakeEventSource.instances[0].send(
        'notification.created',
        { id: 1, content: 'Bob answered your question', link: '/questions/1', isRead: false, createdAt: '2026-11-27T10:00:00.000Z' },
        '7',
      ),
    );
    expect(await screen.findByText('Notifications, 1 unread')).toBeInTheDocument();
    expect(fetches()).toBe(2);
  });
});
