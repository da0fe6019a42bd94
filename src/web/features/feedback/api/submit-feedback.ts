/** POST /api/feedback { feedback } — answers 201 { ok: true }. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Ok } from '@/types/api';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Sends feedback to the team.
 * @param feedback the text
 * @returns `{ ok: true }`
 * @throws ApiError (400 blank or too long)
 */
export const submitFeedback = (feedback: string) => api('POST /api/feedback', { body: { feedback } });

/**
 * Sending feedback as a mutation; toasts and closing the dialog are the caller's.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useSubmitFeedback({ mutationConfig }: { mutationConfig?: MutationConfig<Ok, string> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: submitFeedback });
}
