/**
 * The signed-out landing page rendered to HTML at build time (decision 0041), so a visitor's
 * first paint does not wait for the JavaScript: `scripts/prerender-landing.ts` puts this markup
 * inside `#root` of a copy of index.html (dist/web/landing.html), which the server sends for `/`
 * to a browser without a session cookie. The client then renders the same page over it
 * (`createRoot`, main.tsx): same markup, so nothing moves.
 * Renders what the client's first render shows: the public layout while sign-in status loads
 * ('Loading...' in the header) around the landing page.
 */
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { ThemeProvider } from '@/components/theme-provider';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LandingPage } from '@/app/routes/landing';

/**
 * The landing page's markup, as the client's first render of `/` shows it to someone signed out.
 * @returns HTML for the inside of `#root` (no scripts: React's own markers only)
 */
export function renderLanding(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <Router ssrPath="/">
          <PublicLayout authLoading>
            <LandingPage />
          </PublicLayout>
        </Router>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
