import { useI18n } from '@/lib/i18n';
import { useId, useState, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ContentWarningProps = {
  hasContentWarning: boolean;
  text: string | null;
  /** The reader wrote it: the warning shows (as others see it), but their own post stays open to them. */
  own?: boolean;
  /** The content to hold back until the reader opts in. */
  children: ReactNode;
};

/**
 * Shows only 'Content warning: …' and a Show button, keeping everything passed in (title,
 * topics and body) hidden until the reader chooses to see it (DESIGN §5).
 * Without a warning the content shows directly. The author's own post starts open.
 */
export function ContentWarning({ hasContentWarning, text, own = false, children }: ContentWarningProps) {
  const { t } = useI18n();
  const [revealed, setRevealed] = useState(own);
  const contentId = useId();
  if (!hasContentWarning) return <>{children}</>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        <span className="font-medium">{t('post.contentWarning', { text: text?.trim() || t('post.sensitive') })}</span>
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-amber-950 underline dark:text-amber-100"
          aria-expanded={revealed}
          aria-controls={contentId}
          onClick={() => setRevealed((r) => !r)}
        >
          {t(revealed ? 'common.hide' : 'common.show')}
        </Button>
      </div>
      <div id={contentId} hidden={!revealed}>
        {revealed ? children : null}
      </div>
    </div>
  );
}
