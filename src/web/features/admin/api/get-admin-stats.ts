/** GET /api/admin/stats — `{ totalUsers, totalQuestions, totalAnswers }` (admins). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_QUERY_KEY = ['admin'] as const;

/**
 * Fetches the site counters (admins).
 * @param signal aborts the request (TanStack Query passes one)
 * @returns AdminStats
 * @throws ApiError when the server answers with an error status (403 when not an admin)
 */
export const getAdminStats = (signal?: AbortSignal) => api('GET /api/admin/stats', { signal });

/** The query key (`['admin', 'stats']`) and fetcher of the counters. */
export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'stats'], queryFn: ({ signal }) => getAdminStats(signal) });

/** The counters; refetched each time the dashboard opens. */
export function useAdminStats() {
  return useQuery({ ...getAdminStatsQueryOptions(), refetchOnMount: 'always' });
}
