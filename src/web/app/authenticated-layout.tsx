// First: every Zod parse in the web happens on the pages of this shell.
import { useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AppShell } from '@/components/layouts/app-shell';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useLiveEvents } from '@/lib/live-events';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import { MessagesNavLink } from '@/features/messages/components/messages-nav-link';
import { useUnreadMessageCount } from '@/features/messages/api/get-conversations';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useUpdateSettings } from '@/features/profile/api/settings';
import { PrefetchThread } from '@/features/questions/api/get-answers';
import { WelcomeStatusDialog } from '@/features/status/components/welcome-status-dialog';
import type { Me, SuspensionNotice } from '@/types/api';
import { LIVE_EVENT_KEYS } from './live-event-keys';

/**
 * The signed-in shell with the feature pieces composed in: the notifications bell, the Messages
 * link with its unread count, and the once-only 'Welcome to MindSpace!' status dialog; and the
 * TooltipProvider for every signed-in page; and the tab's one live-events stream (lib/live-events.ts),
 * which shows the member their decisions when the moderators suspend or ban them.
 * Loaded lazily, so signed-out visitors never download it.
 */
export default function AuthenticatedLayout({ user, children }: { user: Me; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  // A thread opened from a link: its question and first answers are fetched while the page's
  // code loads, not after.
  const [firstLocation] = useState(location);
  const thread = location === firstLocation ? /^\/questions\/(\d{1,10})$/.exec(location) : null;
  // Suspended or banned while the tab is open: the session is now restricted.
  // Drop what the signed-in screens had loaded and read the member again: the router then shows
  // their decisions, how to appeal and help, never a broken app.
  // The event carries the suspension, so the page turns at once; it is not read again here (a
  // re-read could race the server's own session-cache drop and still see the member unsuspended).
  const onAccountSuspended = useCallback(
    (notice: SuspensionNotice | null) => {
      navigate('/decisions', { replace: true });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
      queryClient.setQueryData<Me | null>(AUTH_USER_QUERY_KEY, (me) =>
        me ? { ...me, suspension: notice ?? { reason: '', endsAt: null } } : me,
      );
    },
    [queryClient, navigate],
  );
  // Mounted once per tab while signed in: bell, badges and open screens update live.
  useLiveEvents(LIVE_EVENT_KEYS, { onAccountSuspended });
  const unreadMessages = useUnreadMessageCount();
  // A language chosen in the footer is the member's setting, on every device.
  const saveLocale = useUpdateSettings(user.id);
  return (
    <TooltipProvider>
      {thread && <PrefetchThread questionId={Number(thread[1])} />}
      <AppShell
        user={user}
        notifications={<NotificationsBell />}
        MessagesLink={MessagesNavLink}
        unreadMessages={unreadMessages}
        onLocaleChosen={(locale) => saveLocale.mutate({ locale })}
        extras={<WelcomeStatusDialog key={user.id} user={user} />}
      >
        {children}
      </AppShell>
    </TooltipProvider>
  );
}
