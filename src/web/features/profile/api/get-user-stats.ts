/** GET /api/users/:id/stats — `{ questionsCount, answersCount }` for the profile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserStats } from '@/types/api';
import { profileQueryKey } from './get-profile';

export const getUserStats = (userId: number, signal?: AbortSignal) =>
  api.get<UserStats>(`/api/users/${userId}/stats`, { signal });

export const getUserStatsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...profileQueryKey(userId), 'stats'], queryFn: ({ signal }) => getUserStats(userId, signal) });

export function useUserStats(userId: number) {
  return useQuery(getUserStatsQueryOptions(userId));
}
