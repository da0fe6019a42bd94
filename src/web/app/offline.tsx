/**
 * The offline page: what the service worker answers a page request with when
 * there is no connection (offline.html, precached). It shows the crisis lines of the person's
 * country and a note that they are offline, in their language: the country and language last
 * shown in this browser (a member's settings when a member was signed in), else the browser's
 * languages. Everything it needs is precached: this module, the first part of each catalog (its
 * words are in that part) and `crisis-lines.json`.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { WifiOff } from 'lucide-react';
import type { TCrisisResources } from '@common/schemas/crisis';
import { bestLocale, isLocale, DEFAULT_LOCALE } from '@common/i18n/locales';
import { OFFLINE_CRISIS_LINES } from '@common/offline';
import { UNLISTED_COUNTRY } from '@common/crisis/landing-pages';
import { CrisisResources } from '@/components/crisis/crisis-resources';
import { DEFAULT_COUNTRY, fixCrisisCountry, rememberedForOffline, seedCrisisResources } from '@/components/crisis/crisis-country';
import { Button } from '@/components/ui/button';
import { loadCatalog, useI18n } from '@/lib/i18n';
import { AppProvider } from './provider';

/** The country the browser's languages name ('es-ES' → 'ES'), as the server guesses it, or null. */
function countryOfLanguages(languages: readonly string[]): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return null;
}

/** The page: a note that the person is offline, a way to try again, and their country's crisis lines. */
export function OfflinePage() {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <section aria-labelledby="offline-title" className="flex items-start gap-3 rounded-xl border bg-card p-4">
        <WifiOff className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="space-y-2">
          <h1 id="offline-title" className="text-xl font-semibold">
            {t('offline.title')}
          </h1>
          <p className="text-muted-foreground">{t('offline.note')}</p>
          <Button type="button" variant="outline" onClick={() => window.location.reload()}>
            {t('offline.retry')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="crisis-title" className="space-y-4">
        <h2 id="crisis-title" className="text-2xl font-semibold">
          {t('landing.crisis.title')}
        </h2>
        <CrisisResources chooser={false} />
      </section>
    </main>
  );
}

/**
 * Renders the offline page into `root`: picks the country and language, reads their lines and
 * words from the precache, then renders.
 * @param root the page's `#root`
 */
export async function renderOffline(root: HTMLElement): Promise<void> {
  const remembered = rememberedForOffline();
  const locale = isLocale(remembered.locale) ? remembered.locale : bestLocale(navigator.languages);
  const country = remembered.country ?? countryOfLanguages(navigator.languages) ?? DEFAULT_COUNTRY;
  const [catalog, lines] = await Promise.all([
    loadCatalog(locale).catch(() => undefined),
    fetch(OFFLINE_CRISIS_LINES).then((response) => response.json() as Promise<Record<string, TCrisisResources>>),
  ]);
  fixCrisisCountry(country);
  seedCrisisResources(lines[country] ?? { ...lines[UNLISTED_COUNTRY], country });
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider signedOut locale={catalog ? locale : DEFAULT_LOCALE} catalog={catalog}>
          <OfflinePage />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
