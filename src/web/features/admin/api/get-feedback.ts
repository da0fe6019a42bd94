/** GET /api/admin/feedback?cursor — the ideas members sent with 'Send Feedback', newest first, 20 per page (admins). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

/**
 * Fetches one page of feedback (admins). Feedback is private to admins: never log its text.
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a page of `{ id, feedback, author: { id, firstName } | null, createdAt }`
 * @throws ApiError when the server answers with an error status (403 when not an admin)
 */
export const getFeedback = (cursor?: string, signal?: AbortSignal) => api('GET /api/admin/feedback', { query: { cursor }, signal });

/** The infinite query key (`['admin', 'feedback']`), fetcher and paging of the feedback list. */
export const getFeedbackQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'feedback'],
    queryFn: ({ pageParam, signal }) => getFeedback(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The feedback, page by page; refetched each time the Ideas tab opens.
 * @returns the TanStack infinite query; `fetchNextPage` loads 20 more
 */
export function useFeedback() {
  return useInfiniteQuery({ ...getFeedbackQueryOptions(), refetchOnMount: 'always' });
}
