import { AppProvider } from './provider';
import { AppRouter } from './router';
import type { loadCatalog } from '@/lib/i18n';
import type { Locale } from '@common/i18n/locales';

/**
 * The whole web client: the app providers around the router.
 * @param props.signedOut the page is the prerendered landing page, which the server sends only to a
 *   request without a session: nobody is signed in, so the client neither asks nor waits to know
 * @param props.locale the first render's language and props.catalog its messages (English when left out)
 * @param props.visitorLocale the language to switch to once rendered unless the member chose one
 */
export function App({
  signedOut = false,
  locale,
  catalog,
  visitorLocale,
}: {
  signedOut?: boolean;
  locale?: Locale;
  catalog?: Awaited<ReturnType<typeof loadCatalog>>;
  visitorLocale?: Locale;
}) {
  return (
    <AppProvider signedOut={signedOut} locale={locale} catalog={catalog}>
      <AppRouter visitorLocale={visitorLocale} />
    </AppProvider>
  );
}
