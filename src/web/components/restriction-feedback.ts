import { toast } from '@/components/ui/use-toast';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import type { MutationConfig } from '@/lib/query-client';
import type { RestrictionChange, RestrictionKind } from '@/lib/restrictions';

/** What the toast says after muting, blocking or undoing it. */
const DONE: Record<RestrictionKind, { on: string; off: string }> = {
  mute: { on: "Muted. You won't see their posts unless you choose to.", off: 'Unmuted' },
  block: { on: "Blocked. They can't message you or reply to your posts.", off: 'Unblocked' },
};

/**
 * The toasts of a mute or block change, as a `mutationConfig` for `useSetRestriction`
 * (decision 0031: the screen shows them, the hook does the cache work): a short confirmation,
 * or the server's reason on a refusal (e.g. staff can't be blocked).
 * @param kind 'mute' or 'block'
 * @returns `{ onSuccess, onError }`
 */
export function restrictionFeedback(kind: RestrictionKind): MutationConfig<null, RestrictionChange> {
  return {
    onSuccess: (_data, { on }) => {
      toast({ title: on ? DONE[kind].on : DONE[kind].off });
    },
    onError: (error) => {
      handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Something went wrong. Please try again.') });
    },
  };
}
