import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startFirstPageCode } from '@/app/router';
import { seedFromPage } from '@/components/crisis/crisis-country';
import { loadCatalog, visitorLocale } from '@/lib/i18n';
import { seedIntlTextsFromPage } from '@/lib/intl-texts';
import { registerServiceWorkerWhenIdle } from '@/lib/service-worker';
import { loadClassMerging } from '@/lib/utils';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/i18n/locales';
import { OFFLINE_MARKER } from '@common/offline';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The service worker keeps what the offline page needs, and a new version takes over at once. It
// registers once the first screen has had its time, so its install takes nothing from it.
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();

/** The service worker's answer with no connection (offline.html): the offline page, not the app. */
const offline = document.documentElement.hasAttribute(OFFLINE_MARKER);
// A member's shell and page code download now, beside the first API calls.
if (!offline) startFirstPageCode(window.location.pathname);
// Class merging, which every part beyond the first download waits for, downloads now too.
loadClassMerging().catch(() => undefined);

// The server sends the prerendered landing page only to a request without a session cookie:
// then nobody is signed in, and the page is final as painted.
const prerendered = root.hasChildNodes();
// The visitor's language: a footer choice, the server's Accept-Language match, the browser's.
const visitor = visitorLocale(document.documentElement.lang, navigator.languages);

// Both first renders run as a transition: React renders in slices of a few milliseconds and
// lets the browser paint and take input between them, instead of one long task.
if (offline) {
  // The crisis lines of the person's country and a note that they are offline.
  import('@/app/offline').then(({ renderOffline }) => renderOffline(root)).catch(() => undefined);
} else if (prerendered) {
  // The server sent the landing page prerendered from this same tree, in the visitor's language and
  // with their country's crisis lines (decisions 0041, 0084): React adopts the painted markup
  // (hydration) rather than replacing it, so the page the visitor already sees neither flashes nor
  // counts as painted anew. It hydrates in the page's language with the lines the page carries;
  // a language or country chosen before in this browser follows once hydrated.
  seedFromPage();
  seedIntlTextsFromPage();
  const painted = isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE;
  const hydrate = (catalog?: Awaited<ReturnType<typeof loadCatalog>>) =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App signedOut locale={catalog ? painted : DEFAULT_LOCALE} catalog={catalog} visitorLocale={visitor} />
        </StrictMode>,
      );
    });
  // A catalog that cannot be downloaded: React renders the page again in English rather than adopt it.
  if (painted === DEFAULT_LOCALE) hydrate();
  else loadCatalog(painted).then(hydrate, () => hydrate());
} else {
  // Rendered in the visitor's language from the start (English if its catalog cannot be
  // downloaded). A page other than the prerendered landing page is a member's or one beyond the
  // landing page: the whole catalog downloads now, beside the page's code.
  const render = (locale: Locale, catalog?: Awaited<ReturnType<typeof loadCatalog>>) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App locale={locale} catalog={catalog} visitorLocale={visitor} />
        </StrictMode>,
      ),
    );
  loadCatalog(visitor, { all: true }).then(
    (catalog) => render(visitor, catalog),
    () => render(DEFAULT_LOCALE),
  );
}
