/**
 * POST /api/conversations/:id/messages { body } — answers 201 Message. The new message is added
 * to the loaded conversation and the conversation list is refetched (last message, order).
 * A failed send shows 'Message not sent' – 'Please try again.' (or the 401 pattern); the
 * composer keeps the text.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { Message, Page } from '@/types/api';
import { offerCrisisSupport, type WithCrisisSupport } from '@/components/crisis/crisis-support';
import { getConversationsQueryOptions } from './get-conversations';
import { messagesQueryKey } from './get-messages';

export type SendMessageInput = { conversationId: number; body: string };

export const sendMessage = ({ conversationId, body }: SendMessageInput) =>
  api.post<WithCrisisSupport<Message>>(`/api/conversations/${conversationId}/messages`, { body });

export function useSendMessage({ onSuccess }: { onSuccess?: (message: Message) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { conversationId }) => {
      offerCrisisSupport(message);
      queryClient.setQueryData<InfiniteData<Page<Message>>>(messagesQueryKey(conversationId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [newest, ...older] = data.pages;
        if (newest.items.some((m) => m.id === message.id)) return data;
        return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
      });
      void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey, exact: true });
      onSuccess?.(message);
    },
    onError: (error) => handleMutationError(error, { title: 'Message not sent', description: 'Please try again.' }),
  });
}
