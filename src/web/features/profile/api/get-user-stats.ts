/** GET /api/users/:id/stats — `{ questionsCount, answersCount }` for the profile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/**
 * Fetches a person's post counts.
 * @param userId the person
 * @param signal aborts the request (TanStack Query passes one)
 * @returns UserStats `{ questionsCount, answersCount }`
 * @throws ApiError when the server answers with an error status
 */
export const getUserStats = (userId: number, signal?: AbortSignal) => api('GET /api/users/:id/stats', { params: { id: userId }, signal });

/** The query key (`['users', id, 'stats']`) and fetcher of a person's counts. */
export const getUserStatsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...profileQueryKey(userId), 'stats'], queryFn: ({ signal }) => getUserStats(userId, signal) });

/**
 * A person's post counts as a query.
 * @param userId the person
 * @returns the TanStack query; `data` is UserStats
 */
export function useUserStats(userId: number) {
  return useQuery(getUserStatsQueryOptions(userId));
}
