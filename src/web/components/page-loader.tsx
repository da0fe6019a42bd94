import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The pulsing 'Loading...' shown while the signed-in user or a page chunk loads (spec §2). */
export function PageLoader({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-[40vh] items-center justify-center', className)}>
      <span className="animate-pulse text-lg font-medium text-muted-foreground">{t('shell.loading')}</span>
    </div>
  );
}
