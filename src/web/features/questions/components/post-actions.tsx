import { useI18n } from '@/lib/i18n';
import { PostMenu, PostMenuOnFirstUse, usePostMenuItems } from '@/components/post-menu';
import type { FirstUse } from '@/components/mount-on-first-use';
import { offersRestriction, useRestrictionMenuItems } from '@/components/restriction-actions';
import type { RestrictionTarget } from '@/lib/restrictions';
import type { TCommentAbilities } from '@common/schemas';
import { useDeletePost } from '../api/edit-delete';

export type PostActionsProps = {
  /** The post: its id, what the reader may do with it (a comment's abilities are the least), and why it is collapsed. */
  post: { id: number; abilities: TCommentAbilities; hiddenReason: string | null };
  /** The thread's question (its cached pages are refreshed after a delete). */
  questionId: number;
  /** Opens the post's editor. */
  onEdit: () => void;
  /** After a delete succeeded (the question's page goes back to the feed). */
  onDeleted?: () => void;
} & (
  | {
      type: 'question' | 'answer';
      /** Whom 'Mute author' and 'Block author' reach (default: the post's author, through the post). */
      restrictionTarget?: RestrictionTarget;
    }
  | {
      type: 'comment';
      /** Whom 'Mute author' and 'Block author' reach: the commenter, or the anonymous asker through the question. */
      restrictionTarget: RestrictionTarget;
    }
);

/**
 * The '…' menu of a question, answer or comment in a thread — Edit, Delete (after a
 * confirmation) and Mute/Block author, as the post's abilities allow — mounted on first use:
 * until pressed, a plain trigger; nothing at all when no entry is allowed.
 * @param props see {@link PostActionsProps}
 */
export function PostActions(props: PostActionsProps) {
  const { type, post } = props;
  const { t } = useI18n();
  return (
    <PostMenuOnFirstUse
      label={t('post.actions', { kind: type })}
      show={post.abilities.edit || post.abilities.delete || offersRestriction(post)}
    >
      {(firstUse) => <PostActionsMenu {...props} firstUse={firstUse} />}
    </PostMenuOnFirstUse>
  );
}

/** The real menu, with the mutations behind its entries, mounted open on first use. */
function PostActionsMenu(props: PostActionsProps & { firstUse: FirstUse }) {
  const { type, post, questionId, onEdit, onDeleted, firstUse } = props;
  const target =
    props.type === 'comment' ? props.restrictionTarget : (props.restrictionTarget ?? { post: { type: props.type, id: post.id } });
  const { t } = useI18n();
  const deletePost = useDeletePost({ questionId, mutationConfig: onDeleted ? { onSuccess: onDeleted } : undefined });
  const restrictionItems = useRestrictionMenuItems({
    type,
    target,
    abilities: post.abilities,
    hiddenReason: post.hiddenReason,
  });
  const ownItems = usePostMenuItems(type, post.abilities, { onEdit, onDelete: () => deletePost.mutate({ type, id: post.id }) });
  return <PostMenu label={t('post.actions', { kind: type })} firstUse={firstUse} items={[...ownItems, ...restrictionItems]} />;
}
