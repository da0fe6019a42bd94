/**
 * PATCH /api/users/name { firstName, lastName } — answers your User. Sent with no client checks
 * (spec §5); on failure the server's message is shown, else 'Failed to update name' (spec §8).
 * On success the signed-in user and the profile are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateName } from '@common/schemas';
import { api } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { User } from '@/types/api';
import { profileQueryKey } from './get-profile';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Changes your name.
 * @param input `{ firstName, lastName }`
 * @returns your User
 * @throws ApiError (400 invalid or changed within 30 days)
 */
export const updateName = (input: TUpdateName) => api('PATCH /api/users/name', { body: input });

/**
 * Changing your name as a mutation; on success the signed-in user and the profile are
 * refetched, then the caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useUpdateName({ mutationConfig }: { mutationConfig?: MutationConfig<User, TUpdateName> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateName,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(args[0].id) });
      return onSuccess?.(...args);
    },
  });
}
