/** POST /api/feedback { feedback } — answers 201 { ok: true }. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { handleMutationError } from '@/lib/errors';
import { toast } from '@/components/ui/use-toast';
import type { Ok } from '@/types/api';

export const submitFeedback = (feedback: string) => api.post<Ok>('/api/feedback', { feedback });

export function useSubmitFeedback({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      toast({ title: 'Thank you!', description: 'Your feedback has been submitted successfully.' });
      onSuccess?.();
    },
    onError: (error) => handleMutationError(error, { title: 'Failed to submit feedback. Please try again.' }),
  });
}
