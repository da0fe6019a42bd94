/** GET /api/notifications — { items, nextCursor, unreadCount }, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationPage } from '@/types/api';

export const getNotifications = (signal?: AbortSignal) => api.get<NotificationPage>('/api/notifications', { signal });

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: ({ signal }) => getNotifications(signal) });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
