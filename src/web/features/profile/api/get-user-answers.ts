/** GET /api/users/:id/answers?cursor — a person's answers with their question `{ id, title }`, 20 per page. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer, Page } from '@/types/api';
import { profileQueryKey } from './get-profile';

export const getUserAnswers = (userId: number, cursor?: string, signal?: AbortSignal) =>
  api.get<Page<Answer>>(`/api/users/${userId}/answers`, { params: { cursor }, signal });

export const getUserAnswersQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [...profileQueryKey(userId), 'answers'],
    queryFn: ({ pageParam, signal }) => getUserAnswers(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useUserAnswers(userId: number) {
  return useInfiniteQuery(getUserAnswersQueryOptions(userId));
}
