/**
 * Saving the member's own settings that every page reads from the signed-in user: their language
 * and the country whose crisis lines they are shown. Used where the settings page is not there
 * (the footer and 'Not in {country}?' of onboarding and of a suspended member's calm page,
 * decision 0097), and by onboarding.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TUpdateSettings } from '@common/schemas';
import { api } from '@/lib/api-client';
import { AUTH_USER_QUERY_KEY, SETTINGS_QUERY_KEY } from '@/lib/query-keys';
import type { Me } from '@/types/api';

/**
 * Saves the member's language and/or country (PATCH /api/users/me/settings, open before
 * onboarding ends and while suspended) and shows them at once: the settings and the signed-in
 * user the app holds take them.
 * @param queryClient the app's query client
 * @param patch `locale` (a shipped locale) and/or `country` (an ISO 3166-1 alpha-2 code)
 * @throws ApiError when the server refuses it
 */
export async function saveOwnSettings(queryClient: QueryClient, patch: Pick<TUpdateSettings, 'locale' | 'country'>): Promise<void> {
  const settings = await api('PATCH /api/users/me/settings', { body: patch });
  queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
  queryClient.setQueryData<Me | null>(AUTH_USER_QUERY_KEY, (me) => me && { ...me, locale: settings.locale, country: settings.country });
}
