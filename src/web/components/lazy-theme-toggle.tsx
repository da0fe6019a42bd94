import { Moon, Sparkles, Sun } from 'lucide-react';
import { LoadBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { useI18n } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';

const ThemeToggle = lazyPart(() => import('./theme-toggle').then((m) => ({ default: m.ThemeToggle })));

/**
 * Same look as the toggle, shown until its menu code has loaded. The icon follows the classes
 * that theme-init put on <html> (CSS, not the stored theme read in JavaScript), so the
 * prerendered landing page shows the right one and hydrates as it is in every theme.
 */
function ThemeToggleFallback() {
  const { t } = useI18n();
  return (
    <Button variant="ghost" size="icon" aria-disabled>
      <Sun className="dark:hidden" aria-hidden />
      <Moon className="hidden dark:block space:hidden" aria-hidden />
      <Sparkles className="hidden space:block" aria-hidden />
      <span className="sr-only">{t('shell.theme.toggle')}</span>
    </Button>
  );
}

/**
 * The theme toggle, with its dropdown-menu code loaded after first paint: keeps the menu
 * primitives out of the signed-out pages' initial bundle. While the prerendered landing page
 * hydrates it is the fallback alone (no Suspense boundary left for the client to redo).
 */
export function LazyThemeToggle() {
  const hydrated = useHydrated();
  if (!hydrated) return <ThemeToggleFallback />;
  // Code that cannot be downloaded leaves the button as it was painted.
  return (
    <LoadBoundary fallback={<ThemeToggleFallback />}>
      <ThemeToggle />
    </LoadBoundary>
  );
}
