/**
 * A person with no name is named in the reader's language (issue 29 item 1): the spec's 'User' in
 * English, the catalog's word in every other language, never an English word on a translated page.
 */
import { screen } from '@testing-library/react';
import { loadCatalog } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import { AuthorInfo } from './author-info';
import type { Locale } from '@common/i18n/locales';

const nameless = { id: 7, firstName: null, lastName: null, profileImageUrl: null, status: null, role: 'user' } as const;

describe('a person without a name', () => {
  it.each([
    ['en', 'User'],
    ['es', 'Usuario'],
    ['pt-BR', 'Usuário'],
    ['fr', 'Membre'],
    ['de', 'Mitglied'],
    ['ar', 'مستخدم'],
  ] as [Locale, string][])('is named in the reader’s language (%s: %s)', async (locale, word) => {
    renderWithProviders(<AuthorInfo author={nameless} isAnonymous={false} createdAt={new Date().toISOString()} />, {
      locale,
      catalog: await loadCatalog(locale, { all: true }),
    });
    expect(screen.getByRole('link', { name: new RegExp(word) })).toHaveAttribute('href', '/profile/7');
    if (locale !== 'en') expect(screen.queryByText('User')).not.toBeInTheDocument();
  });
});
