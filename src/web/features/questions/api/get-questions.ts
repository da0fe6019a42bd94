/**
 * GET /api/questions?topicId&search&sortBy&following&cursor — the feed, 20 per cursor page
 * (docs/api.md). Sort: trending (default), recent, mostAnswers, unanswered; `following` for the
 * Following feed.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SortMode } from '@common/constants';
import { api } from '@/lib/api-client';

export type QuestionFilters = { topicId?: number; search?: string; sortBy: SortMode; following?: boolean };

export const QUESTION_LISTS_QUERY_KEY = ['questions', 'list'] as const;

/**
 * Fetches one page of the feed.
 * @param filters `{ topicId?, search?, sortBy, following? }` (search is trimmed)
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of Question
 * @throws ApiError when the server answers with an error status (400 for a bad cursor)
 */
export const getQuestions = (filters: QuestionFilters, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/questions', {
    query: {
      topicId: filters.topicId,
      search: filters.search?.trim(),
      sortBy: filters.sortBy,
      following: filters.following ? 'true' : undefined,
      cursor,
    },
    signal,
  });

/** The infinite query of the feed for some filters, keyed under `QUESTION_LISTS_QUERY_KEY`. */
export const getQuestionsQueryOptions = (filters: QuestionFilters) =>
  infiniteQueryOptions({
    queryKey: [...QUESTION_LISTS_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getQuestions(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The feed, page by page.
 * @param filters topic, search and sort
 * @param options.enabled false to wait (e.g. until a topic slug resolves)
 * @returns the TanStack infinite query
 */
export function useQuestions(filters: QuestionFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getQuestionsQueryOptions(filters), enabled: options.enabled ?? true });
}
