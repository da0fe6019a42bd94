/** GET /api/users/:id/answers?cursor — a person's answers with their question `{ id, title }`, 20 per page. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/**
 * Fetches one page of a person's answers.
 * @param userId the person
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of Answer
 * @throws ApiError when the server answers with an error status
 */
export const getUserAnswers = (userId: number, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/users/:id/answers', { params: { id: userId }, query: { cursor }, signal });

/** The infinite query key (`['users', id, 'answers']`), fetcher and paging of a person's answers. */
export const getUserAnswersQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [...profileQueryKey(userId), 'answers'],
    queryFn: ({ pageParam, signal }) => getUserAnswers(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * A person's answers, page by page.
 * @param userId the person
 * @returns the TanStack infinite query
 */
export function useUserAnswers(userId: number) {
  return useInfiniteQuery(getUserAnswersQueryOptions(userId));
}
