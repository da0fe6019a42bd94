/**
 * DELETE /api/messages/:id — the sender takes a message back (204). Both sides
 * then see 'This message was deleted'; the conversation and the list are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { getConversationsQueryOptions } from './get-conversations';
import { messagesQueryKey } from './get-messages';

export type DeleteMessageInput = { conversationId: number; messageId: number };

/**
 * Deletes a message you sent.
 * @param input `{ conversationId, messageId }` (the conversation only for the refetch)
 * @throws ApiError (403 not yours, 404 gone)
 */
export const deleteMessage = (input: DeleteMessageInput) => api('DELETE /api/messages/:id', { params: { id: input.messageId } });

/**
 * Deleting a message as a mutation; refetches the conversation and the conversation list.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useDeleteMessage({ mutationConfig }: { mutationConfig?: MutationConfig<null, DeleteMessageInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteMessage,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(args[1].conversationId) });
      void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey, exact: true });
      return onSuccess?.(...args);
    },
  });
}
