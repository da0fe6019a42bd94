/**
 * GET /api/answers/:id/comments?cursor — the rest of an answer's comments, oldest first, 50 a
 * page (docs/api.md). The first page starts at the answer's `commentsCursor` (just after the
 * comments the thread already sent). The key sits under the thread's key, so whatever refreshes
 * the thread (a new comment, a deletion, a live event) refreshes these pages too.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAnswersQueryOptions } from './get-answers';

/**
 * Fetches one page of an answer's comments.
 * @param answerId the answer
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of Comment, oldest first
 * @throws ApiError when the server answers with an error status
 */
export const getComments = (answerId: number, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/answers/:id/comments', { params: { id: answerId }, query: { cursor }, signal });

/**
 * The infinite query of an answer's further comments, keyed under its thread.
 * @param questionId the thread
 * @param answerId the answer
 * @param startCursor the answer's commentsCursor (the first page to fetch)
 */
export const getMoreCommentsQueryOptions = (questionId: number, answerId: number, startCursor: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...getAnswersQueryOptions(questionId).queryKey, answerId, 'comments'],
    queryFn: ({ pageParam, signal }) => getComments(answerId, pageParam, signal),
    initialPageParam: startCursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The comments after an answer's preview, loaded only once `enabled` ('Show more comments').
 * @param startCursor the answer's commentsCursor
 */
export function useMoreComments(questionId: number, answerId: number, startCursor: string | undefined, enabled: boolean) {
  return useInfiniteQuery({ ...getMoreCommentsQueryOptions(questionId, answerId, startCursor), enabled });
}
