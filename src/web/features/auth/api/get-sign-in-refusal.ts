/**
 * GET /api/auth/sign-in-refusal — why a sign-in was just refused and until when (`{ reason,
 * endsAt }`; endsAt null for a ban), read from a short-lived cookie the server set when it
 * refused the sign-in; 404 when there is none (it expired, or another browser).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { SignInRefusal } from '@/types/api';

/** The query key of the refusal. */
export const SIGN_IN_REFUSAL_QUERY_KEY = ['auth', 'sign-in-refusal'] as const;

/**
 * Fetches the refusal of the sign-in that just failed.
 * @param signal aborts the request (TanStack Query passes one)
 * @returns `{ reason, endsAt }`, or null when the server has none for this browser (404)
 * @throws ApiError for any other failure
 */
export async function getSignInRefusal(signal?: AbortSignal): Promise<SignInRefusal | null> {
  try {
    return await api('GET /api/auth/sign-in-refusal', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The query key and fetcher of the refusal. */
export const getSignInRefusalQueryOptions = () =>
  queryOptions({ queryKey: SIGN_IN_REFUSAL_QUERY_KEY, queryFn: ({ signal }) => getSignInRefusal(signal) });

/**
 * The refusal as a query: `data` is `{ reason, endsAt }`, null when unknown, undefined while loading.
 * @returns the TanStack query result
 */
export function useSignInRefusal() {
  return useQuery(getSignInRefusalQueryOptions());
}
