/**
 * GET /api/moderation/safety-conversations/:id/messages?cursor — one Safety Team conversation as
 * staff see it (the team's messages with who answered), oldest first within a page; reading the
 * newest page marks it read for the team. Live: `safety.changed` refetches it.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SafetyMessage, SafetyMessagePage } from '@/types/api';
import { SAFETY_QUERY_KEY } from './get-safety-conversations';

/** The query key of one Safety Team conversation. */
export const safetyMessagesQueryKey = (conversationId: number) => [...SAFETY_QUERY_KEY, 'messages', conversationId] as const;

/** Query options of one Safety Team conversation: pages of older messages after the newest. */
export const getSafetyMessagesQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: safetyMessagesQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/moderation/safety-conversations/:id/messages', {
        params: { id: conversationId },
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** One Safety Team conversation. */
export function useSafetyMessages(conversationId: number) {
  return useInfiniteQuery(getSafetyMessagesQueryOptions(conversationId));
}

/**
 * The loaded pages as one list, oldest first.
 * @param data the infinite query's data (pages newest first, each oldest first)
 */
export function flattenSafetyMessages(data: InfiniteData<SafetyMessagePage> | undefined): SafetyMessage[] {
  return data ? [...data.pages].reverse().flatMap((p) => p.items) : [];
}
