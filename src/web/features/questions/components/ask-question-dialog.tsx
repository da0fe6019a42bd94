import { lazy, Suspense } from 'react';
import { useI18n } from '@/lib/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

// Loaded when the dialog first opens: the form brings the validation schemas, which the feed
// would otherwise evaluate on every visit.
const AskQuestionForm = lazy(() => import('./ask-question-form').then((m) => ({ default: m.AskQuestionForm })));

/** The 'Ask a Question' dialog opened from the feed's prompt card. Closing resets the form. */
export function AskQuestionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('ask.title')}</DialogTitle>
          <DialogDescription>{t('ask.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={null}>
          <AskQuestionForm onCancel={() => onOpenChange(false)} onPosted={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
