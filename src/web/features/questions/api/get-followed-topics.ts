/** GET /api/topics/followed — ids of the topics you follow. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Fetches the ids of the topics you follow.
 * @param signal aborts the request (TanStack Query passes one)
 * @returns number[]
 * @throws ApiError when the server answers with an error status
 */
export const getFollowedTopics = (signal?: AbortSignal) => api('GET /api/topics/followed', { signal });

/** The query key (`['topics', 'followed']`) and fetcher of your followed topic ids. */
export const getFollowedTopicsQueryOptions = () =>
  queryOptions({ queryKey: ['topics', 'followed'], queryFn: ({ signal }) => getFollowedTopics(signal) });

/**
 * The ids of the topics you follow, as a query.
 * @returns the TanStack query; `data` is number[]
 */
export function useFollowedTopics() {
  return useQuery(getFollowedTopicsQueryOptions());
}
