/**
 * The TanStack Query client with MindSpace's defaults (spec §7, §9): data is never stale on its
 * own, no retries, no refetch on focus, reconnect or interval; unused entries are discarded
 * after 5 minutes. A read answered 401 (the session ended) refetches the signed-in user, so the
 * app falls back to the landing page.
 */
import { QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { millisecondsInMinute } from 'date-fns/constants';
import { isUnauthorizedError } from './api-client';
import { AUTH_USER_QUERY_KEY } from './query-keys';

/** Creates a client with the app defaults; tests create one per render. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorizedError(error) && query.queryKey[0] !== AUTH_USER_QUERY_KEY[0]) {
          void client.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * millisecondsInMinute,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * What a caller passes to a mutation hook (bulletproof-react's `MutationConfig`): its own
 * `onSuccess`, `onError`, `onSettled`… for UI side effects (toasts, navigation, closing a dialog).
 * The hook keeps the cache work (invalidations, patches) and runs the caller's `onSuccess` after it.
 * `TData` is the server's answer, `TVariables` what `mutate` takes.
 */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
