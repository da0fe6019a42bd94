import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@/components/theme-provider';
import { useHydrated } from '@/hooks/use-hydrated';
import { createQueryClient } from '@/lib/query-client';

// Loaded after first paint; toasts raised before it arrives are kept and shown when it mounts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * App-wide providers: TanStack Query, theme and the toaster. The TooltipProvider (700/300 ms,
 * spec §9) is mounted by the signed-in shell (app/authenticated-layout.tsx), where tooltips
 * live, so the tooltip/popper code stays off the signed-out landing page.
 * Tests pass their own `queryClient`.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Not part of the prerendered landing page: mounted once hydration is over (decision 0042).
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
