import { lazy, Suspense } from 'react';
import { Moon, Sparkles, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from './theme-provider';

const ThemeToggle = lazy(() => import('./theme-toggle').then((m) => ({ default: m.ThemeToggle })));

/** Same look as the toggle, shown for the moment its menu code is loading. */
function ThemeToggleFallback() {
  const { theme } = useTheme();
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Sparkles;
  return (
    <Button variant="ghost" size="icon" aria-disabled>
      <Icon aria-hidden />
      <span className="sr-only">Toggle theme</span>
    </Button>
  );
}

/**
 * The theme toggle, with its dropdown-menu code loaded after first paint: keeps the menu
 * primitives out of the signed-out pages' initial bundle.
 */
export function LazyThemeToggle() {
  return (
    <Suspense fallback={<ThemeToggleFallback />}>
      <ThemeToggle />
    </Suspense>
  );
}
