import { useI18n } from '@/lib/i18n';
import { Link } from 'wouter';
import { StatusBadge } from '@/components/status-badge';
import { UserAvatar } from '@/components/user-avatar';
import { getFullName } from '@/lib/display-name';
import { fullDateTitle } from '@/lib/time';
import { RelativeTime } from '@/components/relative-time';
import { cn } from '@/lib/utils';
import type { Author } from '@/types/api';

export type AuthorInfoProps = {
  author: Author | null;
  isAnonymous: boolean;
  isOwn?: boolean;
  createdAt: string;
  /** When it was last edited: shows 'edited' (null or left out: never). */
  editedAt?: string | null;
  className?: string;
};

/**
 * Avatar, name, status badge and relative time. Links to /profile/{id}; an anonymous post shows
 * 'Anonymous' with a '?' avatar and no link (spec §2).
 */
export function AuthorInfo({ author, isAnonymous, isOwn = false, createdAt, editedAt = null, className }: AuthorInfoProps) {
  const { t } = useI18n();
  const anonymous = isAnonymous || !author;
  const name = anonymous ? t('people.anonymous') : getFullName(author, t('people.unnamed'));
  const identity = (
    <>
      <UserAvatar user={author} anonymous={anonymous} className="size-7" />
      <span className="truncate font-medium text-foreground">{name}</span>
    </>
  );
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground', className)}>
      {anonymous || !author ? (
        <span className="flex min-w-0 items-center gap-2">{identity}</span>
      ) : (
        <Link
          href={`/profile/${author.id}`}
          className="flex min-w-0 items-center gap-2 rounded-md outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {identity}
        </Link>
      )}
      {anonymous && isOwn && <span className="text-xs">{t('post.you')}</span>}
      {!anonymous && author && <StatusBadge status={author.status} />}
      <span aria-hidden>·</span>
      <RelativeTime date={createdAt} />
      <EditedMark editedAt={editedAt} />
    </div>
  );
}

/**
 * '· edited' after a post's time when it was edited, with the edit's date on hover.
 * @param props.editedAt when it was last edited; nothing shows when null
 */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const { t, locale } = useI18n();
  if (!editedAt) return null;
  return (
    <>
      <span aria-hidden>·</span>
      <span className="text-xs" {...fullDateTitle(editedAt, locale, (date) => t('post.editedOn', { date }))}>
        {t('post.edited')}
      </span>
    </>
  );
}
