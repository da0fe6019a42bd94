import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crisisResourcesFor } from '@common/crisis/data';
import { loadCatalog } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AUTH_USER_QUERY_KEY } from '@/lib/query-keys';
import { renderWithProviders, stubFetch } from '@/test/test-utils';
import type { Me } from '@/types/api';
import { CrisisDialog } from './crisis-dialog';

/** The covered countries as the API names them in English (a few). */
const COUNTRIES = {
  locale: 'en',
  countries: [
    { code: 'IE', name: 'Ireland', coverage: 'national' },
    { code: 'GB', name: 'United Kingdom', coverage: 'national' },
    { code: 'US', name: 'United States', coverage: 'national' },
  ],
};

/** Opens 'Need help now?' (its name in the page's language) and returns the dialog. */
async function openDialog(name = 'Need help now?') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** A query client with `me` signed in. */
function signedIn(me: Partial<Me>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, { id: 7, firstName: 'Sam', role: 'user', ...me });
  return queryClient;
}

describe('CrisisDialog', () => {
  it("opens 'Need help now?' with the spec's US lines for a visitor whose languages name no country, closes on Escape and gives focus back", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />);
    const button = screen.getByRole('button', { name: 'Need help now?' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Need help now?' });
    // Spec §1, word for word: 988, also given as 1-800-273-8255; text HOME to 741741; 911.
    await waitFor(() => expect(dialog).toHaveTextContent('988 Suicide & Crisis Lifeline'));
    expect(dialog).toHaveTextContent('Call or text 988, also given as 1-800-273-8255.');
    expect(dialog).toHaveTextContent('Text HOME to 741741.');
    expect(dialog).toHaveTextContent('If you or someone else is in immediate danger, call 911.');
    expect(within(dialog).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(within(dialog).getByRole('link', { name: '1-800-273-8255' })).toHaveAttribute('href', 'tel:18002738255');
    expect(within(dialog).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    expect(within(dialog).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    // Each line's hours, audience and where it was checked, and when.
    expect(dialog).toHaveTextContent(/24 hours, every day\s*For everyone/);
    // The day is the data file's (re-checks move it), in the reader's words: "Nov 28, 2026".
    const { verifiedAt } = crisisResourcesFor('US').lines[0];
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${verifiedAt}T00:00:00Z`));
    expect(dialog).toHaveTextContent(`Checked on ${day} at`);
    expect(within(dialog).getByRole('button', { name: 'Not in United States?' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/crisis-resources')).map((c) => c.path)).toEqual([
      '/api/crisis-resources?country=US',
    ]);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Opens again at once: the dialog's code stays loaded.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Need help now?' })).toBeInTheDocument();
  });

  it('shows only the numbers the crisis data gives, none of its own', async () => {
    stubFetch({
      'GET /api/crisis-resources': {
        body: {
          country: 'US',
          emergencyNumber: '112',
          coverage: 'national',
          lines: [{ ...crisisResourcesFor('GB').lines[0], name: 'A line from the data', phone: '555 0100' }],
        },
      },
    });
    renderWithProviders(<CrisisDialog />);
    const dialog = await openDialog();
    await waitFor(() => expect(dialog).toHaveTextContent('A line from the data'));
    expect(within(dialog).getByRole('link', { name: '555 0100' })).toHaveAttribute('href', 'tel:5550100');
    expect(within(dialog).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(dialog).not.toHaveTextContent(/988|741741|911/);
  });

  it("gives a visitor the lines of their languages' country (en-GB → GB), and another country chosen under 'Not in United Kingdom?', kept in this browser", async () => {
    document.documentElement.dataset.country = 'GB';
    const calls = stubFetch({ 'GET /api/crisis-resources/countries': { body: COUNTRIES } });
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />);
    const dialog = await openDialog();
    await waitFor(() => expect(dialog).toHaveTextContent('Samaritans'));
    expect(within(dialog).getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(dialog).getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(dialog).not.toHaveTextContent('988');

    await user.click(within(dialog).getByRole('button', { name: 'Not in United Kingdom?' }));
    const select = await within(dialog).findByRole('combobox', { name: 'Your country' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(calls.some((c) => c.path === '/api/crisis-resources/countries?locale=en')).toBe(true);
    await user.selectOptions(select, 'Ireland');
    await waitFor(() => expect(dialog).toHaveTextContent('Pieta'));
    expect(within(dialog).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(within(dialog).queryByRole('link', { name: '999' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Not in Ireland?' })).toBeInTheDocument();
    expect(localStorage.getItem('mindspace-country')).toBe('IE');
    // A visitor's choice is theirs: nothing is written to the server.
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("gives a member their country setting's lines, and saves another chosen in the dialog as their setting", async () => {
    document.documentElement.dataset.country = 'GB';
    const calls = stubFetch({
      'GET /api/crisis-resources/countries': { body: COUNTRIES },
      'PATCH /api/users/me/settings': (call) => ({ body: { country: (call.body as { country: string }).country, locale: null } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CrisisDialog />, { queryClient: signedIn({ country: 'FR' }) });
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '112' })).toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
    expect(dialog).not.toHaveTextContent('Samaritans');

    await user.click(within(dialog).getByRole('button', { name: 'Not in France?' }));
    const select = await within(dialog).findByRole('combobox', { name: 'Your country' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'United States');
    await waitFor(() => expect(dialog).toHaveTextContent('988 Suicide & Crisis Lifeline'));
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/users/me/settings', body: { country: 'US' } });
    expect(localStorage.getItem('mindspace-country')).toBeNull();
  });

  it('offers a member who never chose a country the guess from their languages, and the chooser', async () => {
    document.documentElement.dataset.country = 'GB';
    stubFetch({});
    renderWithProviders(<CrisisDialog />, { queryClient: signedIn({ country: null }) });
    const dialog = await openDialog();
    await waitFor(() => expect(dialog).toHaveTextContent('Samaritans'));
    expect(within(dialog).getByRole('button', { name: 'Not in United Kingdom?' })).toBeInTheDocument();
  });

  it('tells someone in a country the data does not list to call their local emergency number, with the international directories', async () => {
    document.documentElement.dataset.country = 'UY';
    stubFetch({});
    renderWithProviders(<CrisisDialog />);
    const dialog = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getAllByRole('link', { name: 'findahelpline.com' })[0]).toHaveAttribute('href', 'https://findahelpline.com'),
    );
    expect(dialog).toHaveTextContent('If you or someone else is in immediate danger, call your local emergency number.');
    expect(within(dialog).getByRole('button', { name: 'Choose your country' })).toBeInTheDocument();
  });

  it('speaks Spanish: the button, the dialog and its services, the numbers unchanged', async () => {
    stubFetch({});
    renderWithProviders(<CrisisDialog />, { locale: 'es', catalog: await loadCatalog('es') });
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const dialog = await openDialog('¿Necesitas ayuda ahora?');
    expect(dialog).toHaveTextContent('Mereces apoyo ahora mismo.');
    await waitFor(() => expect(dialog).toHaveTextContent('Envía HOME al 741741.'));
    expect(dialog).toHaveTextContent(/Las 24 horas, todos los días\s*Para todas las personas/);
    expect(dialog).toHaveTextContent('¿No estás en Estados Unidos?');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(dialog).not.toHaveTextContent('You deserve support');
  });

  it('speaks Arabic, right to left, with the numbers still read left to right', async () => {
    document.documentElement.dataset.country = 'EG';
    stubFetch({});
    renderWithProviders(<CrisisDialog />, { locale: 'ar', catalog: await loadCatalog('ar') });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await openDialog('هل تحتاج إلى مساعدة الآن؟');
    expect(dialog).toHaveTextContent('أنت تستحق الدعم الآن.');
    const emergency = crisisResourcesFor('EG').emergencyNumber ?? '';
    await waitFor(() => expect(screen.getByRole('link', { name: emergency })).toHaveAttribute('dir', 'ltr'));
    expect(dialog).toHaveTextContent('لست في مصر؟');
    // Egypt's line by its Arabic name alone, and its hours in Arabic, from the crisis data.
    expect(screen.getByRole('heading', { name: 'الأمانة العامة للصحة النفسية وعلاج الإدمان' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('General Secretariat');
    expect(dialog).toHaveTextContent('على مدار الساعة، كل يوم');
  });
});
