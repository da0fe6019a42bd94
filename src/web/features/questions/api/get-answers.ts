/** GET /api/questions/:id/answers — answers oldest first, each with its comments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer } from '@/types/api';

export const getAnswers = (questionId: number, signal?: AbortSignal) =>
  api.get<Answer[]>(`/api/questions/${questionId}/answers`, { signal });

export const getAnswersQueryOptions = (questionId: number) =>
  queryOptions({ queryKey: ['question', questionId, 'answers'], queryFn: ({ signal }) => getAnswers(questionId, signal) });

export function useAnswers(questionId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAnswersQueryOptions(questionId), enabled: options.enabled ?? true });
}
