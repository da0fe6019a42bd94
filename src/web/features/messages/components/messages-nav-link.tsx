import type { ComponentProps } from 'react';
import { Link, useRoute } from 'wouter';
import { MessageCircle } from 'lucide-react';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useUnreadMessageCount } from '../api/get-conversations';
import { UnreadBadge } from '@/components/unread-badge';

/** Header 'Messages' link with the total unread count as a badge. */
export function MessagesNavLink({ className, showLabel = true, ...props }: ComponentProps<'a'> & { showLabel?: boolean }) {
  const { t } = useI18n();
  const unread = useUnreadMessageCount();
  const [active] = useRoute('/messages');
  return (
    <Link
      {...props}
      href="/messages"
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-accent text-accent-foreground',
        className,
      )}
    >
      <MessageCircle className="size-4" aria-hidden />
      <span className={cn(!showLabel && 'sr-only')}>{t('messages.title')}</span>
      <UnreadBadge count={unread} />
    </Link>
  );
}
