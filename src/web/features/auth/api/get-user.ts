/**
 * GET /api/auth/user — the signed-in user, or null when not signed in (401). Spec §6:
 * "Authenticated means the current-user query returns a value."
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { User } from '@/types/api';

/** Fetches the current user; resolves to null on 401 instead of throwing. */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getUserQueryOptions = () => queryOptions({ queryKey: AUTH_USER_QUERY_KEY, queryFn: getUser });

/** The signed-in user: `data` is the User, null when signed out, undefined while loading. */
export function useUser() {
  return useQuery(getUserQueryOptions());
}
