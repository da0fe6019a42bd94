/**
 * PATCH /api/admin/users/:userId/role { role } — answers the updated User, which replaces the
 * old row in the loaded list.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AssignableRole } from '@common/constants';
import { api } from '@/lib/api-client';
import type { Page, User } from '@/types/api';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users';
import type { MutationConfig } from '@/lib/query-client';

export type UpdateUserRoleInput = { userId: number; role: AssignableRole };

/**
 * Sets a person's role (admins).
 * @param input `{ userId, role }`
 * @returns the updated User
 * @throws ApiError (403 not allowed, 404 no such person)
 */
export const updateUserRole = ({ userId, role }: UpdateUserRoleInput) =>
  api('PATCH /api/admin/users/:userId/role', { params: { userId }, body: { role } });

/**
 * Changing a role as a mutation; on success the person is patched into the cached user list,
 * then the caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useUpdateUserRole({ mutationConfig }: { mutationConfig?: MutationConfig<User, UpdateUserRoleInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateUserRole,
    onSuccess: (...args) => {
      const [updated] = args;
      queryClient.setQueriesData<InfiniteData<Page<User>>>({ queryKey: ADMIN_USERS_QUERY_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((u) => (u.id === updated.id ? { ...u, ...updated } : u)),
              })),
            }
          : data,
      );
      return onSuccess?.(...args);
    },
  });
}
