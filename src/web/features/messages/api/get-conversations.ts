/** GET /api/conversations — your conversations, most recent first, each with its unreadCount. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Fetches your conversations.
 * @param signal aborts the request (TanStack Query passes one)
 * @returns Conversation[], most recent first
 * @throws ApiError when the server answers with an error status
 */
export const getConversations = (signal?: AbortSignal) => api('GET /api/conversations', { signal });

/** The query key (`['conversations']`) and fetcher of your conversations. */
export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: ['conversations'], queryFn: ({ signal }) => getConversations(signal) });

/**
 * Your conversations. The messages screen passes `refetchOnMount: 'always'`, so opening it shows
 * conversations started elsewhere (e.g. 'Send Message' on a profile).
 */
export function useConversations(options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...getConversationsQueryOptions(), ...options });
}

/** Total unread messages across conversations. */
export function useUnreadMessageCount(): number {
  const { data } = useConversations();
  return (data ?? []).reduce((sum, c) => sum + (c.unreadCount || 0), 0);
}
