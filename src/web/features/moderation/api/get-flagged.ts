/** GET /api/moderation/flagged — content with pending reports: `{ id, type, content, reportCount, link }[]`. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FlaggedItem } from '@/types/api';
import { MODERATION_QUERY_KEY } from './get-reports';

export const getFlagged = (signal?: AbortSignal) => api.get<FlaggedItem[]>('/api/moderation/flagged', { signal });

export const getFlaggedQueryOptions = () =>
  queryOptions({ queryKey: [...MODERATION_QUERY_KEY, 'flagged'], queryFn: ({ signal }) => getFlagged(signal) });

export function useFlagged() {
  return useQuery({ ...getFlaggedQueryOptions(), refetchOnMount: 'always' });
}
