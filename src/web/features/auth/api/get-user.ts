/**
 * GET /api/auth/user — the signed-in user, or null when not signed in (401). Spec §6:
 * "Authenticated means the current-user query returns a value."
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import type { Me } from '@/types/api';

/**
 * Fetches the current user, with what they may do on the site (`siteAbilities`).
 * @returns the signed-in person, or null on 401 instead of throwing
 * @throws ApiError for any other failure
 */
export async function getUser(): Promise<Me | null> {
  try {
    return await api('GET /api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The query key (`AUTH_USER_QUERY_KEY`) and fetcher of the signed-in user. */
export const getUserQueryOptions = () => queryOptions({ queryKey: AUTH_USER_QUERY_KEY, queryFn: getUser });

/** The signed-in user: `data` is the Me, null when signed out, undefined while loading. */
export function useUser() {
  return useQuery(getUserQueryOptions());
}
