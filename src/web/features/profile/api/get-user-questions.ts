/** GET /api/users/:id/questions?cursor — a person's questions, newest first, 20 per page. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/**
 * Fetches one page of a person's questions.
 * @param userId the person
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of Question
 * @throws ApiError when the server answers with an error status
 */
export const getUserQuestions = (userId: number, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/users/:id/questions', { params: { id: userId }, query: { cursor }, signal });

/** The infinite query key (`['users', id, 'questions']`), fetcher and paging of a person's questions. */
export const getUserQuestionsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [...profileQueryKey(userId), 'questions'],
    queryFn: ({ pageParam, signal }) => getUserQuestions(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * A person's questions, page by page.
 * @param userId the person
 * @returns the TanStack infinite query
 */
export function useUserQuestions(userId: number) {
  return useInfiniteQuery(getUserQuestionsQueryOptions(userId));
}
