/** GET /api/moderation/log?cursor — the moderation log, newest first (staff). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MODERATION_QUERY_KEY } from './get-reports';

/** Query options of the moderation log: cursor pages, newest first. */
export const getLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'log'],
    queryFn: ({ pageParam, signal }) => api('GET /api/moderation/log', { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The log; refetched each time the tab opens. */
export function useModerationLog() {
  return useInfiniteQuery({ ...getLogQueryOptions(), refetchOnMount: 'always' });
}
