/**
 * POST /api/topics { name, description } (admins) — answers 201 Topic. Toasts 'Topic created
 * successfully' / 'Failed to create topic' and refetches the topics.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTopic } from '@common/schemas';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import type { Topic } from '@/types/api';
import { getTopicsQueryOptions } from '@/lib/get-topics';

export const createTopic = (input: TCreateTopic) => api.post<Topic>('/api/topics', input);

export function useCreateTopic({ onSuccess }: { onSuccess?: (topic: Topic) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: (topic) => {
      toast({ title: 'Topic created successfully' });
      void queryClient.invalidateQueries({ queryKey: getTopicsQueryOptions().queryKey });
      onSuccess?.(topic);
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to create topic' }),
  });
}
