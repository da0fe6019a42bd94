/**
 * Mute and block (docs/api.md "Mute and block"), shared by the profile, the
 * settings page and every post's menu: a person by id, or the author of a post without ever
 * learning who that is (anonymous posts). After a change, every list that may show their posts
 * is refetched, so they collapse (or open) at once. Toasts are the caller's.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type RestrictionKind = 'mute' | 'block';
/** Whom: a person by id, or the author of a question or answer (a comment's author is reached by id or through its question). */
export type RestrictionTarget = { userId: number } | { post: { type: 'question' | 'answer'; id: number } };
/** What `useSetRestriction`'s `mutate` takes: whom, and whether to restrict (`true`) or undo (`false`). */
export type RestrictionChange = { target: RestrictionTarget; on: boolean };

/** The query key of your mutes or blocks (`['users', 'me', 'mutes' | 'blocks']`). */
export const restrictionsQueryKey = (kind: RestrictionKind) => ['users', 'me', `${kind}s`] as const;

/** The contract's route for restricting (`on`) or undoing it, for each kind of target. */
const ROUTES = {
  mute: {
    user: ['POST /api/users/:id/mute', 'DELETE /api/users/:id/mute'],
    question: ['POST /api/questions/:id/mute-author', 'DELETE /api/questions/:id/mute-author'],
    answer: ['POST /api/answers/:id/mute-author', 'DELETE /api/answers/:id/mute-author'],
  },
  block: {
    user: ['POST /api/users/:id/block', 'DELETE /api/users/:id/block'],
    question: ['POST /api/questions/:id/block-author', 'DELETE /api/questions/:id/block-author'],
    answer: ['POST /api/answers/:id/block-author', 'DELETE /api/answers/:id/block-author'],
  },
} as const;

/**
 * Mutes or blocks someone, or undoes it.
 * @param kind 'mute' or 'block'
 * @param change whom, and `on` (true: POST, false: DELETE)
 * @returns null (204)
 * @throws ApiError (403 e.g. staff can't be blocked, 404 unknown person or post)
 */
export const setRestriction = (kind: RestrictionKind, { target, on }: RestrictionChange) => {
  const [restrict, undo] = ROUTES[kind]['userId' in target ? 'user' : target.post.type];
  return api(on ? restrict : undo, { params: { id: 'userId' in target ? target.userId : target.post.id } });
};

/** Your mutes or blocks, newest first (GET /api/users/me/mutes | blocks). */
export function useRestrictions(kind: RestrictionKind) {
  return useQuery({
    queryKey: restrictionsQueryKey(kind),
    queryFn: ({ signal }) => api(kind === 'mute' ? 'GET /api/users/me/mutes' : 'GET /api/users/me/blocks', { signal }),
  });
}

/**
 * Muting or blocking (`on: true`), or undoing it (`on: false`), as a mutation. On success every
 * query is refetched (their posts may be in the feed, threads, profiles and conversations), then
 * the caller's `onSuccess` runs.
 * @param kind 'mute' or 'block'
 * @param options.mutationConfig the caller's TanStack mutation options (toasts, closing a dialog)
 */
export function useSetRestriction(
  kind: RestrictionKind,
  { mutationConfig }: { mutationConfig?: MutationConfig<null, RestrictionChange> } = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (change: RestrictionChange) => setRestriction(kind, change),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries();
      return onSuccess?.(...args);
    },
  });
}
