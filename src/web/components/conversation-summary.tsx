import type { ReactNode } from 'react';
import { UserAvatar, type UserAvatarProps } from '@/components/user-avatar';
import { RelativeTime } from '@/components/relative-time';
import { UnreadBadge } from '@/components/unread-badge';
import { cn } from '@/lib/utils';

/**
 * Classes of a conversation row (a link in Messages, a button in the Safety Team inbox).
 * @param selected whether the row's conversation is open
 */
export function conversationRowClass(selected: boolean): string {
  return cn(
    'flex w-full items-center gap-3 px-4 py-3 text-start outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
    selected && 'bg-accent',
  );
}

/**
 * The inside of a conversation row: the other person's avatar, the title with its time, and the
 * last message with the unread count (bold while unread).
 * @param person whose avatar to show; title the row's name; mark what stands beside it (the
 *   Safety Team's verified mark); time the last activity (ISO) or null; preview the last
 *   message as the row shows it; unreadCount unread messages
 */
export function ConversationSummary({
  person,
  title,
  mark,
  time,
  preview,
  unreadCount,
}: {
  person: UserAvatarProps['user'];
  title: string;
  mark?: ReactNode;
  time: string | null;
  preview: string;
  unreadCount: number;
}) {
  const unread = unreadCount > 0;
  return (
    <>
      <UserAvatar user={person} className="size-10" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1">
            <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{title}</span>
            {mark}
          </span>
          {time && <RelativeTime date={time} className="shrink-0 text-xs text-muted-foreground" />}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>{preview}</span>
          <UnreadBadge count={unreadCount} className="shrink-0" />
        </span>
      </span>
    </>
  );
}
