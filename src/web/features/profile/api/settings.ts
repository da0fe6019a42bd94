/**
 * GET and PATCH /api/users/me/settings — your own settings (docs/api.md "Settings"). A change
 * answers the new settings; afterwards the settings and your profile are refetched.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateSettings } from '@common/schemas';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { handleMutationError, serverMessageOr } from '@/lib/errors';
import type { Settings } from '@/types/api';
import { profileQueryKey } from './get-profile';

export const SETTINGS_QUERY_KEY = ['users', 'me', 'settings'] as const;

export const getSettings = (signal?: AbortSignal) => api.get<Settings>('/api/users/me/settings', { signal });
export const updateSettings = (input: TUpdateSettings) => api.patch<Settings>('/api/users/me/settings', input);

export const getSettingsQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });

/** Your settings. */
export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

/**
 * Changes some settings. On success the cached settings are replaced and your profile refetched;
 * on failure the server's message is shown, else 'Failed to update settings'.
 * @param userId your id, to refetch your profile
 */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
      toast({ title: 'Settings saved' });
    },
    onError: (error) => handleMutationError(error, { title: 'Error', description: serverMessageOr(error, 'Failed to update settings') }),
  });
}
