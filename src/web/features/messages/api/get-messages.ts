/**
 * GET /api/conversations/:id/messages?cursor — a page of messages, oldest first within the page;
 * `nextCursor` leads to older messages. Reading the newest page marks the conversation read
 * (server side).
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message, Page } from '@/types/api';

/** The query key of a conversation's messages: `['messages', conversationId]`. */
export const messagesQueryKey = (conversationId: number) => ['messages', conversationId] as const;

/**
 * Fetches one page of a conversation's messages.
 * @param conversationId the conversation
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of Message, oldest first within the page
 * @throws ApiError when the server answers with an error status (404 when not yours)
 */
export const getMessages = (conversationId: number, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/conversations/:id/messages', { params: { id: conversationId }, query: { cursor }, signal });

/** The infinite query key, fetcher and paging (towards older messages) of a conversation. */
export const getMessagesQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A conversation's messages; refetched whenever a conversation is opened, so it is current. */
export function useMessages(conversationId: number) {
  return useInfiniteQuery({ ...getMessagesQueryOptions(conversationId), refetchOnMount: 'always' });
}

/**
 * All loaded messages, oldest first. Pages run newest → older, each oldest first within itself,
 * so the pages are reversed before flattening.
 */
export function flattenMessages(data: InfiniteData<Page<Message>> | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}
