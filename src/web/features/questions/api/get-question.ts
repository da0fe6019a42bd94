/** GET /api/questions/:id — one question (the server counts one view per signed-in viewer). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Fetches one question.
 * @param id the question
 * @param signal aborts the request (TanStack Query passes one)
 * @returns Question
 * @throws ApiError when the server answers with an error status (404 when it is gone)
 */
export const getQuestion = (id: number, signal?: AbortSignal) => api('GET /api/questions/:id', { params: { id }, signal });

/** The query key (`['question', id]`) and fetcher of one question. */
export const getQuestionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['question', id], queryFn: ({ signal }) => getQuestion(id, signal) });

/**
 * One question as a query.
 * @param id the question
 * @returns the TanStack query; `data` is a Question
 */
export function useQuestion(id: number) {
  return useQuery(getQuestionQueryOptions(id));
}
