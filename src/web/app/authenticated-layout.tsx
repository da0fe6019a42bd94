import { useEffect, type ReactNode } from 'react';
import { AppShell } from '@/components/layouts/app-shell';
import { TooltipProvider } from '@/components/ui/tooltip';
import { preloadMarkdown } from '@/lib/markdown';
import { useLiveEvents } from '@/lib/live-events';
import { MessagesNavLink } from '@/features/messages/components/messages-nav-link';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { WelcomeStatusDialog } from '@/features/status/components/welcome-status-dialog';
import type { Me } from '@/types/api';
import { LIVE_EVENT_KEYS } from './live-event-keys';

/**
 * The signed-in shell with the feature pieces composed in: the notifications bell, the Messages
 * link with its unread count, and the once-only 'Welcome to MindSpace!' status dialog; and the
 * TooltipProvider for every signed-in page; and the tab's one live-events stream (lib/live-events.ts).
 * Loaded lazily, so signed-out visitors never download it.
 */
export default function AuthenticatedLayout({ user, children }: { user: Me; children: ReactNode }) {
  // Signed-in pages show markdown everywhere: fetch its chunk now rather than on first use.
  useEffect(preloadMarkdown, []);
  // Mounted once per tab while signed in: bell, badges and open screens update live.
  useLiveEvents(LIVE_EVENT_KEYS);
  return (
    <TooltipProvider>
      <AppShell
        user={user}
        notifications={<NotificationsBell />}
        MessagesLink={MessagesNavLink}
        extras={<WelcomeStatusDialog key={user.id} user={user} />}
      >
        {children}
      </AppShell>
    </TooltipProvider>
  );
}
