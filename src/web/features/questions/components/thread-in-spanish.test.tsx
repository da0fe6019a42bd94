/**
 * The thread in another language: every word of the question page comes from the
 * reader's catalog, counts and times from Intl in the reader's locale; no English is left.
 */
import { screen, within } from '@testing-library/react';
import { millisecondsInDay } from 'date-fns/constants';
import userEvent from '@testing-library/user-event';
import { loadCatalog } from '@/lib/i18n';
import { MEMBER_COMMENT_ABILITIES, MEMBER_POST_ABILITIES, renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Answer, Question } from '@/types/api';
import { partOf } from '@common/i18n/catalog-parts';
import en from '@common/i18n/locales/en.json';
import es from '@common/i18n/locales/es.json';
import { QuestionDetail } from './question-detail';

const DAY = millisecondsInDay;
const author = { id: 3, firstName: 'Ada', lastName: 'Ruiz', profileImageUrl: null, status: 'healing', role: 'user' } as const;

const QUESTION: Question = {
  id: 5,
  title: '¿Cómo dejo de darle vueltas a todo por la noche?',
  content: 'Me quedo despierta durante horas.',
  contentHtml: null,
  previewCut: false,
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: null,
  topics: [{ topic: { id: 1, name: 'Anxiety', slug: 'anxiety' } }],
  author,
  isOwn: false,
  upvotes: 4,
  downvotes: 1,
  score: 3,
  viewCount: 1204,
  answerCount: 2,
  createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
  editedAt: new Date(Date.now() - DAY).toISOString(),
  myVote: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  abilities: MEMBER_POST_ABILITIES,
};

const answer = (id: number, extra: Partial<Answer> = {}): Answer => ({
  id,
  questionId: 5,
  content: 'Escribir lo que pienso me ayudó.',
  contentHtml: null,
  isAnonymous: false,
  hasContentWarning: false,
  contentWarningText: null,
  editedAt: null,
  author: { ...author, id: 10 + id, firstName: 'Lin' },
  isOwn: false,
  upvotes: 2,
  downvotes: 0,
  score: 2,
  commentCount: 1,
  createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
  myVote: null,
  hiddenPendingReview: false,
  hiddenReason: null,
  comments: [
    {
      id: 1,
      answerId: id,
      content: 'Gracias',
      isAnonymous: false,
      author: { id: 30, firstName: 'Kim' },
      createdAt: new Date().toISOString(),
      editedAt: null,
      hiddenPendingReview: false,
      hiddenReason: null,
      abilities: MEMBER_COMMENT_ABILITIES,
    },
  ],
  abilities: MEMBER_POST_ABILITIES,
  ...extra,
});

/** Every piece of text a reader meets: text nodes and the labels, titles and placeholders of elements. */
function wordsOnThePage(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

describe('the thread in Spanish', () => {
  it('shows no English word of the catalogs, and counts and times in Spanish', async () => {
    stubFetch({
      'GET /api/questions/5': { body: QUESTION },
      'GET /api/questions/5/answers': {
        body: {
          items: [answer(8), answer(9, { hasContentWarning: true, contentWarningText: null, hiddenPendingReview: true })],
          nextCursor: 'more',
        },
      },
      'GET /api/questions/5/follow': { body: { following: false } },
    });
    renderWithProviders(<QuestionDetail questionId={5} />, { locale: 'es', catalog: await loadCatalog('es', { all: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: QUESTION.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 respuestas' })).toBeInTheDocument();
    expect(screen.getByText('1204 vistas')).toBeInTheDocument();
    expect(screen.getByText('hace 3 días')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    // Open the comments of the first answer: its toggle, the comment box and its button.
    await userEvent.click((await screen.findAllByRole('button', { name: /1 comentario/ }))[0]);
    await screen.findByRole('article', { name: 'Respuesta 9' });
    expect(screen.getByRole('textbox', { name: 'Añadir un comentario' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Respuesta 9' })).getByText('Aviso de contenido: Contenido delicado'),
    ).toBeInTheDocument();

    const page = wordsOnThePage();
    const english = Object.entries(en)
      .filter(([id]) => partOf(id) === 'rest' || id.startsWith('shell.'))
      .filter(([id, text]) => !/[{}<]/.test(text) && text !== es[id as keyof typeof es] && text.length > 3)
      .map(([, text]) => text)
      .filter((text) => page.includes(text));
    expect(english).toEqual([]);
    expect(page).not.toMatch(/\b(answers?|views?|comments?|ago|Follow|Upvote|Show|edited)\b/);
  });
});
