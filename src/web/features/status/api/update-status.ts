/**
 * PATCH /api/users/status { status, statusSituation } — answers your User. The situation is sent
 * only for healing (spec §5). On success the signed-in user is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateStatus } from '@common/schemas';
import { api } from '@/lib/api-client';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/components/ui/use-toast';
import type { User } from '@/types/api';

export const updateStatus = (input: TUpdateStatus) => api.patch<User>('/api/users/status', input);

/** The success toast; the welcome dialog's wording by default (spec §8). */
export type StatusToast = { title: string; description?: string };
const DEFAULT_SUCCESS_TOAST: StatusToast = { title: 'Status updated', description: 'Your status has been set successfully' };

export function useUpdateStatus({
  onSuccess,
  successToast = DEFAULT_SUCCESS_TOAST,
}: { onSuccess?: (user: User) => void; successToast?: StatusToast } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: (user) => {
      toast(successToast);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      onSuccess?.(user);
    },
    onError: (error) =>
      handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to update status') }),
  });
}
