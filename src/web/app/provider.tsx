import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoadBoundary } from '@/components/error-boundary';
import { ThemeProvider } from '@/components/theme-provider';
import { useHydrated } from '@/hooks/use-hydrated';
import { createQueryClient } from '@/lib/query-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import { I18nProvider, type loadCatalog } from '@/lib/i18n';
import type { Locale } from '@common/i18n/locales';
import { lazyPart } from '@/lib/lazy-part';

// Loaded after first paint; toasts raised before it arrives are kept and shown when it mounts.
const Toaster = lazyPart(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * App-wide providers: TanStack Query, theme and the toaster. The TooltipProvider (700/300 ms,
 * spec §9) is mounted by the signed-in shell (app/authenticated-layout.tsx), where tooltips
 * live, so the tooltip/popper code stays off the signed-out landing page.
 * Tests pass their own `queryClient`. `signedOut` starts the signed-in user's query as null
 * (nobody is signed in: the prerendered landing page), so it is never fetched on that page.
 * `locale` and `catalog` are the first language and its loaded messages (English when left out).
 */
export function AppProvider({
  children,
  queryClient,
  signedOut = false,
  locale,
  catalog,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  signedOut?: boolean;
  locale?: Locale;
  catalog?: Awaited<ReturnType<typeof loadCatalog>>;
}) {
  const [client] = useState(() => {
    const made = queryClient ?? createQueryClient();
    if (signedOut) made.setQueryData(AUTH_USER_QUERY_KEY, null);
    return made;
  });
  // Not part of the prerendered landing page: mounted once hydration is over.
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <I18nProvider locale={locale} catalog={catalog}>
        <ThemeProvider>
          {children}
          {hydrated && (
            <LoadBoundary fallback={null}>
              <Toaster />
            </LoadBoundary>
          )}
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
