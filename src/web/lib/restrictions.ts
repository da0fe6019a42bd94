/**
 * Mute and block (docs/api.md "Mute and block", decision 0024), shared by the profile, the
 * settings page and every post's menu: a person by id, or the author of a post without ever
 * learning who that is (anonymous posts). After a change, every list that may show their posts
 * is refetched, so they collapse (or open) at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRestrictionList } from '@common/schemas';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError, serverMessageOr } from '@/lib/errors';

export type RestrictionKind = 'mute' | 'block';
/** Whom: a person by id, or the author of a question or answer. */
export type RestrictionTarget = { userId: number } | { post: { type: 'question' | 'answer'; id: number } };

/** The cache key of your mutes or blocks (`['users', 'me', 'mutes' | 'blocks']`). */
export const restrictionsQueryKey = (kind: RestrictionKind) => ['users', 'me', `${kind}s`] as const;

const pathOf = (kind: RestrictionKind, target: RestrictionTarget) =>
  'userId' in target ? `/api/users/${target.userId}/${kind}` : `/api/${target.post.type}s/${target.post.id}/${kind}-author`;

/** Your mutes or blocks, newest first (GET /api/users/me/mutes | blocks). */
export function useRestrictions(kind: RestrictionKind) {
  return useQuery({
    queryKey: restrictionsQueryKey(kind),
    queryFn: ({ signal }) => api.get<TRestrictionList>(`/api/users/me/${kind}s`, { signal }),
  });
}

const DONE: Record<RestrictionKind, { on: string; off: string }> = {
  mute: { on: "Muted. You won't see their posts unless you choose to.", off: 'Unmuted' },
  block: { on: "Blocked. They can't message you or reply to your posts.", off: 'Unblocked' },
};

/**
 * Mutes or blocks (`on: true`) or undoes it (`on: false`). Shows a toast; a refusal shows the
 * server's message (e.g. staff can't be blocked). Afterwards questions, answers, conversations
 * and your lists (every query on screen) are refetched.
 */
export function useSetRestriction(kind: RestrictionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, on }: { target: RestrictionTarget; on: boolean }) =>
      on ? api.post<null>(pathOf(kind, target)) : api.delete<null>(pathOf(kind, target)),
    onSuccess: (_data, { on }) => {
      toast({ title: on ? DONE[kind].on : DONE[kind].off });
      // Their posts appear in the feed, threads, profiles and conversations: refetch what is shown.
      void queryClient.invalidateQueries();
    },
    onError: (error) =>
      handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Something went wrong. Please try again.') }),
  });
}
