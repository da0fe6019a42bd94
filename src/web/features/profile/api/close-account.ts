/**
 * DELETE /api/users/me — closes your account at once (personal data cleared, signed out
 * everywhere). On success the browser goes to the landing page; on failure the server's
 * message (e.g. for admins) or 'Failed to close account'.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError, serverMessageOr } from '@/lib/errors';

export const closeAccount = () => api.delete<{ ok: true }>('/api/users/me');

export function useCloseAccount() {
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: () => {
      window.location.href = '/';
    },
    onError: (error) => handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to close account') }),
  });
}
