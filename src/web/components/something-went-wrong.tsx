import { useI18n } from '@/lib/i18n';
import { CrisisDialog } from '@/components/crisis/crisis-dialog';
import { Button } from '@/components/ui/button';

/** A page that failed to load or render (LoadBoundary's `failed`): Reload, and 'Need help now?' still one click away. */
export function SomethingWentWrong() {
  const { t } = useI18n();
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{t('shell.error.title')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('shell.error.text')}</p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>
        <CrisisDialog />
      </div>
    </div>
  );
}
