/**
 * The staff screens in another language: a report card and a member's record read in
 * the moderator's catalog, counts, dates and sentences included; no English word of the catalogs
 * is left, while the members' own words (a report's note, a sanction's reason) stay as written.
 */
import { screen, within } from '@testing-library/react';
import { millisecondsInHour } from 'date-fns/constants';
import userEvent from '@testing-library/user-event';
import { loadCatalog } from '@/lib/i18n';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { MemberRecord } from '@/types/api';
import { readFileSync } from 'node:fs';
import { partOf } from '@common/i18n/catalog-parts';
import type { ModerationReport } from '../api/get-reports';
import { MemberPage } from './member-page';
import { ReportCard } from './report-card';

const HOUR = millisecondsInHour;
const rex = { id: 8, firstName: 'Rex', lastName: 'Vance', profileImageUrl: null, status: null, role: 'user' } as const;

const URGENT: ModerationReport = {
  id: 3,
  status: 'pending',
  reason: 'at-risk',
  description: 'Me preocupa mucho',
  targetType: 'answer',
  targetId: 41,
  reporter: { id: 1, firstName: 'Alicia' },
  createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  priority: 'urgent',
  reportCount: 3,
  reasons: ['at-risk', 'harassment'],
  crisisFlag: true,
  content: 'Texto de la respuesta',
  contentRemoved: false,
  targetAuthor: rex,
  link: '/questions/3#answer-41',
  isAnonymous: true,
  reviewedBy: null,
  hiddenPendingReview: true,
  reviewedAt: null,
  crisisWords: [{ field: 'body', words: ['desaparecer'] }],
  otherOpenCards: 2,
  lastCheckIn: {
    sentAt: new Date(Date.now() - HOUR).toISOString(),
    sentBy: { id: 5, firstName: 'Maya' },
    nextAllowedAt: new Date(Date.now() + HOUR).toISOString(),
  },
  claimedBy: { id: 6, firstName: 'Noa' },
};

const RECORD: MemberRecord = {
  user: { ...rex, createdAt: '2026-03-02T10:00:00.000Z', closed: false, ageBand: null },
  reports: [URGENT],
  removedContent: [
    {
      type: 'comment',
      id: 70,
      content: 'Comentario retirado',
      isAnonymous: true,
      deletedAt: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
      removedByStaff: true,
    },
  ],
  sanctions: [
    {
      id: 4,
      type: 'silence',
      reason: 'Mensajes hirientes',
      endsAt: '2026-12-24T10:00:00.000Z',
      createdAt: '2026-11-21T10:00:00.000Z',
      createdBy: { id: 5, firstName: 'Maya' },
      liftedAt: null,
      inForce: true,
    },
  ],
  checkIns: [{ id: 9, sentAt: new Date(Date.now() - HOUR).toISOString(), sentBy: null, reportId: 3 }],
  notes: [],
  abilities: { warn: true, silence: true, suspend: true, ban: false },
};

/** A whole catalog, as written. */
const catalog = (locale: string) => JSON.parse(readFileSync(`src/common/i18n/locales/${locale}.json`, 'utf8')) as Record<string, string>;
const en = catalog('en');
const es = catalog('es');

/** Every piece of text a reader meets: text nodes and the labels, titles and placeholders of elements. */
function wordsOnThePage(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  // One line per text node, so a word that ends one node and starts the next stays two words.
  return [...texts, ...attributes].join('\n');
}

/** The English messages of the member's part (and the shell) that differ from the Spanish and appear on the page. */
function englishLeft(): string[] {
  const page = wordsOnThePage();
  return (
    Object.entries(en)
      .filter(([id]) => partOf(id) === 'rest' || id.startsWith('shell.'))
      .filter(([id, text]) => !/[{}<]/.test(text) && text !== es[id] && text.length > 3)
      .map(([, text]) => text)
      // Whole words only: 'Report' is not left in 'Reportado'.
      .filter((text) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(page))
  );
}

describe('the staff screens in Spanish', () => {
  it('reads a report card in Spanish: urgency, crisis words, counts, claim and check-in', async () => {
    renderWithProviders(<ReportCard report={URGENT} />, { locale: 'es', catalog: await loadCatalog('es', { all: true }) });
    const card = screen.getByRole('article', { name: 'Alguien podría estar en peligro' });
    expect(within(card).getByText('Urgente: alguien podría estar en riesgo.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Palabras que lo señalaron' })).toHaveTextContent('En la respuesta: desaparecer');
    expect(card).toHaveTextContent('Reportado por Alicia y 2 personas más');
    expect(card).toHaveTextContent('También reportado por: Acoso o intimidación');
    expect(card).toHaveTextContent('Nota de quien reportó: Me preocupa mucho');
    expect(within(card).getByText('Noa lo está revisando')).toBeInTheDocument();
    expect(within(card).getByText('Publicado de forma anónima')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '2 tarjetas abiertas más sobre este miembro' })).toBeInTheDocument();
    expect(within(card).getByTestId('check-in-status')).toHaveTextContent('Mensaje de apoyo enviado hace 1 hora por Maya');
    expect(within(card).getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    expect(wordsOnThePage()).not.toMatch(/\b(Reported|others?|Urgent|Claim|Resolve|Dismiss|Status|ago)\b/);

    await userEvent.click(within(card).getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Descartar este reporte?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('la publicación vuelve a mostrarse a los miembros');
  });

  it("reads a member's record in Spanish: sanctions with their days, removed content, check-ins", async () => {
    stubFetch({ 'GET /api/moderation/users/8': { body: RECORD } });
    renderWithProviders(<MemberPage userId={8} />, { locale: 'es', catalog: await loadCatalog('es', { all: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex Vance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panel de moderación' })).toBeInTheDocument();
    expect(screen.getByText(/^usuario · se unió el/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sanciones' })).toBeInTheDocument();
    const sanctions = screen.getByRole('list', { name: 'Sanciones' });
    expect(sanctions).toHaveTextContent('Silencio');
    expect(sanctions).toHaveTextContent('Vigente');
    expect(sanctions).toHaveTextContent(/Por Maya · .* · hasta el .*24/);
    expect(screen.getByRole('list', { name: 'Contenido eliminado' })).toHaveTextContent(
      'comentario · publicado de forma anónima · eliminado hace 3 días',
    );
    expect(screen.getByRole('list', { name: 'Mensajes de apoyo enviados' })).toHaveTextContent('Enviado por un antiguo miembro del equipo');
    expect(screen.getByRole('list', { name: 'Reportes sobre este miembro' })).toBeInTheDocument();

    // The sanction form: a silence of 1 day asks in Spanish, with the day counted.
    await userEvent.selectOptions(screen.getByLabelText('Sanción'), 'silence');
    await userEvent.clear(screen.getByLabelText('Días'));
    await userEvent.type(screen.getByLabelText('Días'), '1');
    await userEvent.type(screen.getByLabelText('Motivo (el miembro lo lee)'), 'Por favor, cuida tus palabras');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar sanción…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Silencio de 1 día para Rex Vance?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Durante 1 día puede leer');
    expect(within(dialog).getByRole('button', { name: 'Silencio de 1 día' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    expect(englishLeft()).toEqual([]);
    expect(wordsOnThePage()).not.toMatch(/\b(Sanctions?|Removed|removed|joined|Restore|Lift|days?|ago|Staff notes)\b/);
  });
});
