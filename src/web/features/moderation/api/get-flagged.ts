/** GET /api/moderation/flagged — content with pending reports: `{ id, type, content, reportCount, link }[]`. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MODERATION_QUERY_KEY } from './get-reports';

/**
 * Fetches the flagged content (moderators and admins).
 * @param signal aborts the request (TanStack Query passes one)
 * @returns FlaggedItem[]
 * @throws ApiError when the server answers with an error status (403 when not staff)
 */
export const getFlagged = (signal?: AbortSignal) => api('GET /api/moderation/flagged', { signal });

/** The query key (`['moderation', 'flagged']`) and fetcher of the flagged content. */
export const getFlaggedQueryOptions = () =>
  queryOptions({ queryKey: [...MODERATION_QUERY_KEY, 'flagged'], queryFn: ({ signal }) => getFlagged(signal) });

/**
 * The flagged content; refetched each time the dashboard opens.
 * @returns the TanStack query; `data` is FlaggedItem[]
 */
export function useFlagged() {
  return useQuery({ ...getFlaggedQueryOptions(), refetchOnMount: 'always' });
}
