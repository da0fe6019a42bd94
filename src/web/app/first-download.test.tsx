/**
 * The landing page's first download: the signed-out landing page renders from the
 * first part of its catalog alone, a page beyond it waits for the rest of its language, and the
 * pages of that download carry no conflicting classes, as class merging (tailwind-merge) is not in it.
 */
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { twMerge } from 'tailwind-merge';
import { App } from '@/app/app';
import { AllWords, I18nProvider, useI18n } from '@/lib/i18n';
import { cn, loadClassMerging } from '@/lib/utils';
import { catalogPart, partOf } from '@common/i18n/catalog-parts';
import en from '@common/i18n/locales/en.json';
import es from '@common/i18n/locales/es.json';

/** A word of a member's page (the language setting), outside the first download. */
function SettingsTitle() {
  const { t } = useI18n();
  return <h1>{t('settings.language.title')}</h1>;
}

/** The elements whose classes tailwind-merge would change (a conflict `cn` left unresolved). */
function conflicts(root: Element): string[] {
  return [root, ...root.querySelectorAll('[class]')]
    .map((element) => element.getAttribute('class') ?? '')
    .filter((classes) => classes && twMerge(classes) !== classes.trim().replace(/\s+/g, ' '));
}

describe('the catalog split', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the landing page and shell areas in the first part, and no member page', () => {
    expect(partOf('landing.title')).toBe('first');
    expect(partOf('crisis.button')).toBe('first');
    expect(partOf('settings.language.title')).toBe('rest');
    const first = catalogPart(en, 'first');
    expect(first).toHaveProperty(['landing.title']);
    expect(first).not.toHaveProperty(['settings.language.title']);
    expect({ ...first, ...catalogPart(en, 'rest') }).toEqual(en);
  });

  it('renders the signed-out landing page from the first download’s words alone', () => {
    const missing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Router ssrPath="/" ssrSearch="">
        <App signedOut catalog={{ first: catalogPart(en, 'first'), rest: null }} />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Safe space for anything mental health');
    expect(missing.mock.calls.filter(([message]) => String(message).includes('is not in the'))).toEqual([]);
  });

  it('holds a page back until the rest of its language has arrived', async () => {
    render(
      <I18nProvider locale="es" catalog={{ first: catalogPart(es, 'first'), rest: null }}>
        <AllWords fallback={<p>waiting</p>}>
          <SettingsTitle />
        </AllWords>
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: es['settings.language.title'] })).toBeInTheDocument();
  });
});

describe('cn', () => {
  it('leaves no conflicting classes on the pages of the first download before class merging arrives', () => {
    for (const path of ['/', '/no-such-page']) {
      const { container, unmount } = render(
        <Router ssrPath={path} ssrSearch="">
          <App signedOut />
        </Router>,
      );
      expect(container.querySelectorAll('[class]').length).toBeGreaterThan(20);
      expect({ path, conflicts: conflicts(container) }).toEqual({ path, conflicts: [] });
      unmount();
    }
  });

  it('resolves conflicts once class merging has arrived', async () => {
    await loadClassMerging();
    expect(cn('h-9 px-4', 'h-auto p-0')).toBe('h-auto p-0');
  });
});
