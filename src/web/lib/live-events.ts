/**
 * Live updates: ONE EventSource per tab on /api/events (mounted once by the signed-in layout),
 * turning server events into TanStack Query cache updates, so the bell count, the notification
 * list, conversation unread badges, the open conversation and an open question's answers and
 * scores change without polling (spec §7: no refetch on focus, reconnect or interval).
 *
 * - A dropped connection is reconnected by the browser, which sends Last-Event-ID itself; the
 *   server replays what was missed. When the browser gives up (an HTTP error such as 503 while
 *   an instance shuts down), a new EventSource is opened after a backoff (1 s doubling to
 *   30 s) with `?lastEventId=` of the last event seen.
 * - Events invalidate the queries they affect (only screens on show refetch; others refetch
 *   when shown next) or, for vote counts, patch the cached numbers directly.
 * - `stream.reset` (more was missed than the server can replay) refetches everything shown.
 * - `account.suspended` (the moderators suspended or banned this member; the server ends the
 *   stream after it) closes the stream for good and hands the reason and end to the app, which
 *   shows the restricted session's page: their decisions, how to appeal, help.
 *
 * lib/ does not import features: the app passes the query keys in (app/live-event-keys.ts).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { SuspensionNotice } from '@/types/api';
import { LIVE_EVENT_TYPES, type TLiveEventType } from '@common/schemas/live-event-names';
import type { TLiveEvent, TLiveEventPayload } from '@common/schemas/live-events';

/** The stream's URL. */
export const LIVE_EVENTS_URL = '/api/events';
/** First and longest wait before reopening a stream the browser gave up on (ms). */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The event telling a member's open tabs that the moderators suspended or banned them. */
export const ACCOUNT_SUSPENDED_EVENT: TLiveEventType = 'account.suspended';

/** The cached queries live events touch, as the features build their keys. */
export type LiveEventKeys = {
  /** The signed-in user (abilities follow the role). */
  authUser: QueryKey;
  /** Staff: the appeals. */
  appeals: QueryKey;
  /** The notification page (items and unreadCount: the bell). */
  notifications: QueryKey;
  /** The conversation list (unread badges). */
  conversations: QueryKey;
  /** One conversation's messages. */
  messages: (conversationId: number) => QueryKey;
  /** One question (its counts and score). */
  question: (questionId: number) => QueryKey;
  /**
   * One question's answers (cached as infinite-query pages) with their comments; the key is
   * also the prefix of each answer's further comment pages, so invalidating it refreshes both.
   */
  answers: (questionId: number) => QueryKey;
  /** Everything about MindSpace Safety Team's conversations (staff: the list and each conversation). */
  safety: QueryKey;
  /** The report queue (staff). */
  reports: QueryKey;
};

type Counts = { upvotes: number; downvotes: number; score: number };
/** The cached answer thread: infinite-query pages of answers. */
type AnswerPages = { pages: { items: (Counts & { id: number })[] }[]; pageParams: unknown[] };

/** The event union, and zod with it, downloaded with the first event rather than with the page. */
let eventSchema: Promise<typeof import('@common/schemas/live-events')> | undefined;

/**
 * Reads one event through the common event union (downloaded on first use).
 * @param type the SSE event name; data its parsed JSON payload
 * @returns the typed event, or null for an unknown name or a payload that does not match it. When
 *   the union cannot be downloaded, a `stream.reset`: what is shown refetches, so no change is
 *   missed (a later event tries the download again)
 */
function readEvent(type: string, data: unknown): Promise<TLiveEvent | null> {
  eventSchema ??= import('@common/schemas/live-events');
  return eventSchema.then(
    ({ parseLiveEvent }) => parseLiveEvent(type, data),
    () => {
      eventSchema = undefined;
      return { type: 'stream.reset', payload: {} };
    },
  );
}

/**
 * Reads an `account.suspended` payload: why and until when (`endsAt` null: a ban, no end).
 * @param data the parsed JSON payload
 * @returns `{ reason, endsAt }`, or null when the payload does not carry them
 */
export async function suspensionNoticeOf(data: unknown): Promise<SuspensionNotice | null> {
  const event = await readEvent('account.suspended', data);
  return event?.type === 'account.suspended' ? { reason: event.payload.reason, endsAt: event.payload.endsAt } : null;
}

/**
 * Applies one server event to the query cache.
 * @param client the app's QueryClient
 * @param keys the query keys (see LiveEventKeys)
 * @param type the SSE event name, e.g. message.created
 * @param data the parsed JSON payload (ids only; never message or post bodies), read through the common event union
 * @returns a promise settled once applied; unknown types and payloads that do not match their type are ignored
 */
