import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

export type UserAvatarProps = {
  /** The person; null or `anonymous` shows '?' and never a photo (spec §6). */
  user: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null } | null | undefined;
  anonymous?: boolean;
  className?: string;
};

/** Round avatar: the photo when there is one, else initials (spec §3); '?' for anonymous. */
export function UserAvatar({ user, anonymous = false, className }: UserAvatarProps) {
  const hidden = anonymous || !user;
  return (
    <Avatar className={className} aria-hidden>
      {!hidden && user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback className={cn(!hidden && 'bg-primary/15 text-primary')}>
        {hidden ? '?' : getInitials(user.firstName, user.lastName)}
      </AvatarFallback>
    </Avatar>
  );
}
