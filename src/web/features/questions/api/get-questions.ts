/**
 * GET /api/questions?topicId&search&sortBy&cursor — the feed, 20 per cursor page
 * (docs/api.md). Sort: trending (default), recent, mostAnswers.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SortMode } from '@common/constants';
import { api } from '@/lib/api-client';
import type { Page, Question } from '@/types/api';

export type QuestionFilters = { topicId?: number; search?: string; sortBy: SortMode };

export const QUESTION_LISTS_QUERY_KEY = ['questions', 'list'] as const;

export const getQuestions = (filters: QuestionFilters, cursor?: string, signal?: AbortSignal) =>
  api.get<Page<Question>>('/api/questions', {
    params: { topicId: filters.topicId, search: filters.search?.trim(), sortBy: filters.sortBy, cursor },
    signal,
  });

export const getQuestionsQueryOptions = (filters: QuestionFilters) =>
  infiniteQueryOptions({
    queryKey: [...QUESTION_LISTS_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getQuestions(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useQuestions(filters: QuestionFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getQuestionsQueryOptions(filters), enabled: options.enabled ?? true });
}