export async function applyLiveEvent(client: QueryClient, keys: LiveEventKeys, type: string, data: unknown): Promise<void> {
  const event = await readEvent(type, data);
  if (!event) return;
  const invalidate = (queryKey: QueryKey, exact = false) => void client.invalidateQueries({ queryKey, exact });

  switch (event.type) {
    case 'notification.created':
    case 'notification.read':
      invalidate(keys.notifications);
      return;
    case 'message.created':
      invalidate(keys.messages(event.payload.conversationId));
      invalidate(keys.conversations, true);
      return;
    case 'conversation.read':
      invalidate(keys.conversations, true);
      return;
    case 'answer.created':
      invalidate(keys.answers(event.payload.questionId));
      invalidate(keys.question(event.payload.questionId), true);
      return;
    case 'comment.created':
      invalidate(keys.answers(event.payload.questionId));
      return;
    case 'vote.changed':
      patchVoteCounts(client, keys, event.payload);
      return;
    case 'content.deleted':
    case 'content.edited':
    case 'content.hidden':
    case 'content.restored': {
      const { questionId, conversationId } = event.payload;
      if (questionId != null) {
        invalidate(keys.question(questionId), true);
        invalidate(keys.answers(questionId));
      }
      if (conversationId != null) {
        invalidate(keys.messages(conversationId));
        invalidate(keys.conversations, true);
      }
      return;
    }
    case 'role.changed':
      invalidate(keys.authUser);
      return;
    case 'safety.changed':
      // Staff only: a member replied, someone answered or read; the inbox and the open conversation refetch.
      invalidate(keys.safety);
      return;
    case 'appeals.changed':
      // Staff only: an appeal was made or decided; the Appeals tab refetches.
      invalidate(keys.appeals);
      return;
    case 'queue.changed':
      // Staff only: a card was claimed, released or settled; the queue refetches.
      invalidate(keys.reports);
      return;
    case 'stream.reset':
      // More was missed than can be replayed: refetch whatever is on screen.
      void client.invalidateQueries();
      return;
    default:
      // The server's own signals (read caches, ended streams) change nothing shown.
      return;
  }
}

/** Puts a vote's new counts into the cached question or answer (your own vote stays as it is). */
function patchVoteCounts(client: QueryClient, keys: LiveEventKeys, vote: TLiveEventPayload<'vote.changed'>): void {
  const { questionId, targetId, upvotes, downvotes } = vote;
  const counts: Counts = { upvotes, downvotes, score: upvotes - downvotes };
  if (vote.targetType === 'question') {
    client.setQueryData<Counts>(keys.question(targetId), (q) => (q ? { ...q, ...counts } : q));
  } else {
    client.setQueryData<AnswerPages>(keys.answers(questionId), (data) =>
      data?.pages.some((page) => page.items.some((a) => a.id === targetId))
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((a) => (a.id === targetId ? { ...a, ...counts } : a)),
            })),
          }
        : data,
    );
  }
}

/** The parts of EventSource used here (tests pass a fake). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((this: EventSourceLike, ev: Event) => unknown) | null;
  onerror: ((this: EventSourceLike, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
};
export type EventSourceFactory = (url: string, init: { withCredentials: boolean }) => EventSourceLike;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

/**
 * Opens the stream and keeps it open until the returned function is called.
 * @param opts client and keys (as for applyLiveEvent); url (default /api/events);
 *   createEventSource (default: the browser's EventSource); onAccountSuspended, called once with
 *   the notice (or null when the event carries none) when this member is suspended or banned —
 *   the stream is then closed and never reopened
 * @returns a function that closes the stream and cancels any pending reconnect
 */
export function connectLiveEvents(opts: {
  client: QueryClient;
  keys: () => LiveEventKeys;
  url?: string;
  createEventSource?: EventSourceFactory;
  onAccountSuspended?: (notice: SuspensionNotice | null) => void;
}): () => void {
  const { client, keys, url = LIVE_EVENTS_URL } = opts;
  const create: EventSourceFactory = opts.createEventSource ?? ((u, init) => new EventSource(u, init) as unknown as EventSourceLike);
  let source: EventSourceLike | null = null;
  let lastEventId = '';
  let delay = RECONNECT_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  // Events apply in the order they arrived, each once the one before has been read; one that
  // fails to apply does not stop the ones after it.
  let applied: Promise<unknown> = Promise.resolve();
  const inTurn = (apply: () => unknown) => {
    applied = applied.then(apply).catch(() => undefined);
  };

  const open = () => {
    timer = null;
    if (stopped) return;
    const target = lastEventId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const es = create(target, { withCredentials: true });
    source = es;
    for (const type of LIVE_EVENT_TYPES) {
      es.addEventListener(type, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        let data: unknown = null;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (type === ACCOUNT_SUSPENDED_EVENT) {
          // Every session of this member has ended: reconnecting could only fail.
          close();
          inTurn(async () => opts.onAccountSuspended?.(await suspensionNoticeOf(data)));
          return;
        }
        inTurn(() => applyLiveEvent(client, keys(), type, data));
      });
    }
    es.onopen = () => {
      delay = RECONNECT_MIN_MS;
    };
    es.onerror = () => {
      // CONNECTING: the browser retries by itself (sending Last-Event-ID). CLOSED: it gave up.
      if (es.readyState !== CLOSED || stopped || source !== es) return;
      es.close();
      source = null;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
  };
  const close = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = null;
  };
  open();
  return close;
}

/**
 * Keeps this tab's one live-events stream open while mounted (mount it once, in the signed-in
 * layout) and applies its events to the query cache.
 * @param keys the query keys to update (a stable object, e.g. a module constant)
 * @param opts url and createEventSource, for tests; onAccountSuspended, called when the moderators
 *   suspend or ban this member while the tab is open (see connectLiveEvents)
 */
export function useLiveEvents(
  keys: LiveEventKeys,
  opts: { url?: string; createEventSource?: EventSourceFactory; onAccountSuspended?: (notice: SuspensionNotice | null) => void } = {},
): void {
  const client = useQueryClient();
  const { url, createEventSource } = opts;
  // The latest handler, without reopening the stream when the caller passes a new function.
  const onSuspended = useRef(opts.onAccountSuspended);
  useEffect(() => {
    onSuspended.current = opts.onAccountSuspended;
  });
  useEffect(() => {
    if (!createEventSource && typeof EventSource === 'undefined') return;
    return connectLiveEvents({
      client,
      keys: () => keys,
      url,
      createEventSource,
      onAccountSuspended: (notice) => onSuspended.current?.(notice),
    });
  }, [client, keys, url, createEventSource]);
}
