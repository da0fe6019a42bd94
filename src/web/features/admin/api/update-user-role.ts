/**
 * PATCH /api/admin/users/:userId/role { role } — answers the updated User, which replaces the
 * old row in the loaded list. Toasts 'User role updated successfully' / 'Failed to update user role'.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Role } from '@common/constants';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { Page, User } from '@/types/api';
import { getAdminUsersQueryOptions } from './get-admin-users';

export type UpdateUserRoleInput = { userId: number; role: Role };

export const updateUserRole = ({ userId, role }: UpdateUserRoleInput) => api.patch<User>(`/api/admin/users/${userId}/role`, { role });

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<Page<User>>>(getAdminUsersQueryOptions().queryKey, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((u) => (u.id === updated.id ? { ...u, ...updated } : u)) })) }
          : data,
      );
      toast({ title: 'User role updated successfully' });
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to update user role' }),
  });
}
