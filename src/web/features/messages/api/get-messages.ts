/**
 * GET /api/conversations/:id/messages?cursor — a page of messages, oldest first within the page;
 * `nextCursor` leads to older messages. Reading the newest page marks the conversation read
 * (server side).
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message, Page } from '@/types/api';

export const messagesQueryKey = (conversationId: number) => ['messages', conversationId] as const;

export const getMessages = (conversationId: number, cursor?: string, signal?: AbortSignal) =>
  api.get<Page<Message>>(`/api/conversations/${conversationId}/messages`, { params: { cursor }, signal });

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
