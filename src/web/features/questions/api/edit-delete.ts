/**
 * Editing and deleting your own words: PATCH and DELETE of questions, answers
 * and comments. Each hook refreshes the question and its answers on success (crisis support is
 * offered after an edit when the server says so); toasts and navigation are the caller's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZUpdateAnswer, ZUpdateComment, ZUpdateQuestion } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import type { Answer, Comment, Question } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getAnswersQueryOptions } from './get-answers';
import { getQuestionQueryOptions } from './get-question';

/** What a post edit sends: the post's kind and id, and the changed fields. */
export type PostEdit =
  | { type: 'question'; id: number; changes: z.input<typeof ZUpdateQuestion> }
  | { type: 'answer'; id: number; changes: z.input<typeof ZUpdateAnswer> }
  | { type: 'comment'; id: number; changes: z.input<typeof ZUpdateComment> };

/** A post to delete. */
export type PostRef = { type: 'question' | 'answer' | 'comment'; id: number };

/**
 * Sends an edit.
 * @param edit the post and its changed fields
 * @returns the edited Question, Answer or Comment, with `crisisSupport`
 * @throws ApiError (400 invalid, 403 not yours, 404 gone)
 */
export const editPost = (edit: PostEdit) => {
  const params = { id: edit.id };
  switch (edit.type) {
    case 'question':
      return api('PATCH /api/questions/:id', { params, body: edit.changes });
    case 'answer':
      return api('PATCH /api/answers/:id', { params, body: edit.changes });
    case 'comment':
      return api('PATCH /api/comments/:id', { params, body: edit.changes });
  }
};

/**
 * Deletes your own post (204).
 * @param post the post
 * @throws ApiError (403 not yours, 404 already gone)
 */
export const deletePost = (post: PostRef) => {
  const route = (
    { question: 'DELETE /api/questions/:id', answer: 'DELETE /api/answers/:id', comment: 'DELETE /api/comments/:id' } as const
  )[post.type];
  return api(route, { params: { id: post.id } });
};

/** Refetches what shows a question's posts. */
function useRefreshThread(questionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getQuestionQueryOptions(questionId).queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: getAnswersQueryOptions(questionId).queryKey });
  };
}

/**
 * Editing a post of a question's thread as a mutation.
 * @param options.questionId the thread's question; options.mutationConfig the caller's options
 */
export function useEditPost({
  questionId,
  mutationConfig,
}: {
  questionId: number;
  mutationConfig?: MutationConfig<WithCrisisSupport<Question | Answer | Comment>, PostEdit>;
}) {
  const refresh = useRefreshThread(questionId);
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: editPost,
    onSuccess: (...args) => {
      offerCrisisSupport(args[0]);
      refresh();
      return onSuccess?.(...args);
    },
  });
}

/**
 * Deleting your own post of a question's thread as a mutation.
 * @param options.questionId the thread's question; options.mutationConfig the caller's options
 */
export function useDeletePost({ questionId, mutationConfig }: { questionId: number; mutationConfig?: MutationConfig<null, PostRef> }) {
  const refresh = useRefreshThread(questionId);
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deletePost,
    onSuccess: (...args) => {
      refresh();
      return onSuccess?.(...args);
    },
  });
}
