/**
 * POST /api/conversations/direct/:userId — opens (or reopens) a direct conversation and answers
 * `{ id }`; the caller then goes to /messages?conversation={id} (spec §7).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';

export const startConversation = (userId: number) => api.post<{ id: number }>(`/api/conversations/direct/${userId}`);

export function useStartConversation({ onSuccess }: { onSuccess?: (conversation: { id: number }) => void } = {}) {
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => onSuccess?.(conversation),
    onError: (error) => handleMutationError(error, { title: 'Error', description: 'Failed to start a conversation. Please try again.' }),
  });
}
