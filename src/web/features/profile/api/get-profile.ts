/** GET /api/users/:id — a person's profile (User; the private fields only for yourself). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

/** Every profile query of one person starts with this key; invalidate it to refetch them all. */
export const profileQueryKey = (userId: number) => ['users', userId] as const;

export const getProfile = (userId: number, signal?: AbortSignal) => api.get<User>(`/api/users/${userId}`, { signal });

export const getProfileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...profileQueryKey(userId), 'profile'], queryFn: ({ signal }) => getProfile(userId, signal) });

export function useProfile(userId: number) {
  return useQuery(getProfileQueryOptions(userId));
}
