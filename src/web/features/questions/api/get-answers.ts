/**
 * GET /api/questions/:id/answers?cursor — a question's answers oldest first, a page at a time
 * (docs/api.md), each with its first comments; 'Load more answers' fetches the next page.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  usePrefetchInfiniteQuery,
  usePrefetchQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Answer, Page } from '@/types/api';
import { getQuestionQueryOptions } from './get-question';

/** The cached shape of a thread: the pages loaded so far. */
export type AnswerPages = InfiniteData<Page<Answer>, unknown>;

/**
 * Fetches one page of a question's answers.
 * @param questionId the question
 * @param cursor the page to fetch (a `nextCursor`); none for the first page
 * @param signal aborts the request (TanStack Query passes one)
 * @returns a Page of Answer, oldest first
 * @throws ApiError when the server answers with an error status (404 when the question is gone)
 */
export const getAnswers = (questionId: number, cursor?: string, signal?: AbortSignal) =>
  api('GET /api/questions/:id/answers', { params: { id: questionId }, query: { cursor }, signal });

/** The thread's query; its key is also the prefix of each answer's comment pages (get-comments.ts). */
export const getAnswersQueryOptions = (questionId: number) =>
  infiniteQueryOptions({
    queryKey: ['question', questionId, 'answers'],
    queryFn: ({ pageParam, signal }) => getAnswers(questionId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The thread, page by page; `fetchNextPage` loads the next answers. */
export function useAnswers(questionId: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getAnswersQueryOptions(questionId), enabled: options.enabled ?? true });
}

/**
 * Applies `update` to every cached answer of a thread (vote counts, for example).
 * @param data the cached pages, or undefined when the thread is not cached
 * @returns new pages (same object when nothing is cached)
 */
export function mapCachedAnswers(data: AnswerPages | undefined, update: (answer: Answer) => Answer): AnswerPages | undefined {
  return data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) } : data;
}

/**
 * Starts fetching a thread's question and first answer page during render, before the thread
 * page's code has arrived (the signed-in layout renders it on a fresh load of /questions/{id}).
 * TanStack Query's prefetch hooks skip anything already cached or under way;
 * errors are left for the page's own queries to show.
 * @param props.questionId the question of the thread
 * @returns nothing (renders nothing)
 */
export function PrefetchThread({ questionId }: { questionId: number }): null {
  usePrefetchQuery(getQuestionQueryOptions(questionId));
  usePrefetchInfiniteQuery(getAnswersQueryOptions(questionId));
  return null;
}
