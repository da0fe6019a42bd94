/**
 * DELETE /api/users/me — closes your account at once (personal data cleared, signed out
 * everywhere).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Closes your account.
 * @returns `{ ok: true }`
 * @throws ApiError (403 e.g. for the last admin)
 */
export const closeAccount = () => api('DELETE /api/users/me');

/**
 * Closing your account as a mutation; leaving the page and error toasts are the caller's.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useCloseAccount({ mutationConfig }: { mutationConfig?: MutationConfig<{ ok: true }, void> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: closeAccount });
}
