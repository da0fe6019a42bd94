import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch, type RecordedCall } from '@/test/test-utils';
import type { Me } from '@/types/api';
import { OnboardingPage } from './onboarding-page';

const newcomer = { id: 4, firstName: 'Quiet Otter', onboardedAt: null } as Me;
/** The countries the chooser offers (GET /api/crisis-resources/countries), as the server names them in English. */
const COUNTRIES = {
  'GET /api/crisis-resources/countries': {
    body: { locale: 'en', countries: [{ code: 'US', name: 'United States', coverage: 'national' }] },
  },
};
/** The calls that would change something (the form reads the country list, nothing else). */
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

describe('OnboardingPage', () => {
  it('shows every problem at once in the words of the common schema, and sends nothing', async () => {
    const calls = stubFetch(COUNTRIES);
    const user = userEvent.setup();
    renderWithProviders(<OnboardingPage user={newcomer} />);
    await user.clear(screen.getByLabelText('The name others will see'));
    await user.click(screen.getByRole('button', { name: 'Join MindSpace' }));
    const problems = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(problems.map((li) => li.textContent)).toEqual([
      'Please choose the month and year you were born',
      'Please accept the terms to join',
      'Display name cannot be empty',
    ]);
    expect(writes(calls)).toHaveLength(0);
  });

  it('refuses a name with invisible characters, as the server would, before sending it', async () => {
    const calls = stubFetch(COUNTRIES);
    const user = userEvent.setup();
    renderWithProviders(<OnboardingPage user={newcomer} />);
    await user.selectOptions(screen.getByLabelText('Month'), '4');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    const name = screen.getByLabelText('The name others will see');
    await user.clear(name);
    await user.click(name);
    await user.paste('Quiet\u200bOtter');
    await user.click(screen.getByRole('button', { name: 'Join MindSpace' }));
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent(/^Display name/);
    expect(writes(calls)).toHaveLength(0);
  });

  it('sends the checked answers once they are right', async () => {
    const calls = stubFetch({
      ...COUNTRIES,
      'PATCH /api/users/me/settings': { body: { country: 'US' } },
      'POST /api/users/me/onboarding': { body: { ...newcomer, onboardedAt: '2026-11-27T00:00:00.000Z' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OnboardingPage user={newcomer} />);
    await user.selectOptions(screen.getByLabelText('Month'), '4');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Join MindSpace' }));
    // The country first (so an under-13 refusal names its helplines), then the answers.
    await waitFor(() =>
      expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH /api/users/me/settings', 'POST /api/users/me/onboarding']),
    );
    expect(writes(calls)[1].body).toEqual({
      birthYear: 1990,
      birthMonth: 4,
      acceptTerms: true,
      firstName: 'Quiet Otter',
      lastName: '',
      useProviderPicture: false,
    });
  });
});
