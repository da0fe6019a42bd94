import { Badge } from '@/components/ui/badge';
import { useI18n } from '@/lib/i18n';
import { getStatusStyle } from '@/lib/status';
import { cn } from '@/lib/utils';

/** A person's status as a coloured badge (nothing for no status), in the reader's language. Colours from lib/status.ts. */
export function StatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const { t } = useI18n();
  const style = getStatusStyle(status);
  if (!style) return null;
  return (
    <Badge variant="outline" className={cn('gap-1.5', style.badgeClassName, className)} title={t(style.meaningId)}>
      <span className={cn('size-1.5 rounded-full', style.dotClassName)} aria-hidden />
      {t(style.labelId)}
    </Badge>
  );
}
