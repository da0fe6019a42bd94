/**
 * GET /api/topics — every topic, by name, with question and follower counts. The one topics
 * query of the web client: the feed, the ask form and the admin Topics tab share its ['topics']
 * cache entry, so a topic created or followed in one place shows everywhere.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Fetches the topic list.
 * @param signal aborts the request (TanStack Query passes one)
 * @returns every topic, by name
 * @throws ApiError when the server answers with an error status
 */
export const getTopics = (signal?: AbortSignal) => api('GET /api/topics', { signal });

/** The query key and fetcher of the topic list (`['topics']`); invalidate with its `queryKey`. */
export const getTopicsQueryOptions = () => queryOptions({ queryKey: ['topics'], queryFn: ({ signal }) => getTopics(signal) });

/**
 * The topic list as a query.
 * @param queryConfig the caller's query options, e.g. `{ refetchOnMount: 'always' }` where counts must be fresh
 * @returns the TanStack Query result; `data` is `Topic[]`
 */
export function useTopics(queryConfig: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...getTopicsQueryOptions(), ...queryConfig });
}
