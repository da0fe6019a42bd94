/**
 * POST /api/votes { targetType, targetId, voteType } — answers the new counts and your vote.
 * The cached question/answer is patched at once from the answer; on the detail screen the
 * question and its answers are then refetched (spec §7). Feed lists are patched, not refetched,
 * so the card does not jump while trending order changes.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TVote } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Page, Question, VoteResult } from '@/types/api';
import { getAnswersQueryOptions, mapCachedAnswers } from './get-answers';
import { getQuestionQueryOptions } from './get-question';
import { QUESTION_LISTS_QUERY_KEY } from './get-questions';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Votes on a question or answer (the same vote again takes it back).
 * @param input `{ targetType, targetId, voteType }`
 * @returns VoteResult: the new counts and your vote
 * @throws ApiError (400 your own post, 404 no such target)
 */
export const vote = (input: TVote) => api('POST /api/votes', { body: input });

export type VoteVariables = TVote & {
  /** The question the target belongs to (for answers: its parent), for cache refreshes. */
  questionId: number;
};

function patch<T extends { id: number; upvotes: number; downvotes: number; score: number; myVote: Question['myVote'] }>(
  item: T,
  result: VoteResult,
): T {
  return { ...item, upvotes: result.upvotes, downvotes: result.downvotes, score: result.score, myVote: result.myVote };
}

/** Votes; toasts 'Failed to vote. Please try again.' on failure (401 → the 401 pattern). */
export function useVote({
  refetchDetail = true,
  mutationConfig,
}: { refetchDetail?: boolean; mutationConfig?: MutationConfig<VoteResult, VoteVariables> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ questionId: _questionId, ...input }: VoteVariables) => vote(input),
    onSuccess: (...args) => {
      const [result, { questionId }] = args;
      if (result.targetType === 'question') {
        queryClient.setQueryData(getQuestionQueryOptions(questionId).queryKey, (q) => (q ? patch(q, result) : q));
        queryClient.setQueriesData<InfiniteData<Page<Question>>>({ queryKey: QUESTION_LISTS_QUERY_KEY }, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.map((q) => (q.id === result.targetId ? patch(q, result) : q)),
                })),
              }
            : data,
        );
      } else {
        queryClient.setQueryData(getAnswersQueryOptions(questionId).queryKey, (data) =>
          mapCachedAnswers(data, (a) => (a.id === result.targetId ? patch(a, result) : a)),
        );
      }
      if (refetchDetail) {
        void queryClient.invalidateQueries({ queryKey: getQuestionQueryOptions(questionId).queryKey, exact: true });
        void queryClient.invalidateQueries({ queryKey: getAnswersQueryOptions(questionId).queryKey });
      }
      return onSuccess?.(...args);
    },
  });
}
