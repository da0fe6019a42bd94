import { type ReactNode } from 'react';
import type { Locale } from '@common/i18n/locales';
import { CrisisDialog } from '@/components/crisis/crisis-dialog';
import { LoadBoundary } from '@/components/error-boundary';
import { Logo } from '@/components/logo';
import { LazyThemeToggle } from '@/components/lazy-theme-toggle';
import { Button } from '@/components/ui/button';
import { LOGIN_PATH, LOGOUT_PATH } from '@/lib/errors';
import { forgetMemberHere } from '@/lib/forget-member';
import { useTheme } from '@/components/theme-provider';
import { useHydrated } from '@/hooks/use-hydrated';
import { useI18n } from '@/lib/i18n';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { lazyPart } from '@/lib/lazy-part';

/** Space Mode's player: only that theme shows it, so only that theme downloads it. */
const MusicPlayer = lazyPart(() => import('./music-player').then((m) => ({ default: m.MusicPlayer })));

/**
 * Layout for signed-out visitors (and while sign-in status loads), and for a member still
 * joining (onboarding): logo, 'Need help now?', theme toggle and 'Sign in' — 'Sign out' for the
 * member, a pulsing 'Loading...' while auth loads — content, footer.
 * @param props.signedIn someone is signed in (onboarding): offer 'Sign out', never 'Sign in'
 * @param props.ageScreen the page asks the member's age: the footer does not name the minimum age
 * @param props.onLocaleChosen also called with a language chosen in the footer (a member's: saved to their settings)
 */
export function PublicLayout({
  children,
  authLoading = false,
  signedIn = false,
  ageScreen = false,
  onLocaleChosen,
}: {
  children: ReactNode;
  authLoading?: boolean;
  signedIn?: boolean;
  ageScreen?: boolean;
  onLocaleChosen?: (locale: Locale) => void;
}) {
  const { theme } = useTheme();
  // The stored theme is the browser's: the prerendered landing page cannot know it (decision 0042).
  const hydrated = useHydrated();
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
          <Logo compact />
          <div className="flex-1" />
          <CrisisDialog />
          <LazyThemeToggle />
          {authLoading ? (
            <span role="status" className="animate-pulse px-2 text-sm font-medium text-muted-foreground">
              {t('shell.loading')}
            </span>
          ) : signedIn ? (
            <Button asChild size="sm" variant="ghost">
              <a href={LOGOUT_PATH} onClick={forgetMemberHere}>
                {t('shell.signOut')}
              </a>
            </Button>
          ) : (
            <Button asChild size="sm">
              <a href={LOGIN_PATH}>{t('shell.signIn')}</a>
            </Button>
          )}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      <SiteFooter hideMinimumAge={ageScreen} onLocaleChosen={onLocaleChosen} />
      {theme === 'space' && hydrated && (
        <LoadBoundary fallback={null}>
          <MusicPlayer />
        </LoadBoundary>
      )}
    </div>
  );
}
