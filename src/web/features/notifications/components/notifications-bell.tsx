import { useState } from 'react';
import { useLocation } from 'wouter';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollArea } from '@/components/ui/scroll-area';
import { RelativeTime } from '@/components/relative-time';
import { cn } from '@/lib/utils';
import type { Notification } from '@/types/api';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { LoadError } from '@/components/load-error';
import { handleMutationError } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';

/**
 * The header bell (spec §2): a popover listing notifications in a 400px scroll area with
 * 'Mark all read'; empty text 'No notifications yet'. Clicking one marks it read, closes the
 * popover and goes to its link.
 */
export function NotificationsBell() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead({
    mutationConfig: { onError: (error) => handleMutationError(error, { title: t('notifications.updateFailed') }) },
  });
  const markAll = useMarkAllNotificationsRead({
    mutationConfig: { onError: (error) => handleMutationError(error, { title: t('notifications.markAllFailed') }) },
  });
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unreadCount ?? items.filter((n) => !n.isRead).length;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void notifications.refetch();
  };

  const openNotification = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    setOpen(false);
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative">
          <Bell aria-hidden />
          <span className="sr-only">{t('notifications.bell', { count: unread })}</span>
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-bold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="font-semibold">{t('notifications.title')}</h2>
          <Button variant="ghost" size="sm" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            {t('notifications.markAll')}
          </Button>
        </div>
        <ScrollArea className="h-[400px]">
          {notifications.isPending ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{t('notifications.loading')}</p>
          ) : notifications.isError ? (
            <LoadError variant="inline" what={t('notifications.what')} onRetry={() => void notifications.refetch()} />
          ) : items.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <ul className="divide-y">
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => openNotification(n)}
                    className={cn(
                      'flex w-full gap-3 px-4 py-3 text-start text-sm outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                      !n.isRead && 'bg-primary/5',
                    )}
                  >
                    <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-primary')} aria-hidden />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block break-words', !n.isRead && 'font-medium')}>{n.content}</span>
                      <RelativeTime date={n.createdAt} className="mt-0.5 block text-xs text-muted-foreground" />
                      {!n.isRead && <span className="sr-only"> {t('notifications.unread')}</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ScrollArea>
      </PopoverContent>
    </Popover>
  );
}
