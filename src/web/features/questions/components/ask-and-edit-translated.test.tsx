/**
 * Asking and editing in the reader's language: the ask form (its guidelines, toolbar,
 * content warning, topics and validation toast) and a post's inline editor show no English word
 * of the catalogs in Spanish or Arabic; topic names are the community's data and stay as written.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partOf } from '@common/i18n/catalog-parts';
import type { Locale } from '@common/i18n/locales';
import en from '@common/i18n/locales/en.json';
import es from '@common/i18n/locales/es.json';
import ar from '@common/i18n/locales/ar.json';
import { loadCatalog } from '@/lib/i18n';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Topic } from '@/types/api';
import { AskQuestionForm } from './ask-question-form';
import { PostEditor } from './post-editor';

const topic = (id: number, name: string): Topic => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  parentId: null,
  questionsCount: 0,
  followersCount: 0,
});
const TOPICS = [topic(1, 'Anxiety'), topic(2, 'Sleep')];

const CATALOGS = { es, ar } as const;

/** Every piece of text a reader meets, one a line: text nodes and the labels, titles and placeholders of elements. */
function wordsOnThePage(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return [...texts, ...attributes].join('\n');
}

/**
 * The English messages on the page that the locale words differently (plain messages, and each
 * branch of a select, e.g. 'Edit details'), the topic names taken out.
 */
function englishOnThePage(locale: keyof typeof CATALOGS | 'en'): string[] {
  const other = locale === 'en' ? es : CATALOGS[locale];
  const page = TOPICS.reduce((text, t) => text.split(t.name).join(' '), wordsOnThePage());
  return Object.entries(en)
    .filter(([id]) => partOf(id) === 'rest' || id.startsWith('shell.'))
    .filter(([id, text]) => text !== other[id as keyof typeof other])
    .flatMap(([, text]) => (/[{}]/.test(text) ? [...text.matchAll(/\{([A-Z][^{}#]*)\}/g)].map((m) => m[1]) : [text]))
    .filter((text) => !/[{}<]/.test(text) && text.length > 3 && wholeWordsIn(page, text));
}

/** Whether `text` stands in `page` as whole words ('Cancel' is not in 'Cancelar'). */
function wholeWordsIn(page: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(page);
}

async function renderAskForm(locale: Locale) {
  stubFetch({ 'GET /api/topics': { body: TOPICS } });
  const user = userEvent.setup();
  const view = renderWithProviders(<AskQuestionForm onCancel={() => {}} />, { locale, catalog: await loadCatalog(locale, { all: true }) });
  await screen.findByRole('button', { name: 'Anxiety' });
  // Tick the content warning (its field appears) and send it empty (the validation toast).
  await user.click(screen.getAllByRole('checkbox')[1]);
  await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Post Question' : CATALOGS[locale as 'es' | 'ar']['ask.submit'] }));
  await screen.findByText(locale === 'en' ? 'Validation Error' : CATALOGS[locale as 'es' | 'ar']['ask.validation.title']);
  return view;
}

async function renderEditor(locale: Locale) {
  stubFetch({ 'GET /api/topics': { body: TOPICS } });
  const view = renderWithProviders(
    <PostEditor
      kind="question"
      label="—"
      initial={{ title: 'Insomnio', content: 'No duermo', topicIds: [2], warning: { hasContentWarning: true, contentWarningText: '' } }}
      onSave={() => Promise.reject(new Error('offline'))}
      onCancel={() => {}}
    />,
    { locale, catalog: await loadCatalog(locale, { all: true }) },
  );
  await screen.findByRole('button', { name: 'Sleep' });
  await userEvent.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Save changes' : CATALOGS[locale as 'es' | 'ar']['editor.save'] }),
  );
  await screen.findByRole('alert');
  return view;
}

describe('asking and editing in Spanish and Arabic', () => {
  it('the ask form in Spanish: labels, guidelines, toolbar, content warning and the validation toast', async () => {
    await renderAskForm('es');
    expect(await screen.findByText('Falta información')).toBeInTheDocument();
    expect(screen.getByText('Completa todos los campos obligatorios y elige al menos un tema')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('placeholder', '¿Qué te gustaría preguntar?');
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formato' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aviso de contenido')).toHaveAttribute('placeholder', 'p. ej., menciona autolesiones');
    expect(screen.getByText(/«¿Necesitas ayuda ahora\?»/)).toBeInTheDocument();
    expect(screen.getByText('Elige al menos un tema (hasta 5).')).toBeInTheDocument();
    expect(englishOnThePage('es')).toEqual([]);
  });

  it('the ask form in Arabic: right to left, and no English', async () => {
    await renderAskForm('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('معلومات ناقصة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نشر السؤال' })).toBeInTheDocument();
    expect(screen.getByText('قبل أن تنشر')).toBeInTheDocument();
    expect(englishOnThePage('ar')).toEqual([]);
  });

  it('the post editor in Spanish and Arabic: its name, fields, buttons and failure line', async () => {
    const spanish = await renderEditor('es');
    expect(screen.getByRole('form', { name: 'Editar detalles' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron guardar tus cambios. Inténtalo de nuevo.');
    expect(englishOnThePage('es')).toEqual([]);
    spanish.unmount();

    await renderEditor('ar');
    expect(screen.getByRole('form', { name: 'تعديل التفاصيل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(englishOnThePage('ar')).toEqual([]);
  });

  it('the check finds English: the same screens in English fail it', async () => {
    const english = await renderAskForm('en');
    expect(englishOnThePage('en').length).toBeGreaterThan(10);
    english.unmount();
    await renderEditor('en');
    expect(englishOnThePage('en')).toEqual(expect.arrayContaining(['Edit details', 'Save changes', 'Add a content warning']));
  });
});
