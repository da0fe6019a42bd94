/** GET /api/topics — every topic, by name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Topic } from '@/types/api';

export const getTopics = (signal?: AbortSignal) => api.get<Topic[]>('/api/topics', { signal });

export const getTopicsQueryOptions = () => queryOptions({ queryKey: ['topics'], queryFn: ({ signal }) => getTopics(signal) });

export function useTopics() {
  return useQuery(getTopicsQueryOptions());
}
