/**
 * GET /api/moderation/appeals and POST /api/moderation/appeals/:id/decision — the Appeals tab,
 * refetched live on `appeals.changed`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealOutcome } from '@common/constants';
import { api } from '@/lib/api-client';
import { MODERATION_QUERY_KEY } from './get-reports';

/** Query options of the appeals: pending first, oldest first. */
export const getAppealsQueryOptions = () =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'appeals'],
    queryFn: ({ signal }) => api('GET /api/moderation/appeals', { signal }),
  });

/** The appeals staff decide. */
export function useAppeals() {
  return useQuery(getAppealsQueryOptions());
}

/**
 * Upholds or overturns an appeal; the appeals (and the queue's counts) refetch.
 * @throws ApiError 403 (the viewer made the decision), 409 (already decided)
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: number; outcome: AppealOutcome; note: string }) =>
      api('POST /api/moderation/appeals/:id/decision', { params: { id }, body: { outcome, note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  });
}
