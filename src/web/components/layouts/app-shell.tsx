import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { CrisisDialog } from '@/components/crisis/crisis-dialog';
import { CrisisSupportPanel } from '@/components/crisis/crisis-support';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { Locale } from '@common/i18n/locales';
import { MobileMenu } from './mobile-menu';
import { MusicPlayer } from './music-player';
import { SearchBox } from './search-box';
import { canModerate, isAdmin, type MessagesLinkComponent, type ShellUser } from './shell-user';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

export type AppShellProps = {
  user: ShellUser;
  children: ReactNode;
  /** The header bell (features/notifications), composed in by the app. */
  notifications?: ReactNode;
  /** The Messages link with its unread badge (features/messages), composed in by the app. */
  MessagesLink?: MessagesLinkComponent;
  /** Unread messages, for the badge on the phone's menu button. */
  unreadMessages?: number;
  /** Mounted once inside the shell, e.g. the welcome status dialog. */
  extras?: ReactNode;
  /** Called with a language chosen in the footer (the app saves it to the member's settings). */
  onLocaleChosen?: (locale: Locale) => void;
};

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-accent text-accent-foreground',
      )}
    >
      {children}
    </Link>
  );
}

/**
 * The signed-in app shell (spec §2): header with logo, search, Messages, Moderation (moderator,
 * admin), Admin (admin), 'Need help now?', notifications, theme toggle and user menu; a
 * slide-in menu on small screens; routed content in a max-width container; footer; the
 * Space Mode music player; and the crisis support panel a post with crisis language opens.
 */
export function AppShell({ user, children, notifications, MessagesLink, unreadMessages, extras, onLocaleChosen }: AppShellProps) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
          <Logo compact />
          <SearchBox className="mx-2 hidden max-w-md flex-1 md:block" />
          <div className="flex-1 md:hidden" />
          <nav aria-label={t('shell.nav.label')} className="hidden items-center gap-1 lg:flex">
            {MessagesLink && <MessagesLink />}
            {canModerate(user) && <NavLink href="/moderation">{t('shell.nav.moderation')}</NavLink>}
            {isAdmin(user) && <NavLink href="/admin">{t('shell.nav.admin')}</NavLink>}
          </nav>
          {MessagesLink && <MessagesLink className="hidden px-2 md:inline-flex lg:hidden" showLabel={false} />}
          <CrisisDialog />
          {notifications}
          <ThemeToggle />
          <div className="hidden md:block">
            <UserMenu user={user} />
          </div>
          <MobileMenu user={user} MessagesLink={MessagesLink} unreadMessages={unreadMessages} />
        </div>
      </header>
      {/* At least a screen tall: the footer starts below the fold, so content arriving after the
          first paint (a feed, a thread) never pushes a visible footer down (layout shift). */}
      <main id="main-content" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      <SiteFooter onLocaleChosen={onLocaleChosen} />
      <MusicPlayer />
      <CrisisSupportPanel />
      {extras}
    </div>
  );
}
