/** POST /api/notifications/mark-all-read — every notification becomes read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationPage, Ok } from '@/types/api';
import { getNotificationsQueryOptions } from './get-notifications';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Marks every notification read.
 * @returns `{ ok: true }`
 * @throws ApiError (401 signed out)
 */
export const markAllNotificationsRead = () => api('POST /api/notifications/mark-all-read');

/**
 * Marking every notification read as a mutation; on success the cached page shows them read,
 * then the caller's `onSuccess` runs (error toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useMarkAllNotificationsRead({ mutationConfig }: { mutationConfig?: MutationConfig<Ok, void> } = {}) {
  const queryClient = useQueryClient();
  const key = getNotificationsQueryOptions().queryKey;
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: markAllNotificationsRead,
    onSuccess: (...args) => {
      queryClient.setQueryData<NotificationPage>(key, (page) =>
        page ? { ...page, unreadCount: 0, items: page.items.map((n) => ({ ...n, isRead: true })) } : page,
      );
      return onSuccess?.(...args);
    },
  });
}
