import { Download, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { handleMutationError } from '@/lib/errors';
import { useI18n } from '@/lib/i18n';
import { useDownloadMyData, type DataExportFile } from '../api/export-data';

/** Hands a downloaded file to the browser, which saves it under its name. */
function saveFile({ blob, fileName }: DataExportFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Settings → 'Your data': 'Download my data' saves a JSON file with everything the member has
 * shared (GET /api/users/me/export). A refused download (e.g. too many this hour)
 * shows the server's words in a toast.
 */
export function YourDataCard() {
  const { t } = useI18n();
  const download = useDownloadMyData({
    mutationConfig: {
      onSuccess: saveFile,
      onError: (error) => handleMutationError(error, { title: t('settings.data.failed') }),
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.data.title')}</CardTitle>
        <CardDescription>{t('settings.data.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-end">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {t('settings.data.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
