/**
 * PATCH /api/users/status { status, statusSituation } — answers your User. The situation is sent
 * only for healing (spec §5). On success the signed-in user is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateStatus } from '@common/schemas';
import { api } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { User } from '@/types/api';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Sets your status.
 * @param input `{ status, statusSituation }` (the situation only for healing)
 * @returns your User
 * @throws ApiError (400 invalid or changed within 7 days)
 */
export const updateStatus = (input: TUpdateStatus) => api('PATCH /api/users/status', { body: input });

/**
 * Setting your status as a mutation; on success the signed-in user is refetched, then the
 * caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useUpdateStatus({ mutationConfig }: { mutationConfig?: MutationConfig<User, TUpdateStatus> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateStatus,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
