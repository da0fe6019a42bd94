import { Avatar, AvatarFallback, AvatarImage, avatarClasses, avatarFallbackClasses } from '@/components/ui/avatar';
import { getInitials } from '@/lib/initials';
import { cn } from '@/lib/utils';

export type UserAvatarProps = {
  /** The person; null or `anonymous` shows '?' and never a photo (spec §6). */
  user: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null } | null | undefined;
  anonymous?: boolean;
  className?: string;
};

/**
 * Round avatar: the photo when there is one, else initials (spec §3); '?' for anonymous.
 * Without a photo there is nothing to load or fall back from, so the initials are plain markup
 * (the same as Radix Avatar's) rather than a Radix Avatar: a thread shows one per post.
 */
export function UserAvatar({ user, anonymous = false, className }: UserAvatarProps) {
  const hidden = anonymous || !user;
  const initials = (
    <span data-slot="avatar-fallback" className={cn(avatarFallbackClasses, !hidden && 'bg-primary/15 text-primary')}>
      {hidden ? '?' : getInitials(user.firstName, user.lastName)}
    </span>
  );
  if (hidden || !user.profileImageUrl) {
    return (
      <span data-slot="avatar" className={cn(avatarClasses, className)} aria-hidden>
        {initials}
      </span>
    );
  }
  return (
    <Avatar className={className} aria-hidden>
      <AvatarImage src={user.profileImageUrl} alt="" />
      <AvatarFallback className="bg-primary/15 text-primary">{getInitials(user.firstName, user.lastName)}</AvatarFallback>
    </Avatar>
  );
}
