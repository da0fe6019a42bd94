/**
 * GET /api/users/me/export — a copy of all your data as a JSON file (docs/api.md "Your data").
 * A few downloads an hour; more answer 429 with a readable message.
 */
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** The downloaded export: the file's bytes and its name (`mindspace-export-YYYY-MM-DD.json`). */
export type DataExportFile = { blob: Blob; fileName: string };

/**
 * Fetches your data export.
 * @returns the file and its name
 * @throws ApiError (401 signed out, 429 too many downloads this hour)
 */
export const downloadMyData = (): Promise<DataExportFile> => apiDownload('GET /api/users/me/export');

/**
 * Downloading your data as a mutation (it is a heavy, rate-limited request the person starts);
 * saving the file and toasts are the caller's.
 * @param options.mutationConfig the caller's TanStack mutation options
 */
export function useDownloadMyData({ mutationConfig }: { mutationConfig?: MutationConfig<DataExportFile, void> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadMyData });
}
