/**
 * The privacy policy speaks the reader's language: in Spanish and
 * Arabic no English sentence of it is left, a line says the English text governs and shows it on
 * request; in English the text is the spec's and no such line shows.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@common/i18n/locales/en.json';
import es from '@common/i18n/locales/es.json';
import ar from '@common/i18n/locales/ar.json';
import type { Locale } from '@common/i18n/locales';
import { loadCatalog } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import PrivacyPage from './privacy';

/** The policy's English sentences, tags taken out: none of them may show in a translation. */
const ENGLISH_SENTENCES = Object.entries(en)
  .filter(([id]) => id.startsWith('legal.privacy.'))
  .flatMap(([, text]) => text.replace(/<\/?\w+>/g, '').split(/(?<=[.:;])\s+/))
  .filter((sentence) => sentence.split(' ').length > 3);

/** Common English words: one of them in a translated page is a word left untranslated. */
const ENGLISH_WORD = /\b(the|you|your|and|of|is|with|for|this|we|our|when|what|who|can|not|posts?|account|data)\b/i;

async function renderPrivacy(locale: Locale) {
  renderWithProviders(<PrivacyPage />, { locale, catalog: await loadCatalog(locale, { all: true }) });
  const title = await screen.findByRole('heading', { level: 1 });
  return title.closest('article') as HTMLElement;
}

describe('the privacy policy in the reader’s language', () => {
  it.each([
    ['es', es, 'Política de privacidad'],
    ['ar', ar, 'سياسة الخصوصية'],
  ] as const)('in %s: translated throughout, says the English governs and shows it on request', async (locale, catalog, title) => {
    const user = userEvent.setup();
    const article = await renderPrivacy(locale);
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(14);
    const text = article.textContent ?? '';
    expect(ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence))).toEqual([]);
    // Names of services and phone words stay as they are; nothing else is English.
    expect(text.replace(/MindSpace|Spotify|HOME|IP/g, '').match(ENGLISH_WORD)).toBeNull();
    expect(
      within(article).getByRole('link', { name: catalog['legal.privacy.changes.text'].match(/<terms>(.*)<\/terms>/)![1] }),
    ).toHaveAttribute('href', '/terms');
    expect(screen.getByText(catalog['legal.governing'])).toBeInTheDocument();
    expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');

    await user.click(screen.getByRole('button', { name: catalog['legal.showEnglish'] }));
    const english = (await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).closest('article') as HTMLElement;
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(english.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(within(english).getByText(en['legal.privacy.intro'])).toBeInTheDocument();
    // The page around the text stays in the reader's language.
    expect(screen.getByText(catalog['legal.governing'])).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: catalog['legal.showTranslation'] }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('in English: the spec’s text, with no governing-text line', async () => {
    const article = await renderPrivacy('en');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(
      within(article).getByText(
        /^MindSpace is a peer-support community where people talk about mental health\. What you share here can be personal, so we collect as little as we can, never sell it, and explain below exactly what happens to it\. “We” means the people who run this MindSpace community; “you” means anyone using it\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(article).getByText(
        'MindSpace is peer support and not a substitute for professional care. If you are in crisis, call or text 988 (1-800-273-8255), text HOME to 741741, or call 911.',
      ),
    ).toBeInTheDocument();
    expect(within(article).getByText('Account details').tagName).toBe('STRONG');
    expect(screen.queryByText(en['legal.governing'])).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en['legal.showEnglish'] })).not.toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
