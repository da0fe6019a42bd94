/**
 * A member as staff see them and what staff do about them:
 * GET /api/moderation/users/:userId, POST/DELETE …/sanctions and …/notes, POST /api/moderation/:type/:id/restore,
 * the check-in of a report and claims on report cards. Every change refetches the moderation queries
 * (record, queue, log), then runs the caller's `onSuccess` (toasts are the caller's).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletableTargetType, SanctionType } from '@common/constants';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import type { Ok, Report, Sanction, StaffNote } from '@/types/api';
import { MODERATION_QUERY_KEY } from './get-reports';

/**
 * Query options of one member's record.
 * @param userId the member
 */
export const getMemberQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...MODERATION_QUERY_KEY, 'member', userId],
    queryFn: ({ signal }) => api('GET /api/moderation/users/:userId', { params: { userId }, signal }),
  });

/**
 * The member record: reports, removed content, sanctions (staff only; ApiError 403 otherwise).
 * @param userId the member
 */
export function useMemberRecord(userId: number) {
  return useQuery(getMemberQueryOptions(userId));
}

/** A moderation mutation: refetches the moderation queries, then the caller's onSuccess. */
function useModerationMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  mutationConfig: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY });
      return onSuccess?.(...args);
    },
  });
}

/** What a sanction needs: `days` for a silence or suspension only. */
export type AddSanctionInput = { type: SanctionType; reason: string; days?: number | null };

/**
 * Gives a member a sanction (POST /api/moderation/users/:userId/sanctions).
 * @param userId the member
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useAddSanction(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<Sanction, AddSanctionInput> } = {}) {
  return useModerationMutation(
    (input: AddSanctionInput) => api('POST /api/moderation/users/:userId/sanctions', { params: { userId }, body: input }),
    mutationConfig,
  );
}

/**
 * Lifts a sanction or withdraws a warning (DELETE …/sanctions/:id); the variable is the sanction id.
 * @param userId the member
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useLiftSanction(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<Sanction, number> } = {}) {
  return useModerationMutation(
    (id: number) => api('DELETE /api/moderation/users/:userId/sanctions/:id', { params: { userId, id } }),
    mutationConfig,
  );
}

/** The content to bring back. */
export type RestoreInput = { targetType: DeletableTargetType; targetId: number };

/**
 * Brings back content staff removed (POST /api/moderation/:targetType/:targetId/restore).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useRestoreContent({ mutationConfig }: { mutationConfig?: MutationConfig<Ok, RestoreInput> } = {}) {
  return useModerationMutation(
    ({ targetType, targetId }: RestoreInput) =>
      api('POST /api/moderation/:targetType/:targetId/restore', { params: { targetType, targetId } }),
    mutationConfig,
  );
}

/** The answer to a check-in: when another one to the same person is possible. */
export type CheckInSent = { sent: true; nextAllowedAt: string };

/**
 * Asks MindSpace Safety Team to check in with the author of a report's content; the variable is
 * the report id. ApiError 409 when the person had one in the last 24 hours.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useCheckIn({ mutationConfig }: { mutationConfig?: MutationConfig<CheckInSent, number> } = {}) {
  return useModerationMutation(
    (reportId: number) => api('POST /api/moderation/reports/:reportId/check-in', { params: { reportId } }),
    mutationConfig,
  );
}

/**
 * The check-in text before it is sent, fetched while `enabled` (the dialog is open).
 * @param reportId the report whose author would receive it
 * @param enabled fetch only when true
 */
export function useCheckInPreview(reportId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...MODERATION_QUERY_KEY, 'check-in', reportId],
    queryFn: ({ signal }) => api('GET /api/moderation/reports/:reportId/check-in', { params: { reportId }, signal }),
    enabled,
  });
}

/**
 * Adds a staff note about a member (POST /api/moderation/users/:userId/notes); the variable is the text.
 * @param userId the member
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useAddNote(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<StaffNote, string> } = {}) {
  return useModerationMutation(
    (text: string) => api('POST /api/moderation/users/:userId/notes', { params: { userId }, body: { text } }),
    mutationConfig,
  );
}

/**
 * Deletes a staff note (DELETE …/notes/:noteId; its author or an admin); the variable is the note id.
 * @param userId the member
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useDeleteNote(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<Ok, number> } = {}) {
  return useModerationMutation(
    (id: number) => api('DELETE /api/moderation/users/:userId/notes/:noteId', { params: { userId, noteId: id } }),
    mutationConfig,
  );
}

/** Claim a card, or release one's claim. */
export type ClaimInput = { reportId: number; claim: boolean };

/**
 * Claims a report card or releases one's claim (POST or DELETE /api/moderation/reports/:reportId/claim).
 * ApiError 409 when another moderator holds it (the message names them).
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useClaimReport({ mutationConfig }: { mutationConfig?: MutationConfig<Report, ClaimInput> } = {}) {
  return useModerationMutation(
    ({ reportId, claim }: ClaimInput) =>
      claim
        ? api('POST /api/moderation/reports/:reportId/claim', { params: { reportId } })
        : api('DELETE /api/moderation/reports/:reportId/claim', { params: { reportId } }),
    mutationConfig,
  );
}
