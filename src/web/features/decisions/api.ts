/** GET /api/users/me/decisions and POST /api/decisions/:id/appeal — the member's decisions and their appeal. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The query key of the member's decisions. */
export const DECISIONS_QUERY_KEY = ['decisions'] as const;
/** Query options of the member's decisions, newest first. */
export const getDecisionsQueryOptions = () =>
  queryOptions({
    queryKey: DECISIONS_QUERY_KEY,
    queryFn: ({ signal }) => api('GET /api/users/me/decisions', { signal }),
  });

/** The member's decisions (refetched when the page opens). */
export function useDecisions() {
  return useQuery({ ...getDecisionsQueryOptions(), refetchOnMount: 'always' });
}

/**
 * Appeals one decision; on success the decisions refetch.
 * @throws ApiError 400 (empty or too long), 409 (already appealed, too late, undone)
 */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => api('POST /api/decisions/:id/appeal', { params: { id }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DECISIONS_QUERY_KEY }),
  });
}
