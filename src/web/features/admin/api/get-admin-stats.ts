/** GET /api/admin/stats — `{ totalUsers, totalQuestions, totalAnswers }` (admins). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminStats } from '@/types/api';

export const ADMIN_QUERY_KEY = ['admin'] as const;

export const getAdminStats = (signal?: AbortSignal) => api.get<AdminStats>('/api/admin/stats', { signal });

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'stats'], queryFn: ({ signal }) => getAdminStats(signal) });

/** The counters; refetched each time the dashboard opens. */
export function useAdminStats() {
  return useQuery({ ...getAdminStatsQueryOptions(), refetchOnMount: 'always' });
}
