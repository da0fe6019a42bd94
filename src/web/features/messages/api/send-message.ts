/**
 * POST /api/conversations/:id/messages { body } — answers 201 Message. The new message is added
 * to the loaded conversation and the conversation list is refetched (last message, order).
 * The composer shows failures and keeps the text.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message, Page } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getConversationsQueryOptions } from './get-conversations';
import { messagesQueryKey } from './get-messages';
import type { MutationConfig } from '@/lib/query-client';

export type SendMessageInput = { conversationId: number; body: string };

/**
 * Sends a message in a conversation.
 * @param input `{ conversationId, body }`
 * @returns the Message, with crisis support when the text suggests distress
 * @throws ApiError (400 blank or too long, 404 not your conversation)
 */
export const sendMessage = ({ conversationId, body }: SendMessageInput) =>
  api('POST /api/conversations/:id/messages', { params: { id: conversationId }, body: { body } });

/**
 * Sending a message as a mutation. On success crisis support is offered when the server says so
 * (a safety rule, not the caller's choice), the message is added to the loaded conversation and
 * the conversation list refetched, then the caller's `onSuccess` runs (toasts are the caller's).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useSendMessage({ mutationConfig }: { mutationConfig?: MutationConfig<WithCrisisSupport<Message>, SendMessageInput> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: sendMessage,
    onSuccess: (...args) => {
      const [message, { conversationId }] = args;
      offerCrisisSupport(message, 'message');
      queryClient.setQueryData<InfiniteData<Page<Message>>>(messagesQueryKey(conversationId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [newest, ...older] = data.pages;
        if (newest.items.some((m) => m.id === message.id)) return data;
        return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
      });
      void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey, exact: true });
      return onSuccess?.(...args);
    },
  });
}
