/** GET /api/admin/users?cursor — every user (with email), newest first, 20 per page (admins). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, User } from '@/types/api';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

/**
 * Fetches one page of people (admins).
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of User
 * @throws ApiError when the server answers with an error status (403 when not an admin)
 */
export const getAdminUsers = (cursor?: string, signal?: AbortSignal) =>
  api.get<Page<User>>('/api/admin/users', { params: { cursor }, signal });

/** The infinite query key (`['admin', 'users']`), fetcher and paging of the user list. */
export const getAdminUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users'],
    queryFn: ({ pageParam, signal }) => getAdminUsers(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * Every person, page by page; refetched each time the admin screen opens.
 * @returns the TanStack infinite query; `fetchNextPage` loads 20 more
 */
export function useAdminUsers() {
  return useInfiniteQuery({ ...getAdminUsersQueryOptions(), refetchOnMount: 'always' });
}
