/** GET /api/questions/:id — one question (the server counts one view per signed-in viewer). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Question } from '@/types/api';

export const getQuestion = (id: number, signal?: AbortSignal) => api.get<Question>(`/api/questions/${id}`, { signal });

export const getQuestionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['question', id], queryFn: ({ signal }) => getQuestion(id, signal) });

export function useQuestion(id: number) {
  return useQuery(getQuestionQueryOptions(id));
}
