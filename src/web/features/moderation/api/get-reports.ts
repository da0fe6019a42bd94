/**
 * GET /api/moderation/reports?cursor — the report queue, pending first, with the dashboard
 * counts `{ pending, reviewedToday, resolved }` (moderators and admins).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Report } from '@/types/api';

/**
 * A report as the moderation screen reads it. `isAnonymous` (was the reported post anonymous?)
 * is not yet part of the wire contract; when the server sends it, moderators see the author
 * marked 'Posted anonymously'.
 */
export type ModerationReport = Report;

export const MODERATION_QUERY_KEY = ['moderation'] as const;

/**
 * Fetches one page of the report queue (moderators and admins).
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a report page with the dashboard counts
 * @throws ApiError when the server answers with an error status (403 when not staff)
 */
export const getReports = (cursor?: string, signal?: AbortSignal) => api('GET /api/moderation/reports', { query: { cursor }, signal });

/** The infinite query key (`['moderation', 'reports']`), fetcher and paging of the queue. */
export const getReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'reports'],
    queryFn: ({ pageParam, signal }) => getReports(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The queue; refetched each time the dashboard opens. */
export function useReports() {
  return useInfiniteQuery({ ...getReportsQueryOptions(), refetchOnMount: 'always' });
}
