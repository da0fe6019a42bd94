/**
 * POST /api/conversations/direct/:userId — opens (or reopens) a direct conversation and answers
 * `{ id }`; the caller then goes to /messages?conversation={id} (spec §7).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Opens (or reopens) a direct conversation with a person.
 * @param userId the other person's id
 * @returns `{ id }` of the conversation
 * @throws ApiError (400 yourself, 404 no such person)
 */
export const startConversation = (userId: number) => api('POST /api/conversations/direct/:userId', { params: { userId } });

/**
 * Opening a conversation as a mutation; navigation and error toasts are the caller's.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useStartConversation({ mutationConfig }: { mutationConfig?: MutationConfig<{ id: number }, number> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: startConversation });
}
