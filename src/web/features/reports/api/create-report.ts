/** POST /api/reports { targetType, targetId, reason, description? } — answers 201 { id }. */
import { useMutation } from '@tanstack/react-query';
import type { TCreateReport } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Reports a question, answer, comment, message or person.
 * @param input `{ targetType, targetId, reason, description? }`
 * @returns `{ id }` of the report
 * @throws ApiError (400 invalid, 404 no such target, 409 already reported by you)
 */
export const createReport = (input: TCreateReport) => api('POST /api/reports', { body: input });

/**
 * Reporting as a mutation; toasts and closing the dialog are the caller's.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useCreateReport({ mutationConfig }: { mutationConfig?: MutationConfig<{ id: number }, TCreateReport> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createReport });
}
