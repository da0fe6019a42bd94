/** GET /api/notifications — { items, nextCursor, unreadCount }, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Fetches your newest notifications.
 * @param signal aborts the request (TanStack Query passes one)
 * @returns NotificationPage `{ items, nextCursor, unreadCount }`
 * @throws ApiError when the server answers with an error status
 */
export const getNotifications = (signal?: AbortSignal) => api('GET /api/notifications', { signal });

/** The query key (`['notifications']`) and fetcher of your notifications. */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: ({ signal }) => getNotifications(signal) });

/**
 * Your notifications as a query (live events keep them current).
 * @returns the TanStack query; `data` is a NotificationPage
 */
export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
