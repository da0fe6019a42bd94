/** GET /api/topics/followed — ids of the topics you follow. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getFollowedTopics = (signal?: AbortSignal) => api.get<number[]>('/api/topics/followed', { signal });

export const getFollowedTopicsQueryOptions = () =>
  queryOptions({ queryKey: ['topics', 'followed'], queryFn: ({ signal }) => getFollowedTopics(signal) });

export function useFollowedTopics() {
  return useQuery(getFollowedTopicsQueryOptions());
}
