/**
 * The signed-out landing page rendered to HTML at build time (decision 0041), so a visitor's
 * first paint does not wait for the JavaScript: `scripts/prerender-landing.ts` puts this markup
 * inside `#root` of a copy of index.html (dist/web/landing.html), which the server sends for `/`
 * to a browser without a session cookie. The client then hydrates it (`hydrateRoot`, main.tsx;
 * decision 0042): this is the client's own tree (`<App signedOut />`) at `/`, rendered as its
 * first render shows it to a visitor (the server sends it only to a request without a session,
 * decision 0052), so React adopts the markup as it is.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '@/app/app';

/**
 * The landing page's markup, as the client's first render of `/` shows it to a visitor ('Sign in'
 * in the header).
 * @returns HTML for the inside of `#root` (no scripts: React's own markers only)
 */
export function renderLanding(): string {
  return renderToString(
    <Router ssrPath="/" ssrSearch="">
      <App signedOut />
    </Router>,
  );
}
