/**
 * Mute and block as a screen offers them (decision 0024): the toasts of a change, and the
 * 'Mute author' / 'Block author' entries of a post's menu. The hooks and the cache work are in
 * `lib/restrictions.ts`; the words are here (decision 0031).
 */
import { toast } from '@/components/ui/use-toast';
import { ToastAction } from '@/components/ui/toast';
import type { PostMenuItem } from '@/components/post-menu';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import type { MutationConfig } from '@/lib/query-client';
import { useSetRestriction, type RestrictionChange, type RestrictionKind, type RestrictionTarget } from '@/lib/restrictions';

/** What the toast says after muting, blocking or undoing it. */
const DONE: Record<RestrictionKind, { on: string; off: string }> = {
  mute: { on: "Muted. You won't see their posts unless you choose to.", off: 'Unmuted' },
  block: { on: "Blocked. They can't message you or reply to your posts.", off: 'Unblocked' },
};

/** What blocking does, said plainly before it happens (profile and post menus). */
export const BLOCK_EXPLAINED =
  "You won't see their posts unless you choose to. Neither of you can message the other, any conversation between you is closed, " +
  "and they can't answer or comment on your posts. They aren't told. You can undo this in Settings.";

/**
 * The toasts of a mute or block change, as a `mutationConfig` for `useSetRestriction`: a short
 * confirmation, with 'Undo' after muting or blocking when `undo` is given; or the server's reason
 * on a refusal (e.g. staff can't be blocked).
 * @param kind 'mute' or 'block'
 * @param undo runs a change (the same mutation's `mutate`): Undo passes the same target with `on: false`
 * @returns `{ onSuccess, onError }`
 */
export function restrictionFeedback(
  kind: RestrictionKind,
  undo?: (change: RestrictionChange) => void,
): MutationConfig<null, RestrictionChange> {
  return {
    onSuccess: (_data, { on, target }) => {
      const action =
        on && undo ? (
          <ToastAction altText={kind === 'mute' ? 'Undo the mute' : 'Undo the block'} onClick={() => undo({ target, on: false })}>
            Undo
          </ToastAction>
        ) : undefined;
      toast({ title: on ? DONE[kind].on : DONE[kind].off, action });
    },
    onError: (error) => {
      handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Something went wrong. Please try again.') });
    },
  };
}

/** The nouns of the posts whose menus offer mute and block. */
const NOUNS = { question: 'question', answer: 'answer', comment: 'comment' } as const;

/** What decides a post's Mute and Block entries: its abilities and why it is collapsed. */
type RestrictablePost = { abilities: { muteAuthor: boolean; blockAuthor: boolean }; hiddenReason: string | null };

/** Which of Mute and Block a post's menu offers (see {@link useRestrictionMenuItems}). */
function restrictionOffers({ abilities, hiddenReason }: RestrictablePost): { mute: boolean; block: boolean } {
  // A block also mutes: once collapsed by either, muting again would change nothing.
  return { mute: abilities.muteAuthor && hiddenReason !== 'muted' && hiddenReason !== 'blocked', block: abilities.blockAuthor };
}

/**
 * Whether a post's menu offers 'Mute author' or 'Block author', without the hooks behind them:
 * a menu mounted on first use shows its trigger only when it will have entries (decision 0047).
 * @param post the post's `abilities` and `hiddenReason`
 * @returns true when {@link useRestrictionMenuItems} gives at least one entry
 */
export function offersRestriction(post: RestrictablePost): boolean {
  const offers = restrictionOffers(post);
  return offers.mute || offers.block;
}

/**
 * The 'Mute author' and 'Block author' entries of a post's menu, as the post's abilities allow
 * (`muteAuthor`, `blockAuthor`: someone else's post; staff are never blockable). The author is
 * never named: Block asks 'Block the author of this answer?' and says what it does. Once the
 * post is collapsed as muted, 'Mute author' is left out (undo is in Settings).
 * @param options.type what the post is; options.target whom (for an anonymous post, the post
 *   itself: `{ post: { type, id } }`); options.abilities the post's abilities;
 *   options.hiddenReason the post's hiddenReason
 * @returns the entries (empty when neither is allowed)
 */
export function useRestrictionMenuItems({
  type,
  target,
  abilities,
  hiddenReason,
}: {
  type: keyof typeof NOUNS;
  target: RestrictionTarget;
  abilities: { muteAuthor: boolean; blockAuthor: boolean };
  hiddenReason: string | null;
}): PostMenuItem[] {
  const mute = useSetRestriction('mute', { mutationConfig: restrictionFeedback('mute', (change) => mute.mutate(change)) });
  const block = useSetRestriction('block', { mutationConfig: restrictionFeedback('block', (change) => block.mutate(change)) });
  const offers = restrictionOffers({ abilities, hiddenReason });
  const items: PostMenuItem[] = [];
  if (offers.mute) {
    items.push({ label: 'Mute author', onSelect: () => mute.mutate({ target, on: true }) });
  }
  if (offers.block) {
    items.push({
      label: 'Block author',
      destructive: true,
      onSelect: () => block.mutate({ target, on: true }),
      confirm: { title: `Block the author of this ${NOUNS[type]}?`, description: BLOCK_EXPLAINED, action: 'Block' },
    });
  }
  return items;
}
