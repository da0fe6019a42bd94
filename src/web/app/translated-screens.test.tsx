/**
 * The member screens speak the reader's language: settings and a conversation rendered in German
 * show no English word from their own code. Names, message bodies and
 * the email address are people's data and stay as written.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@common/i18n/locales/en.json';
import de from '@common/i18n/locales/de.json';
import type { Locale } from '@common/i18n/locales';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { ReportButton } from '@/features/reports/components/report-dialog';
import { StatusPicker } from '@/features/status/components/status-picker';
import { loadCatalog } from '@/lib/i18n';
import { OWN_USER_ABILITIES, renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Author, User } from '@/types/api';

/** Words that are English and not German: one of them in the page is a word left untranslated. */
const ENGLISH =
  /\b(the|you|your|and|of|is|with|for|this|can|not|yet|who|what|when|please|send|cancel|update|save|show|hide|loading|failed|nobody|anyone|messages?|settings|conversations?|answers?|questions?|report|block|mute|type|press|download|close|account|privacy|email)\b/i;

/** The English catalog's plain messages (no arguments) that German words differently. */
const englishOnly = Object.entries(en)
  .filter(([id, text]) => !/[{<]/.test(text) && de[id as keyof typeof de] !== text)
  .map(([, text]) => text);

/**
 * Every piece of text a person meets in `root`: text nodes, and the labels, placeholders and
 * titles assistive technology reads.
 */
function textsIn(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/**
 * The English left in `root` once people's own words (`data`) are taken out.
 * @returns the texts holding an English word or an English message
 */
function englishIn(root: HTMLElement, data: string[]): string[] {
  return textsIn(root)
    .map((text) => data.reduce((rest, value) => rest.split(value).join(' '), text))
    .filter((text) => ENGLISH.test(text) || englishOnly.includes(text));
}

const me: User = {
  id: 1,
  firstName: 'Alice',
  lastName: 'Morgan',
  profileImageUrl: null,
  bio: null,
  role: 'user',
  reputation: 1234,
  status: 'healing',
  statusSituation: 'Feeling anxious',
  createdAt: '2026-01-10T10:00:00.000Z',
  abilities: OWN_USER_ABILITIES,
  email: 'alice@example.test',
  nextNameChangeAt: '2099-05-12T10:00:00.000Z',
  nextStatusChangeAt: null,
};
const bob: Author = { id: 2, firstName: 'Bob', lastName: 'Okafor', profileImageUrl: null, status: 'supporting', role: 'user' };
const alice: Author = { id: 1, firstName: 'Alice', lastName: 'Morgan', profileImageUrl: null, status: null, role: 'user' };

async function renderSettings(locale: Locale) {
  stubFetch({
    'GET /api/users/1': { body: me },
    'GET /api/users/1/stats': { body: { questionsCount: 1200, answersCount: 3 } },
    'GET /api/users/1/questions': { body: { items: [], nextCursor: null } },
    'GET /api/users/1/answers': { body: { items: [], nextCursor: null } },
    'GET /api/users/me/settings': {
      body: {
        showStatusSituation: false,
        emailMessages: true,
        emailReplies: true,
        emailModeration: true,
        allowDirectMessages: 'everyone',
        hiddenTopicIds: [],
        hiddenWords: ['Rückfall'],
        country: null,
        newQuestionAlerts: 'off',
        locale,
      },
    },
    'GET /api/topics': { body: [] },
    'GET /api/users/me/mutes': { body: { items: [] } },
    'GET /api/users/me/blocks': {
      body: {
        items: [
          { user: null, post: { type: 'question', id: 5, questionId: 5, title: 'Schlaflos' }, createdAt: '2026-11-01T10:00:00.000Z' },
        ],
      },
    },
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<ProfilePage userId={1} isOwn renderStatusPicker={(props) => <StatusPicker {...props} />} />, {
    locale,
    catalog: await loadCatalog(locale),
  });
  await user.click(await screen.findByRole('tab', { name: new RegExp(locale === 'de' ? 'Einstellungen' : 'Settings') }));
  await screen.findByText(locale === 'de' ? 'Niemand.' : 'Nobody.');
  await screen.findByRole('switch', { name: locale === 'de' ? 'Neue Nachrichten' : 'New messages', checked: true });
  // The healing situation is stored in English and read in German.
  await user.click(screen.getByRole('radio', { name: locale === 'de' ? /Heilung/ : /Healing/ }));
  return view;
}

async function renderConversation(locale: Locale) {
  stubFetch({
    'GET /api/conversations': {
      body: [
        {
          id: 10,
          isGroup: false,
          participants: [bob],
          lastMessage: { body: 'Wie geht es dir?', createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(), senderId: 2 },
          unreadCount: 0,
          closed: false,
        },
      ],
    },
    'GET /api/conversations/10/messages': {
      body: {
        items: [
          {
            id: 1,
            conversationId: 10,
            senderId: 2,
            sender: bob,
            body: 'Hallo Alice',
            createdAt: new Date(Date.now() - 3 * 86400_000).toISOString(),
            isDeleted: false,
            abilities: { delete: false },
          },
          {
            id: 2,
            conversationId: 10,
            senderId: 1,
            sender: alice,
            body: '',
            createdAt: new Date(Date.now() - 2 * 86400_000).toISOString(),
            isDeleted: true,
            abilities: { delete: false },
          },
          {
            id: 3,
            conversationId: 10,
            senderId: 2,
            sender: bob,
            body: 'Wie geht es dir?',
            createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
            isDeleted: false,
            abilities: { delete: false },
          },
        ],
        nextCursor: null,
      },
    },
  });
  const view = renderWithProviders(
    <MessagesPage currentUserId={1} renderReport={(target) => <ReportButton {...target} showLabel={false} />} />,
    { locale, catalog: await loadCatalog(locale) },
  );
  await within(await screen.findByRole('log')).findByText('Hallo Alice');
  return view;
}

const DATA = [
  'Alice Morgan',
  'Alice',
  'Bob Okafor',
  'alice@example.test',
  'Hallo',
  'Wie geht es dir?',
  'Rückfall',
  'Schlaflos',
  'MindSpace',
  'JSON',
];

describe('member screens in German', () => {
  it('settings: every card, label, help text and button in German, dates and counts in German form', async () => {
    const { container } = await renderSettings('de');
    expect(englishIn(container, DATA)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Namen ändern' })).toBeInTheDocument();
    expect(
      screen.getByText(/Du kannst deinen Namen einmal alle 30 Tage ändern\. Die nächste Änderung ist am 12\. Mai 2099 möglich\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Mitglied seit Januar 2026')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fragen (1.200)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ich fühle mich ängstlich' })).toHaveValue('Feeling anxious');
  });

  it('a conversation: list, log, deleted message, composer and report in German, times through Intl', async () => {
    const { container } = await renderConversation('de');
    expect(englishIn(container, DATA)).toEqual([]);
    expect(screen.getByRole('log', { name: 'Nachrichten mit Bob Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Diese Nachricht wurde gelöscht')).toBeInTheDocument();
    expect(screen.getByText('vor 3 Tagen')).toBeInTheDocument();
    expect(screen.getByLabelText('Nachricht')).toHaveAttribute('placeholder', 'Nachricht schreiben...');
    expect(screen.getAllByRole('button', { name: 'Nachricht melden' })).toHaveLength(2);
  });

  it('the check finds English: the same screens in English fail it', async () => {
    const settings = await renderSettings('en');
    expect(englishIn(settings.container, DATA).length).toBeGreaterThan(20);
    settings.unmount();
    const conversation = await renderConversation('en');
    expect(englishIn(conversation.container, DATA).length).toBeGreaterThan(5);
  });
});
