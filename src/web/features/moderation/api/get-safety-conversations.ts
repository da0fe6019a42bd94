/**
 * GET /api/moderation/safety-conversations?cursor — MindSpace Safety Team's conversations, newest
 * activity first, with each member's unread replies and `unreadTotal` (staff).
 * Live: `safety.changed` refetches it (app/live-event-keys.ts).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MODERATION_QUERY_KEY } from './get-reports';

/** The key of everything about the Safety Team's conversations (the list and each conversation). */
export const SAFETY_QUERY_KEY = [...MODERATION_QUERY_KEY, 'safety'] as const;

/** Query options of the Safety Team's conversations: cursor pages, newest activity first. */
export const getSafetyConversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...SAFETY_QUERY_KEY, 'conversations'],
    queryFn: ({ pageParam, signal }) => api('GET /api/moderation/safety-conversations', { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The Safety Team's conversations (the dashboard's tab count reads `unreadTotal` of the first page). */
export function useSafetyConversations() {
  return useInfiniteQuery(getSafetyConversationsQueryOptions());
}
