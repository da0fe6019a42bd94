/** GET /api/users/:id — a person's profile (User; the private fields only for yourself). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every profile query of one person starts with this key; invalidate it to refetch them all. */
export const profileQueryKey = (userId: number) => ['users', userId] as const;

/**
 * Fetches a person's profile.
 * @param userId the person
 * @param signal aborts the request (TanStack Query passes one)
 * @returns User
 * @throws ApiError when the server answers with an error status (404 when there is no such person)
 */
export const getProfile = (userId: number, signal?: AbortSignal) => api('GET /api/users/:id', { params: { id: userId }, signal });

/** The query key (`['users', id, 'profile']`) and fetcher of a profile. */
export const getProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...profileQueryKey(userId), 'profile'], queryFn: ({ signal }) => getProfile(userId, signal) });

/**
 * A person's profile as a query.
 * @param userId the person
 * @returns the TanStack query; `data` is a User
 */
export function useProfile(userId: number) {
  return useQuery(getProfileQueryOptions(userId));
}
