/** PATCH /api/notifications/:id/read — marks one notification read (patched in the cache at once). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { Notification, NotificationPage } from '@/types/api';
import { getNotificationsQueryOptions } from './get-notifications';

export const markNotificationRead = (id: number) => api.patch<Notification>(`/api/notifications/${id}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const key = getNotificationsQueryOptions().queryKey;
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationPage>(key, (page) => {
        if (!page) return page;
        const target = page.items.find((n) => n.id === id);
        if (!target || target.isRead) return page;
        return {
          ...page,
          unreadCount: Math.max(0, page.unreadCount - 1),
          items: page.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
        };
      });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      handleMutationError(error, { title: 'Failed to update notification' });
    },
  });
}
