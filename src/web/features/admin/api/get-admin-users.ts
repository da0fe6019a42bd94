/** GET /api/admin/users?cursor&search — people (with email and any sanction in force), newest first, 20 per page (admins). */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

/** The prefix of every user-list query, whatever its search (`['admin', 'users']`). */
export const ADMIN_USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;

/**
 * Fetches one page of people (admins).
 * @param search only people whose name or email holds it ('' for everyone)
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of AdminUser (a User and `sanction`)
 * @throws ApiError when the server answers with an error status (403 when not an admin)
 */
export const getAdminUsers = (search: string, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/admin/users', { query: { cursor, search }, signal });

/** The infinite query key (`['admin', 'users', search]`), fetcher and paging of the user list. */
export const getAdminUsersQueryOptions = (search = '') =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, search],
    queryFn: ({ pageParam, signal }) => getAdminUsers(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * People, page by page, optionally searched; refetched each time the admin screen opens. While a
 * new search loads, the last results stay on screen.
 * @param search the search text ('' for everyone)
 * @returns the TanStack infinite query; `fetchNextPage` loads 20 more
 */
export function useAdminUsers(search = '') {
  return useInfiniteQuery({ ...getAdminUsersQueryOptions(search), refetchOnMount: 'always', placeholderData: keepPreviousData });
}
