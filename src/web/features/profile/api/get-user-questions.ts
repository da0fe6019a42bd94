/** GET /api/users/:id/questions?cursor — a person's questions, newest first, 20 per page. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, Question } from '@/types/api';
import { profileQueryKey } from './get-profile';

export const getUserQuestions = (userId: number, cursor?: string, signal?: AbortSignal) =>
  api.get<Page<Question>>(`/api/users/${userId}/questions`, { params: { cursor }, signal });

export const getUserQuestionsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [...profileQueryKey(userId), 'questions'],
    queryFn: ({ pageParam, signal }) => getUserQuestions(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useUserQuestions(userId: number) {
  return useInfiniteQuery(getUserQuestionsQueryOptions(userId));
}
