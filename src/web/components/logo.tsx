import { Link } from 'wouter';
import { useI18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The MindSpace logo linking home. `compact` hides the word mark on narrow screens. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useI18n();
  return (
    <Link
      href="/"
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      aria-label={t('shell.logoLabel')}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M16 24s-7-4.3-7-9.5A3.9 3.9 0 0 1 16 12a3.9 3.9 0 0 1 7 2.5C23 19.7 16 24 16 24z" className="fill-primary-foreground" />
      </svg>
      <span className={cn('text-lg tracking-tight', compact && 'hidden sm:inline')}>MindSpace</span>
    </Link>
  );
}
