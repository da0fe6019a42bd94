/**
 * Mute and block as a screen offers them: the toasts of a change, and the
 * 'Mute author' / 'Block author' entries of a post's menu. The hooks and the cache work are in
 * `lib/restrictions.ts`; the words are here.
 */
import { toast } from '@/components/ui/use-toast';
import { ToastAction } from '@/components/ui/toast';
import type { PostMenuItem } from '@/components/post-menu';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import { useI18n, type MessageId } from '@/lib/i18n';
import type { MutationConfig } from '@/lib/query-client';
import { useSetRestriction, type RestrictionChange, type RestrictionKind, type RestrictionTarget } from '@/lib/restrictions';

/** What the toast says after muting, blocking or undoing it. */
const DONE: Record<RestrictionKind, { on: MessageId; off: MessageId }> = {
  mute: { on: 'post.restrict.muted', off: 'post.restrict.unmuted' },
  block: { on: 'post.restrict.blocked', off: 'post.restrict.unblocked' },
};

/** The words of the language in use (`useI18n().t`). */
type Translate = ReturnType<typeof useI18n>['t'];

/**
 * The toasts of a mute or block change, as a `mutationConfig` for `useSetRestriction`: a short
 * confirmation, with 'Undo' after muting or blocking when `undo` is given; or the server's reason
 * on a refusal (e.g. staff can't be blocked).
 * @param t the words of the language in use (`useI18n().t`)
 * @param kind 'mute' or 'block'
 * @param undo runs a change (the same mutation's `mutate`): Undo passes the same target with `on: false`
 * @returns `{ onSuccess, onError }`
 */
export function restrictionFeedback(
  t: Translate,
  kind: RestrictionKind,
  undo?: (change: RestrictionChange) => void,
): MutationConfig<null, RestrictionChange> {
  return {
    onSuccess: (_data, { on, target }) => {
      const action =
        on && undo ? (
          <ToastAction altText={t('post.restrict.undoAlt', { kind })} onClick={() => undo({ target, on: false })}>
            {t('post.restrict.undo')}
          </ToastAction>
        ) : undefined;
      toast({ title: t(on ? DONE[kind].on : DONE[kind].off), action });
    },
    onError: (error) => {
      handleMutationError(error, { title: t('post.restrict.error'), description: serverMessageOr(error, t('post.restrict.failed')) });
    },
  };
}

/** What decides a post's Mute and Block entries: its abilities and why it is collapsed. */
type RestrictablePost = { abilities: { muteAuthor: boolean; blockAuthor: boolean }; hiddenReason: string | null };

/** Which of Mute and Block a post's menu offers (see {@link useRestrictionMenuItems}). */
function restrictionOffers({ abilities, hiddenReason }: RestrictablePost): { mute: boolean; block: boolean } {
  // A block also mutes: once collapsed by either, muting again would change nothing.
  return { mute: abilities.muteAuthor && hiddenReason !== 'muted' && hiddenReason !== 'blocked', block: abilities.blockAuthor };
}

/**
 * Whether a post's menu offers 'Mute author' or 'Block author', without the hooks behind them:
 * a menu mounted on first use shows its trigger only when it will have entries.
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
  type: 'question' | 'answer' | 'comment';
  target: RestrictionTarget;
  abilities: { muteAuthor: boolean; blockAuthor: boolean };
  hiddenReason: string | null;
}): PostMenuItem[] {
  const { t } = useI18n();
  const mute = useSetRestriction('mute', { mutationConfig: restrictionFeedback(t, 'mute', (change) => mute.mutate(change)) });
  const block = useSetRestriction('block', { mutationConfig: restrictionFeedback(t, 'block', (change) => block.mutate(change)) });
  const offers = restrictionOffers({ abilities, hiddenReason });
  const items: PostMenuItem[] = [];
  if (offers.mute) {
    items.push({ label: t('post.restrict.muteAuthor'), onSelect: () => mute.mutate({ target, on: true }) });
  }
  if (offers.block) {
    items.push({
      label: t('post.restrict.blockAuthor'),
      destructive: true,
      onSelect: () => block.mutate({ target, on: true }),
      confirm: {
        title: t('post.restrict.blockTitle', { kind: type }),
        description: t('post.restrict.blockExplained'),
        action: t('post.restrict.block'),
      },
    });
  }
  return items;
}
