/**
 * POST /api/moderation/safety-conversations/:id/messages { body } — a moderator answers as
 * MindSpace Safety Team (201 SafetyMessage). The conversation and the list are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SafetyMessage } from '@/types/api';
import type { MutationConfig } from '@/lib/query-client';
import { SAFETY_QUERY_KEY } from './get-safety-conversations';

export type AnswerSafetyInput = { conversationId: number; body: string };

/**
 * Answers a member as the team.
 * @param input `{ conversationId, body }`
 * @returns the message as staff see it
 * @throws ApiError (400 blank or too long, 404 not a Safety Team conversation, 409 the member closed their account)
 */
export const answerSafetyConversation = ({ conversationId, body }: AnswerSafetyInput) =>
  api('POST /api/moderation/safety-conversations/:id/messages', { params: { id: conversationId }, body: { body } });

/**
 * Answering as a mutation; on success the Safety Team queries are refetched, then the caller's `onSuccess` runs.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useAnswerSafetyConversation({
  mutationConfig,
}: { mutationConfig?: MutationConfig<SafetyMessage, AnswerSafetyInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: answerSafetyConversation,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: SAFETY_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}
