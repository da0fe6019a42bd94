/** PATCH /api/notifications/:id/read — marks one notification read (patched in the cache at once). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Notification, NotificationPage } from '@/types/api';
import { getNotificationsQueryOptions } from './get-notifications';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Marks one notification read.
 * @param id the notification's id
 * @returns the Notification
 * @throws ApiError (404 not yours or gone)
 */
export const markNotificationRead = (id: number) => api('PATCH /api/notifications/:id/read', { params: { id } });

/**
 * Marking one notification read as a mutation: patched in the cache at once; on failure the
 * notifications are refetched, then the caller's `onError` runs (error toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useMarkNotificationRead({ mutationConfig }: { mutationConfig?: MutationConfig<Notification, number> } = {}) {
  const queryClient = useQueryClient();
  const key = getNotificationsQueryOptions().queryKey;
  const { onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
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
    onError: (...args) => {
      void queryClient.invalidateQueries({ queryKey: key });
      return onError?.(...args);
    },
  });
}
