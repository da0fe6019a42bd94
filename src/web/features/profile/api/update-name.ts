/**
 * PATCH /api/users/name { firstName, lastName } — answers your User. Sent with no client checks
 * (spec §5); on failure the server's message is shown, else 'Failed to update name' (spec §8).
 * On success the signed-in user and the profile are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateName } from '@common/schemas';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { User } from '@/types/api';
import { profileQueryKey } from './get-profile';

export const updateName = (input: TUpdateName) => api.patch<User>('/api/users/name', input);

export function useUpdateName({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: (user) => {
      toast({ title: 'Name updated successfully' });
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(user.id) });
      onSuccess?.(user);
    },
    onError: (error) => handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to update name') }),
  });
}
