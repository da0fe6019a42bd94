/** GET /api/admin/users?cursor — every user (with email), newest first, 20 per page (admins). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, User } from '@/types/api';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const getAdminUsers = (cursor?: string, signal?: AbortSignal) =>
  api.get<Page<User>>('/api/admin/users', { params: { cursor }, signal });

export const getAdminUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users'],
    queryFn: ({ pageParam, signal }) => getAdminUsers(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAdminUsers() {
  return useInfiniteQuery({ ...getAdminUsersQueryOptions(), refetchOnMount: 'always' });
}
