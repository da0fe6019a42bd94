/** POST /api/notifications/mark-all-read — every notification becomes read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { NotificationPage, Ok } from '@/types/api';
import { getNotificationsQueryOptions } from './get-notifications';

export const markAllNotificationsRead = () => api.post<Ok>('/api/notifications/mark-all-read');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const key = getNotificationsQueryOptions().queryKey;
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationPage>(key, (page) =>
        page ? { ...page, unreadCount: 0, items: page.items.map((n) => ({ ...n, isRead: true })) } : page,
      );
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to mark notifications as read' }),
  });
}
