/**
 * GET and PATCH /api/users/me/settings — your own settings (docs/api.md "Settings"). A change
 * answers the new settings; afterwards the settings and your profile are refetched.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateSettings } from '@common/schemas';
import { api } from '@/lib/api-client';
import type { Me, Settings } from '@/types/api';
import { profileQueryKey } from './get-profile';
import type { MutationConfig } from '@/lib/query-client';
import { AUTH_USER_QUERY_KEY, POSTS_QUERY_KEYS, SETTINGS_QUERY_KEY } from '@/lib/query-keys';

/**
 * Fetches your settings.
 * @param signal aborts the request
 * @returns Settings (email notification choices, showStatusSituation)
 * @throws ApiError (401 signed out)
 */
export const getSettings = (signal?: AbortSignal) => api('GET /api/users/me/settings', { signal });
/**
 * Changes some of your settings.
 * @param input the settings to change
 * @returns the new Settings
 * @throws ApiError (400 invalid)
 */
export const updateSettings = (input: TUpdateSettings) => api('PATCH /api/users/me/settings', { body: input });

/** The query key (`SETTINGS_QUERY_KEY`) and fetcher of your settings. */
export const getSettingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });

/** Your settings. */
export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

/**
 * Changing some settings as a mutation. On success the cached settings are replaced and your
 * profile refetched (and, after a reader-filter change, the question lists and threads), then
 * the caller's `onSuccess` runs (toasts are the caller's).
 * @param userId your id, to refetch your profile
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useUpdateSettings(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<Settings, TUpdateSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateSettings,
    onSuccess: (...args) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, args[0]);
      // The member's language and country are read from the signed-in user (app/router.tsx, the
      // crisis lines): they switch now.
      if (args[1].locale !== undefined || args[1].country !== undefined)
        queryClient.setQueryData<Me | null>(AUTH_USER_QUERY_KEY, (me) => me && { ...me, locale: args[0].locale, country: args[0].country });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
      // The reader filters change what the feed, search and threads show (and fold).
      if (args[1].hiddenTopicIds || args[1].hiddenWords) {
        for (const queryKey of POSTS_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(...args);
    },
  });
}
